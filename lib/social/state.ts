import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";
import type { SocialPlatform } from "@/lib/domain/social-platforms";
import { readOAuthStatePayload, type OAuthStatePayload } from "./state-payload";

/** How long the browser has to come back from the provider. */
const OAUTH_STATE_TTL_SECONDS = 10 * 60;

function sign(p: OAuthStatePayload): Buffer {
  return createHmac("sha256", authSecret()).update(`oauth-state:${p.u}:${p.p}:${p.e}:${p.n}`).digest();
}

/**
 * A signed, expiring OAuth `state` bound to one user and platform: `base64url(payload).base64url(hmac)`. The nonce
 * makes it single-use once the service records it as spent.
 */
export function createOAuthState(userId: number, platform: SocialPlatform, now = Date.now()): { state: string; payload: OAuthStatePayload } {
  const payload: OAuthStatePayload = {
    u: userId,
    p: platform,
    e: Math.floor(now / 1000) + OAUTH_STATE_TTL_SECONDS,
    n: randomBytes(16).toString("base64url"),
  };
  const state = `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${sign(payload).toString("base64url")}`;
  return { state, payload };
}

export type StateProblem = "malformed" | "signature" | "expired" | "user" | "platform";

/** Checks a state's signature, expiry, user and platform. Returns the payload, or what is wrong with it. */
export function verifyOAuthState(
  state: string,
  expected: { userId: number; platform: SocialPlatform },
  now = Date.now(),
): { ok: true; payload: OAuthStatePayload } | { ok: false; problem: StateProblem } {
  const parts = state.split(".");
  const payload = readOAuthStatePayload(state);
  if (parts.length !== 2 || !payload || !/^[\w-]{16,64}$/.test(payload.n)) return { ok: false, problem: "malformed" };
  const given = Buffer.from(parts[1], "base64url");
  const wanted = sign(payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, problem: "signature" };
  if (payload.e * 1000 <= now) return { ok: false, problem: "expired" };
  if (payload.u !== expected.userId) return { ok: false, problem: "user" };
  if (payload.p !== expected.platform) return { ok: false, problem: "platform" };
  return { ok: true, payload };
}
