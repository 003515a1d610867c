import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { clear, consume, peek, refund, type Consumed, type Limit } from "./rate-limit";

const db = useTestDb();
afterEach(() => {
  vi.useRealTimers();
});

const WINDOW = 15 * 60;
const WINDOW_MS = WINDOW * 1000;
const TEN: Limit = { max: 10, windowSeconds: WINDOW };

/** A moment `offsetMs` after the start of a window comfortably in the future, so no earlier test's rows count. */
function at(offsetMs: number, windows = 2) {
  const start = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + windows * WINDOW_MS;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start + offsetMs);
  return start;
}

const counts = (results: Consumed[]) => results.map((r) => (r.allowed ? r.count : "refused"));

describe("consume", () => {
  it("counts the attempts on both sides of a window boundary together", async () => {
    const boundary = at(-30_000);
    const key = "login:account:edge@example.test";
    for (let i = 1; i <= 5; i++) expect(await consume(key, TEN)).toMatchObject({ allowed: true, count: i });
    vi.setSystemTime(boundary + 30_000);
    // A fixed window would start again from 1 here.
    expect(await consume(key, TEN)).toMatchObject({ allowed: true, count: 6 });
    for (let i = 0; i < 3; i++) await consume(key, TEN);
    expect(await consume(key, TEN)).toMatchObject({ allowed: true, count: 10 });
    expect(await peek(key, WINDOW)).toBe(10);
    const refused = await consume(key, TEN);
    expect(refused).toMatchObject({ allowed: false, reason: "limit" });
    expect(await peek(key, WINDOW)).toBe(10);
  });

  it("lets old attempts slide out: half a window later half the previous window counts, two windows later none", async () => {
    const start = at(1000);
    for (let i = 0; i < 6; i++) await consume("contact:ip:1.2.3.4", TEN);
    vi.setSystemTime(start + WINDOW_MS + WINDOW_MS / 2);
    expect(await peek("contact:ip:1.2.3.4", WINDOW)).toBe(3);
    vi.setSystemTime(start + 2 * WINDOW_MS + 1000);
    expect(await peek("contact:ip:1.2.3.4", WINDOW)).toBe(0);
  });

  it("allows exactly the limit out of many concurrent attempts, and counts none of the refused", async () => {
    at(1000);
    const results = await Promise.all(Array.from({ length: 50 }, () => consume("burst", TEN)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(counts(results.filter((r) => r.allowed)).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, "burst"));
    expect(row).toMatchObject({ key: "burst", count: 10 });
  });

  it("says when the next attempt would be allowed, counting the previous window's share", async () => {
    const start = at(60_000);
    for (let i = 0; i < 10; i++) await consume("full", TEN);
    const now = await consume("full", TEN);
    // This window is full: the next place is in the next window, once its share of these ten falls below ten.
    expect(now).toEqual({ allowed: false, reason: "limit", retryAfter: (WINDOW_MS - 60_000 + WINDOW_MS / 10) / 1000 });

    vi.setSystemTime(start + WINDOW_MS + WINDOW_MS / 10 - 1000);
    expect(await consume("full", TEN)).toMatchObject({ allowed: false, retryAfter: 1 });
    vi.setSystemTime(start + WINDOW_MS + WINDOW_MS / 10);
    expect(await consume("full", TEN)).toMatchObject({ allowed: true, count: 10 });
  });

  it("keeps a spacing between allowed attempts, measured from the last one and across a window's edge", async () => {
    const start = at(-500);
    const limit: Limit = { max: 5, windowSeconds: WINDOW, spacingSeconds: 60 };
    expect(await consume("spaced", limit)).toMatchObject({ allowed: true, count: 1 });
    vi.setSystemTime(start + 1000);
    expect(await consume("spaced", limit)).toEqual({ allowed: false, reason: "spacing", retryAfter: 59 });
    vi.setSystemTime(start + 60_000);
    expect(await consume("spaced", limit)).toMatchObject({ allowed: true });
    const burst = await Promise.all(Array.from({ length: 20 }, () => consume("spaced", limit)));
    expect(burst.every((r) => !r.allowed && r.reason === "spacing")).toBe(true);
  });

  it("gives a place back on refund, once", async () => {
    at(1000);
    const limit: Limit = { max: 2, windowSeconds: WINDOW };
    const first = await consume("refund", limit);
    await consume("refund", limit);
    expect((await consume("refund", limit)).allowed).toBe(false);
    if (!first.allowed) throw new Error("first attempt refused");
    await refund(first.slot);
    expect(await consume("refund", limit)).toMatchObject({ allowed: true, count: 2 });
    await refund(first.slot);
    await refund(first.slot);
    await refund(first.slot);
    expect(await peek("refund", WINDOW)).toBe(0);
  });

  it("keeps keys apart, and clear forgets a key", async () => {
    await consume("a", TEN);
    await consume("a", TEN);
    await consume("b", TEN);
    expect(await peek("a", WINDOW)).toBe(2);
    await clear("a");
    expect(await peek("a", WINDOW)).toBe(0);
    expect(await peek("b", WINDOW)).toBe(1);
  });
});
