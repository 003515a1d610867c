import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it.each([
    ["2030-05-04", "May 4, 2030"],
    ["2026-12-31", "December 31, 2026"],
    [new Date("2026-03-05T23:30:00Z"), "March 5, 2026"],
    ["2026-03-05T00:10:00.000Z", "March 5, 2026"],
  ])("writes %j as %j, in UTC", (value, text) => {
    expect(formatLongDate(value)).toBe(text);
  });
});
