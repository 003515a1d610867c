import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/env.ts reads process.env once per module: each case loads a fresh copy under the variables it sets. */
async function appOriginWith(vars: Record<string, string | undefined>): Promise<() => string> {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./env")).appOrigin;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("appOrigin", () => {
  it("refuses to run in production without APP_URL", async () => {
    const appOrigin = await appOriginWith({ NODE_ENV: "production", APP_URL: undefined, NEXT_PHASE: "phase-production-server" });
    expect(() => appOrigin()).toThrow("APP_URL must be set in production");
  });

  it("counts an empty APP_URL as unset", async () => {
    const appOrigin = await appOriginWith({ NODE_ENV: "production", APP_URL: "", NEXT_PHASE: undefined });
    expect(() => appOrigin()).toThrow("APP_URL must be set in production");
  });

  it("lets `next build` run without APP_URL", async () => {
    const appOrigin = await appOriginWith({ NODE_ENV: "production", APP_URL: undefined, NEXT_PHASE: "phase-production-build" });
    expect(appOrigin()).toBe("http://localhost:3000");
  });

  it("is APP_URL without its trailing slash", async () => {
    const appOrigin = await appOriginWith({ NODE_ENV: "production", APP_URL: "https://agency.example/", NEXT_PHASE: undefined });
    expect(appOrigin()).toBe("https://agency.example");
  });

  it("falls back to http://localhost:3000 in development and tests", async () => {
    for (const mode of ["development", "test"]) {
      const appOrigin = await appOriginWith({ NODE_ENV: mode, APP_URL: undefined });
      expect(appOrigin()).toBe("http://localhost:3000");
    }
  });
});
