import "server-only";
import { decode, encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

/** Auth.js's cookie names (its JWT encoding is kept from `next-auth/jwt`); proxy.ts and the API read them. */
export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export interface SessionClaims {
  sub: string;
  role: string;
  /** The user's session version when the session was made; a reset or suspension bumps it. */
  sv: number;
  /** The api_tokens row behind this browser session; revoking it ends the session. */
  sid?: number;
  name?: string;
  email?: string;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function encodeSession(claims: SessionClaims, secure: boolean): Promise<string> {
  return encode({
    token: { ...claims },
    secret: authSecret(),
    salt: sessionCookieName(secure),
    maxAge: SESSION_MAX_AGE,
  });
}

export async function decodeSession(token: string, cookieName: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: authSecret(), salt: cookieName });
    if (!payload || typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return {
      sub: payload.sub,
      role: String(payload.role ?? ""),
      sv: payload.sv,
      sid: typeof payload.sid === "number" ? payload.sid : undefined,
      name: typeof payload.name === "string" ? payload.name : undefined,
      email: typeof payload.email === "string" ? payload.email : undefined,
    };
  } catch {
    return null;
  }
}

/** Reads whichever of the two cookie names is present from a cookie lookup. */
export function readSessionCookie(get: (name: string) => string | undefined): { name: string; value: string } | null {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = get(name);
    if (value) return { name, value };
  }
  return null;
}
