import { describe, expect, it } from "vitest";
import { allTimeZones, COMMON_TIME_ZONES } from "./time-zones";
import { isTimeZone } from "./zoned-time";

describe("the time zones a booker picks from", () => {
  it("are real zones, the common ones first, each once", () => {
    for (const zone of COMMON_TIME_ZONES) expect(isTimeZone(zone), zone).toBe(true);
    const all = allTimeZones();
    expect(all.slice(0, COMMON_TIME_ZONES.length)).toEqual([...COMMON_TIME_ZONES]);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("Pacific/Auckland");
  });
});
