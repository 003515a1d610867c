import { describe, expect, it } from "vitest";
import { talentCategory } from "@/db/schema/enums";
import { categoryLabel, listingLinks, listingPathOf, listings, listingSlugs, TALENT_CATEGORIES, talentCategoryOptions } from "./talent-categories";

describe("talent categories", () => {
  it("are the database enum's values, each shown on one listing", () => {
    expect([...TALENT_CATEGORIES]).toEqual(talentCategory.enumValues);
    expect(listingSlugs.map((s) => listings[s].category).sort()).toEqual([...TALENT_CATEGORIES].sort());
  });

  it("name a category, and an unknown or missing one as the admin shows it", () => {
    expect(categoryLabel("teen")).toBe("Teen Model");
    expect(categoryLabel("other")).toBe("other");
    expect(categoryLabel(null)).toBe("Uncategorized");
    expect(talentCategoryOptions(["male", "female"])).toEqual([
      { value: "male", label: "Male Model" },
      { value: "female", label: "Female Model" },
    ]);
  });

  it("link the four listings in the menu's order", () => {
    expect(listingLinks).toEqual([
      { href: "/female-models", label: "Female Models" },
      { href: "/male-models", label: "Male Models" },
      { href: "/influencers", label: "Influencers" },
      { href: "/teen-models", label: "Teen Models" },
    ]);
    expect(listingPathOf("influencer")).toBe("/influencers");
    expect(listingPathOf("nobody")).toBe("/talent");
  });
});
