import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { viewerFromBearer, viewerFromSessionClaims } from "./sessions";
import { decodeSession, readSessionCookie } from "@/lib/auth/session-cookie";
import type { Viewer } from "@/lib/auth/viewer";

function bearerFrom(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

/** A cookie value's percent-decoding, or null when it is malformed (`%E0%A4%A`). */
function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The request's cookies by name. A pair that cannot be decoded is dropped, as Next's own parser does. */
function parseCookieHeader(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    const value = i > 0 ? decodeCookieValue(part.slice(i + 1).trim()) : null;
    if (value !== null) map.set(part.slice(0, i).trim(), value);
  }
  return map;
}

/** Resolves the acting user of an API request: a bearer token first, else the session cookie. */
export async function viewerFromRequest(req: Request): Promise<Viewer | null> {
  const bearer = bearerFrom(req.headers.get("authorization"));
  if (bearer) return viewerFromBearer(bearer);
  const jar = parseCookieHeader(req.headers.get("cookie"));
  const cookie = readSessionCookie((name) => jar.get(name));
  if (!cookie) return null;
  const claims = await decodeSession(cookie.value, cookie.name);
  return claims ? viewerFromSessionClaims(claims) : null;
}

/** The acting user in a server component or layout, once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const [jar, h] = await Promise.all([cookies(), headers()]);
  const bearer = bearerFrom(h.get("authorization"));
  if (bearer) return viewerFromBearer(bearer);
  const cookie = readSessionCookie((name) => jar.get(name)?.value);
  if (!cookie) return null;
  const claims = await decodeSession(cookie.value, cookie.name);
  return claims ? viewerFromSessionClaims(claims) : null;
});
