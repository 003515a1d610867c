import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("agrees the noun with the count", () => {
    expect(countOf(1, "model")).toBe("1 model");
    expect(countOf(0, "model")).toBe("0 models");
    expect(countOf(3, "model")).toBe("3 models");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });
});
