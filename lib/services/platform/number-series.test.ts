import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { numberSeries } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { takeNumber } from "./number-series";

const db = useTestDb();

describe("takeNumber", () => {
  it("gives consecutive numbers per series and year, and a rolled-back take leaves no gap", async () => {
    const a = await db().transaction((tx) => takeNumber(tx, "INV-", 2027));
    await expect(
      db().transaction(async (tx) => {
        await takeNumber(tx, "INV-", 2027);
        throw new Error("the issue failed");
      }),
    ).rejects.toThrow("the issue failed");
    const b = await db().transaction((tx) => takeNumber(tx, "INV-", 2027));
    const other = await db().transaction((tx) => takeNumber(tx, "CN-", 2027));
    expect([a.number, b.number, other.number]).toEqual(["INV-2027-0001", "INV-2027-0002", "CN-2027-0001"]);
  });

  it("gives 12 concurrent takes 12 consecutive numbers", async () => {
    const taken = await Promise.all(Array.from({ length: 12 }, () => db().transaction((tx) => takeNumber(tx, "RM-", 2028))));
    expect(taken.map((t) => t.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [row] = await db()
      .select({ last: numberSeries.lastValue })
      .from(numberSeries)
      .where(and(eq(numberSeries.series, "RM-"), eq(numberSeries.year, 2028)));
    expect(row.last).toBe(12);
  });
});
