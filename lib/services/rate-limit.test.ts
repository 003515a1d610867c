import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/test/db";
import { clear, hit, peek } from "./rate-limit";

useTestDb();
afterEach(() => {
  vi.useRealTimers();
});

const WINDOW = 15 * 60;
const WINDOW_MS = WINDOW * 1000;

describe("rate-limit counters", () => {
  it("count the attempts on both sides of a window boundary together", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const boundary = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS;
    vi.setSystemTime(boundary - 30_000);
    for (let i = 1; i <= 5; i++) expect(await hit("login:account:edge@example.test", WINDOW)).toBe(i);
    vi.setSystemTime(boundary + 30_000);
    // A fixed window would start again from 1 here.
    expect(await hit("login:account:edge@example.test", WINDOW)).toBe(6);
    for (let i = 0; i < 3; i++) await hit("login:account:edge@example.test", WINDOW);
    expect(await hit("login:account:edge@example.test", WINDOW)).toBe(10);
    expect(await peek("login:account:edge@example.test", WINDOW)).toBe(10);
  });

  it("let old attempts slide out: half a window later half the previous window counts, two windows later none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS;
    vi.setSystemTime(start + 1000);
    for (let i = 0; i < 6; i++) await hit("contact:ip:1.2.3.4", WINDOW);
    vi.setSystemTime(start + WINDOW_MS + WINDOW_MS / 2);
    expect(await peek("contact:ip:1.2.3.4", WINDOW)).toBe(3);
    vi.setSystemTime(start + 2 * WINDOW_MS + 1000);
    expect(await peek("contact:ip:1.2.3.4", WINDOW)).toBe(0);
  });

  it("keep keys apart, and clear forgets a key", async () => {
    await hit("a", WINDOW);
    await hit("a", WINDOW);
    await hit("b", WINDOW);
    expect(await peek("a", WINDOW)).toBe(2);
    await clear("a");
    expect(await peek("a", WINDOW)).toBe(0);
    expect(await peek("b", WINDOW)).toBe(1);
  });
});
