import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 35: absolute links come from `appOrigin()` (lib/env.ts), which refuses to run in production without APP_URL.
 * A module with its own "http://localhost:3000" fallback would put that address in a production link instead.
 */
const root = path.resolve(import.meta.dirname, "..");
const sources = ["app", "components", "db", "lib"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => path.join(dir, f)),
);

describe("one origin", () => {
  it("has no localhost fallback outside lib/env.ts", () => {
    const offenders = sources.filter((f) => f !== path.join("lib", "env.ts") && readFileSync(path.join(root, f), "utf8").includes("localhost:3000"));
    expect(sources.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
