import { describe, expect, it } from "vitest";
import { formatFeetInches, measurementRow, parseHeightCm, parseMeasurementCm } from "./units";

describe("parseHeightCm", () => {
  it.each([
    [`5'10"`, 178],
    [`5’10”`, 178],
    ["5 ft 10 in", 178],
    ["5'10", 178],
    ["6'", 183],
    ["178 cm", 178],
    ["178cm", 178],
    ["1.78 m", 178],
    ["178", 178],
  ])("reads %s as %i cm", (text, cm) => expect(parseHeightCm(text)).toBe(cm));

  it.each([["tall"], [""], ["9'9\""], ["30 cm"], [null]])("gives up on %s", (text) => expect(parseHeightCm(text)).toBeNull());
});

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
