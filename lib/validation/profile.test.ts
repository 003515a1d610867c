import { describe, expect, it } from "vitest";
import { schemaOf } from "@/lib/api/openapi";
import { measurementsBodySchema, measurementsFormSchema, measurementsFormToBody } from "./profile";

describe("measurementsBodySchema", () => {
  it("keeps text, turns numbers into text, trims, clears empty and null, leaves the rest out", () => {
    expect(measurementsBodySchema.parse({ height: 178, waist: ' 24" ', bust: "", hips: null })).toEqual({
      height: "178",
      waist: "24 in",
      bust: null,
      hips: null,
    });
  });

  it("reads a bare length as centimetres, writes the unit, and refuses one that is no body length", () => {
    expect(measurementsBodySchema.parse({ waist: "60", bust: 82, hips: "24in" })).toEqual({ waist: "60 cm", bust: "82 cm", hips: "24 in" });
    const tooSmall = measurementsBodySchema.safeParse({ waist: "24" });
    expect(tooSmall.error?.issues[0]).toMatchObject({ path: ["waist"], message: "Enter the waist in cm or inches, e.g. 60 cm or 24 in." });
    expect(measurementsBodySchema.safeParse({ height: "178", shoe_size: "EU 38" }).success).toBe(true);
  });

  it("bounds each value and refuses non-text", () => {
    const long = measurementsBodySchema.safeParse({ hair_color: "x".repeat(41) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["hair_color"], message: "Keep this to 40 characters or fewer." });
    expect(measurementsBodySchema.safeParse({ eye_color: true }).success).toBe(false);
    expect(measurementsBodySchema.safeParse({ height: Number.POSITIVE_INFINITY }).success).toBe(false);
  });

  it("needs at least one measurement", () => {
    expect(measurementsBodySchema.safeParse({}).success).toBe(false);
    expect(measurementsBodySchema.safeParse({ unknown: "x" }).success).toBe(false);
  });
});

describe("the Measurement Settings form", () => {
  it("maps camelCase fields to the API's keys", () => {
    const form = measurementsFormSchema.parse({
      height: "5'10\"",
      waist: "24 in",
      bust: '33"',
      hips: "89",
      shoeSize: "US 8",
      hairColor: "Brown",
      eyeColor: "Hazel",
      dressSize: "",
    });
    expect(measurementsFormToBody(form)).toEqual({
      height: "5'10\"",
      waist: "24 in",
      bust: "33 in",
      hips: "89 cm",
      shoe_size: "US 8",
      hair_color: "Brown",
      eye_color: "Hazel",
      dress_size: "",
    });
  });
});

describe("the OpenAPI document", () => {
  it("says that a bare length is centimetres", () => {
    const json = JSON.stringify(schemaOf(measurementsBodySchema));
    expect(json).toContain('A bare number is centimetres (\\"60\\" is 60 cm)');
  });
});
