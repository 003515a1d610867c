import { describe, expect, it } from "vitest";
import { KnownSet, markKnownSetsChanged } from "./known-set";

describe("KnownSet", () => {
  it("reads once for many lookups, again for a miss after missRetryMs, and always after maxAgeMs", async () => {
    let now = 0;
    let reads = 0;
    let values = ["1", "2"];
    const set = new KnownSet(async () => (reads++, values), 60_000, 2_000, () => now);
    expect(await set.has("1")).toBe(true);
    expect(await set.has("2")).toBe(true);
    expect(reads).toBe(1);
    // A miss within 2 s does not read again: unknown values cannot drive the queries.
    values = ["1", "2", "3"];
    expect(await set.has("3")).toBe(false);
    expect(reads).toBe(1);
    // After 2 s a miss reads again, and a value added since is found.
    now = 2_001;
    expect(await set.has("3")).toBe(true);
    expect(reads).toBe(2);
    // A hit does not read again until the set is a minute old; then a removed value is gone.
    values = ["1"];
    now = 30_000;
    expect(await set.has("2")).toBe(true);
    expect(reads).toBe(2);
    now = 62_002;
    expect(await set.has("2")).toBe(false);
    expect(reads).toBe(3);
  });

  it("shares one read among concurrent lookups", async () => {
    let reads = 0;
    const set = new KnownSet(async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return ["a"];
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => set.has(i % 2 ? "a" : "b")));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(reads).toBe(1);
  });

  it("reads again at once after a write marks the sets changed", async () => {
    let now = 0;
    let reads = 0;
    let values = ["1"];
    const set = new KnownSet(async () => (reads++, values), 60_000, 2_000, () => now);
    expect(await set.has("2")).toBe(false);
    values = ["1", "2"];
    now = 500;
    expect(await set.has("2")).toBe(false);
    markKnownSetsChanged();
    expect(await set.has("2")).toBe(true);
    expect(await set.has("2")).toBe(true);
    expect(reads).toBe(2);
  });
});
