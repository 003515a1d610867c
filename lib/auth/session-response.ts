import "server-only";
import type { User } from "@/db/schema";
import { privateNoStore } from "@/lib/cache-control";
import { SESSION_COOKIE, SECURE_SESSION_COOKIE, SESSION_MAX_AGE, encodeSession, sessionCookieName } from "./session-cookie";

function isSecure(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return proto === "https";
}

/** Adds the httpOnly session cookie for a signed-in user to a response, which no cache may keep. */
export async function withSessionCookie(res: Response, req: Request, user: User, sessionId: number): Promise<Response> {
  const secure = isSecure(req);
  const jwt = await encodeSession(
    { sub: String(user.id), role: user.role, sv: user.sessionVersion, sid: sessionId, name: user.name, email: user.email },
    secure,
  );
  const parts = [
    `${sessionCookieName(secure)}=${jwt}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_MAX_AGE}`,
  ];
  if (secure) parts.push("Secure");
  res.headers.append("Set-Cookie", parts.join("; "));
  return privateNoStore(res);
}

/** Removes both possible session cookies. */
export function withoutSessionCookie(res: Response): Response {
  res.headers.append("Set-Cookie", `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  res.headers.append("Set-Cookie", `${SECURE_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`);
  return privateNoStore(res);
}
