import { describe, expect, it } from "vitest";
import { listingPagePath, parseListingPage } from "./listing-params";

describe("listing page addresses", () => {
  it("keeps page 1 at the listing's own address and adds /page/{n} after it", () => {
    expect(listingPagePath("female-models", undefined, 1)).toBe("/female-models");
    expect(listingPagePath("female-models", undefined, 2)).toBe("/female-models/page/2");
    expect(listingPagePath("male-models", "B", 3)).toBe("/male-models/letter/b/page/3");
  });

  it("reads 2 to 9999 from the segment and refuses the rest", () => {
    expect(parseListingPage("2")).toBe(2);
    expect(parseListingPage("9999")).toBe(9999);
    for (const bad of ["1", "0", "02", "10000", "-2", "2.5", "abc", ""]) expect(parseListingPage(bad)).toBeNull();
  });
});
