import { describe, expect, it } from "vitest";
import { compCardLabelsFor, measurementLabelsFor } from "./measurement-labels";

describe("measurement labels follow the board", () => {
  it("says chest and suit size for men, bust and dress size for women", () => {
    expect(measurementLabelsFor({ category: "male", gender: "male" })).toMatchObject({ bust: "Chest", dress_size: "Suit Size", hair_color: "Hair Colour" });
    expect(measurementLabelsFor({ category: "female", gender: "female" }, "color")).toMatchObject({ bust: "Bust", dress_size: "Dress Size", hair_color: "Hair Color" });
    expect(compCardLabelsFor({ category: "male" })).toEqual({ bust: "Chest", dress_size: "Suit" });
  });

  it("reads the gender where the category is not a board of one sex", () => {
    expect(measurementLabelsFor({ category: "influencer", gender: "male" }).bust).toBe("Chest");
    expect(measurementLabelsFor({ category: "teen", gender: "female" }).bust).toBe("Bust");
    expect(measurementLabelsFor({ category: null, gender: null }).bust).toBe("Bust");
  });
});
