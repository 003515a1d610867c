import { describe, expect, it } from "vitest";
import { createOAuthState, verifyOAuthState } from "./state";
import { readOAuthStatePayload } from "./state-payload";

describe("OAuth state", () => {
  it("round-trips for the same user and platform, and the browser can read the platform", () => {
    const { state } = createOAuthState(7, "tiktok");
    expect(verifyOAuthState(state, { userId: 7, platform: "tiktok" })).toMatchObject({ ok: true, payload: { u: 7, p: "tiktok" } });
    expect(readOAuthStatePayload(state)?.p).toBe("tiktok");
  });

  it("names what is wrong: signature, expiry, user, platform, shape", () => {
    const { state } = createOAuthState(7, "instagram");
    const [payload, sig] = state.split(".");
    const other = Buffer.from(JSON.stringify({ ...readOAuthStatePayload(state), u: 8 })).toString("base64url");
    expect(verifyOAuthState(`${other}.${sig}`, { userId: 8, platform: "instagram" })).toEqual({ ok: false, problem: "signature" });
    expect(verifyOAuthState(state, { userId: 7, platform: "instagram" }, Date.now() + 11 * 60_000)).toEqual({ ok: false, problem: "expired" });
    expect(verifyOAuthState(state, { userId: 9, platform: "instagram" })).toEqual({ ok: false, problem: "user" });
    expect(verifyOAuthState(state, { userId: 7, platform: "tiktok" })).toEqual({ ok: false, problem: "platform" });
    expect(verifyOAuthState(`${payload}`, { userId: 7, platform: "instagram" })).toEqual({ ok: false, problem: "malformed" });
    expect(verifyOAuthState("%%%.%%%", { userId: 7, platform: "instagram" })).toEqual({ ok: false, problem: "malformed" });
  });

  it("gives every state its own nonce", () => {
    const a = readOAuthStatePayload(createOAuthState(1, "instagram").state);
    const b = readOAuthStatePayload(createOAuthState(1, "instagram").state);
    expect(a?.n).not.toBe(b?.n);
  });
});
