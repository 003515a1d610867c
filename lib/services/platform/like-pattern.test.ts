import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "./like-pattern";

describe("LIKE patterns from a user's text", () => {
  it.each([
    ["plain", "plain"],
    ["50%", "50\\%"],
    ["a_b", "a\\_b"],
    ["back\\slash", "back\\\\slash"],
    ["%_\\", "\\%\\_\\\\"],
  ])("escapes %j as %j", (input, escaped) => {
    expect(escapeLike(input)).toBe(escaped);
    expect(containsPattern(input)).toBe(`%${escaped}%`);
  });
});
