import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatShortDate, formatShortDateUtc } from "./dates";

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

describe("formatShortDateUtc", () => {
  it.each([
    ["2026-03-05T23:30:00Z", "Mar 5, 2026"],
    ["2026-03-05T00:10:00.000Z", "Mar 5, 2026"],
    [new Date("2025-12-31T12:00:00Z"), "Dec 31, 2025"],
  ])("writes %j as %j, in UTC", (value, text) => {
    expect(formatShortDateUtc(value)).toBe(text);
  });
});

describe("formatShortDate", () => {
  it("reads a YYYY-MM-DD day as that calendar day, whatever the time zone", () => {
    expect(formatShortDate("2026-03-04")).toBe("Mar 4, 2026");
    expect(formatShortDate("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("writes a timestamp in UTC, whatever the reader's time zone (server and browser agree)", () => {
    const late = new Date("2026-03-04T23:59:00Z");
    expect(formatShortDate(late)).toBe("Mar 4, 2026");
    expect(formatShortDate(late.toISOString())).toBe("Mar 4, 2026");
    expect(formatShortDate("2026-03-05T00:10:00+02:00")).toBe("Mar 4, 2026");
  });

  it.each([null, undefined, "", "not a date", "2026-13-45T99:00"])("is empty for %j", (value) => {
    expect(formatShortDate(value)).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes the day and the time in UTC, and says so", () => {
    expect(formatDateTime(new Date("2026-03-04T14:05:00Z"))).toBe("Mar 4, 2026, 2:05 PM UTC");
    expect(formatDateTime("2026-03-05T01:05:00+02:00")).toBe("Mar 4, 2026, 11:05 PM UTC");
  });
});
