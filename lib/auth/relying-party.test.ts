import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/env.ts reads process.env once per module: each case loads a fresh copy under the APP_URL it sets. */
async function relyingPartyFor(appUrl: string) {
  vi.stubEnv("APP_URL", appUrl);
  vi.resetModules();
  return (await import("./relying-party")).relyingParty();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("relyingParty", () => {
  it("is the public origin's host and origin", async () => {
    expect(await relyingPartyFor("https://agency.example/")).toEqual({ id: "agency.example", origin: "https://agency.example" });
    expect(await relyingPartyFor("http://localhost:3303")).toEqual({ id: "localhost", origin: "http://localhost:3303" });
  });

  it("names a loopback address localhost, which WebAuthn accepts as an RP id (an IP address it refuses)", async () => {
    expect(await relyingPartyFor("http://127.0.0.1:3303")).toEqual({ id: "localhost", origin: "http://localhost:3303" });
    expect(await relyingPartyFor("http://[::1]:3100")).toEqual({ id: "localhost", origin: "http://localhost:3100" });
  });
});
