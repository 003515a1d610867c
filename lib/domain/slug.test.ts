import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes readable slugs", () => {
    expect(slugify("  Café & Runway: Week 1! ")).toBe("cafe-and-runway-week-1");
    expect(slugify("!!!")).toBe("post");
  });
});
