import { describe, expect, it } from "vitest";
import { availabilityKind } from "@/db/schema";
import { availabilityKinds, blockCovers, blockLengthDays } from "./availability";

describe("availability", () => {
  it("offers exactly the kinds the database enum stores", () => {
    expect([...availabilityKinds]).toEqual(availabilityKind.enumValues);
  });

  it("counts a block's days with both ends included, across months and leap days", () => {
    expect(blockLengthDays("2031-03-02", "2031-03-02")).toBe(1);
    expect(blockLengthDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(blockLengthDays("2031-01-01", "2031-03-01")).toBe(60);
  });

  it("covers the days from its first to its last", () => {
    const block = { starts_on: "2031-03-02", ends_on: "2031-03-04" };
    expect(["2031-03-01", "2031-03-02", "2031-03-04", "2031-03-05"].map((d) => blockCovers(block, d))).toEqual([false, true, true, false]);
  });
});
