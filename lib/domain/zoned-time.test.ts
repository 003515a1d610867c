import { describe, expect, it } from "vitest";
import {
  dayInZone, formatLineRangeInZone, formatMomentInZone, isTimeZone, nextDay, wallTimeInZone, zoneAbbreviation,
  zonedWallTimeToUtc, zoneOffsetMinutes,
} from "./zoned-time";

const NY = "America/New_York";

describe("zoned time", () => {
  it("reads a Friday 7 PM New York line on Friday, not on Saturday as UTC would", () => {
    const start = new Date("2026-12-12T00:00:00Z");
    expect(dayInZone(start, NY)).toBe("2026-12-11");
    expect(formatLineRangeInZone(start, new Date("2026-12-12T04:00:00Z"), NY)).toBe(
      "Friday, December 11, 2026, 7:00 PM – 11:00 PM EST",
    );
  });

  it("reads the zone's offset from UTC on both sides of daylight saving, and a half-hour zone", () => {
    expect(zoneOffsetMinutes(new Date("2026-12-12T00:00:00Z"), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-07-11T23:00:00Z"), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-07-11T23:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(new Date("2026-07-11T23:00:00Z"), "UTC")).toBe(0);
  });

  it("turns a wall time entered in the zone into UTC, both sides of daylight saving", () => {
    expect(zonedWallTimeToUtc("2026-12-11T19:00", NY)?.toISOString()).toBe("2026-12-12T00:00:00.000Z");
    expect(zonedWallTimeToUtc("2026-07-11T19:00", NY)?.toISOString()).toBe("2026-07-11T23:00:00.000Z");
    expect(zonedWallTimeToUtc("2026-12-11", "Europe/Paris")?.toISOString()).toBe("2026-12-10T23:00:00.000Z");
    expect(zonedWallTimeToUtc("not a time", NY)).toBeNull();
  });

  it("keeps a 4-hour line across the spring change 4 hours long, and names both abbreviations", () => {
    // 2026-03-08: New York springs forward at 2 AM. 00:00 EST to 05:00 EDT is 4 real hours.
    const start = zonedWallTimeToUtc("2026-03-08T00:00", NY)!;
    const end = new Date(start.getTime() + 4 * 3_600_000);
    expect(wallTimeInZone(end, NY)).toBe("2026-03-08T05:00");
    expect(formatLineRangeInZone(start, end, NY)).toBe("Sunday, March 8, 2026, 12:00 AM EST – 5:00 AM EDT");
    // A time the clocks skip lands past the change; a doubled time is the first of the two.
    expect(zonedWallTimeToUtc("2026-03-08T02:30", NY)?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(zonedWallTimeToUtc("2026-11-01T01:30", NY)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("writes a line that ends after midnight with both days, and a whole day as all day", () => {
    const start = zonedWallTimeToUtc("2026-12-11T22:00", NY)!;
    const end = zonedWallTimeToUtc("2026-12-12T02:00", NY)!;
    expect(formatLineRangeInZone(start, end, NY)).toBe(
      "Friday, December 11, 2026, 10:00 PM – Saturday, December 12, 2026, 2:00 AM EST",
    );
    const day = zonedWallTimeToUtc("2026-12-11", NY)!;
    expect(formatLineRangeInZone(day, zonedWallTimeToUtc(nextDay("2026-12-11"), NY)!, NY)).toBe("Friday, December 11, 2026 (all day)");
    expect(formatLineRangeInZone(day, zonedWallTimeToUtc("2026-12-14", NY)!, NY)).toBe(
      "Friday, December 11, 2026 – Sunday, December 13, 2026 (all day)",
    );
  });

  it("names moments with the zone's abbreviation and knows real zones", () => {
    expect(formatMomentInZone(new Date("2026-12-12T00:00:00Z"), NY)).toBe("Friday, December 11, 2026, 7:00 PM EST");
    expect(zoneAbbreviation(new Date("2026-07-01T12:00:00Z"), NY)).toBe("EDT");
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
