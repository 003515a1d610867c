import { describe, expect, it } from "vitest";
import { formatFeetInches } from "@/lib/domain/height-units";
import { measurementLine, measurementRow, parseMeasurementCm, profileMeasurements } from "./units";

describe("parseMeasurementCm", () => {
  it("reads inches, centimetres and bare numbers", () => {
    expect(parseMeasurementCm(`33"`)).toBeCloseTo(83.82);
    expect(parseMeasurementCm("33 in")).toBeCloseTo(83.82);
    expect(parseMeasurementCm("84 cm")).toBe(84);
    expect(parseMeasurementCm("24")).toBeCloseTo(60.96);
    expect(parseMeasurementCm("86")).toBe(86);
    expect(parseMeasurementCm("EU 38")).toBeNull();
  });
});

describe("measurementRow", () => {
  it("gives both systems for lengths and the text for the rest", () => {
    expect(formatFeetInches(178)).toBe("5′ 10″");
    expect(measurementRow("Height", `5'10"`, "height", 178)).toEqual({ label: "Height", text: `5'10"`, metric: "178 cm", imperial: "5′ 10″" });
    expect(measurementRow("Bust", "84 cm", "length")).toEqual({ label: "Bust", text: "84 cm", metric: "84 cm", imperial: "33″" });
    expect(measurementRow("Shoe Size", "EU 39", "other")).toEqual({ label: "Shoe Size", text: "EU 39", metric: null, imperial: null });
    expect(measurementRow("Waist", null, "length").text).toBe("—");
  });
});

describe("profileMeasurements and measurementLine", () => {
  const talent = {
    height: "175",
    height_cm: 175,
    bust: "84 cm",
    waist: "58 cm",
    hips: "91 cm",
    dress_size: "EU 32",
    shoe_size: "EU 41",
    hair_color: "Blonde",
    eye_color: "Hazel",
  };

  it("lists the filled-in fields in the spec's order and leaves out the empty ones", () => {
    expect(profileMeasurements(talent).map((r) => r.label)).toEqual(["Height", "Dress Size", "Bust", "Waist", "Hips", "Shoe Size", "Hair Colour", "Eye Colour"]);
    const sparse = profileMeasurements({ ...talent, bust: null, dress_size: "  ", eye_color: "" });
    expect(sparse.map((r) => r.key)).toEqual(["height", "waist", "hips", "shoe_size", "hair_color"]);
    expect(sparse.some((r) => r.text === "—")).toBe(false);
  });

  it("writes one line in centimetres or in feet and inches, without the dress size", () => {
    const rows = profileMeasurements(talent);
    expect(measurementLine(rows, "metric")).toBe("175 · 84 · 58 · 91 · EU 41 · Blonde · Hazel");
    expect(measurementLine(rows, "imperial")).toBe("5′ 9″ · 33″ · 23″ · 36″ · EU 41 · Blonde · Hazel");
  });

  it("keeps a length it cannot read as written and skips missing fields", () => {
    const rows = profileMeasurements({ ...talent, height: "tall", height_cm: null, bust: null, hips: "ninety" });
    expect(measurementLine(rows, "metric")).toBe("tall · 58 · ninety · EU 41 · Blonde · Hazel");
    expect(measurementLine(profileMeasurements({ ...talent, height: null, height_cm: null, bust: null, waist: null, hips: null, shoe_size: null, hair_color: null, eye_color: null }), "metric")).toBe("");
  });
});
