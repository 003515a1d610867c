import { describe, expect, it } from "vitest";
import { formatFeetInches } from "@/lib/domain/height-units";
import { measurementRow, measurementRows, profileMeasurements } from "./measurement-fields";
import { compCardMeasurementLabelsFor } from "./measurement-labels";

describe("measurementRow", () => {
  it("gives both systems for lengths and the text for the rest", () => {
    expect(formatFeetInches(178)).toBe("5′ 10″");
    expect(measurementRow("Height", `5'10"`, "height", 178)).toEqual({ label: "Height", text: `5'10"`, metric: "178 cm", imperial: "5′ 10″" });
    expect(measurementRow("Bust", "84 cm", "length")).toEqual({ label: "Bust", text: "84 cm", metric: "84 cm", imperial: "33″" });
    expect(measurementRow("Shoe Size", "EU 39", "other")).toEqual({ label: "Shoe Size", text: "EU 39", metric: null, imperial: null });
    expect(measurementRow("Waist", null, "length").text).toBe("—");
  });
});

describe("profileMeasurements", () => {
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

  it("shows a bare 60 as 60 cm, never as inches", () => {
    const waist = profileMeasurements({ ...talent, waist: "60" }).find((r) => r.key === "waist");
    expect(waist).toMatchObject({ text: "60", metric: "60 cm", imperial: "24″", cm: 60 });
  });

  it("names bust and dress size after the board: chest and suit size for men", () => {
    expect(profileMeasurements({ ...talent, category: "male" }).map((r) => r.label)).toEqual(["Height", "Suit Size", "Chest", "Waist", "Hips", "Shoe Size", "Hair Colour", "Eye Colour"]);
    expect(profileMeasurements({ ...talent, category: "teen", gender: "male" }).find((r) => r.key === "bust")?.label).toBe("Chest");
    expect(profileMeasurements({ ...talent, category: "female", gender: "male" }).find((r) => r.key === "bust")?.label).toBe("Bust");
  });

});

describe("measurementRows", () => {
  const talent = { category: "male", height: "180", height_cm: 180, bust: "96 cm", waist: null, hips: "94 cm", dress_size: "EU 50", shoe_size: null, hair_color: "Brown", eye_color: "Blue" };

  it("gives every field of the table in its order, an empty one as a dash", () => {
    const rows = measurementRows(talent);
    expect(rows.map((r) => r.key)).toEqual(["height", "dress_size", "bust", "waist", "hips", "shoe_size", "hair_color", "eye_color"]);
    expect(rows.find((r) => r.key === "waist")).toMatchObject({ label: "Waist", text: "—", metric: null, cm: null });
    expect(rows.find((r) => r.key === "height")).toMatchObject({ metric: "180 cm", cm: 180 });
  });

  it("takes other labels, the comp card's short ones", () => {
    expect(measurementRows(talent, compCardMeasurementLabelsFor(talent)).map((r) => r.label)).toEqual(["Height", "Suit", "Chest", "Waist", "Hips", "Shoe", "Hair", "Eyes"]);
  });
});
