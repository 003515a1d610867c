import "server-only";
import type { User } from "@/db/schema";
import { withSessionCookie } from "@/lib/auth/session-response";
import { isAppError } from "@/lib/errors";
import { authenticate } from "@/lib/services/accounts";
import { createSession } from "@/lib/services/sessions";
import type { LoginInput } from "@/lib/validation/auth";
import { PRIVATE_NO_STORE } from "./cache-control";

/**
 * Signs a user in for both login calls: checks the credentials (throttled), creates the server-side session
 * record, and answers with the bearer token in the body and the session cookie for the browser.
 */
export async function signIn(
  req: Request,
  input: LoginInput,
  ip: string,
  accept: (user: User) => void,
  body: (user: User, token: string) => unknown,
): Promise<Response> {
  let user: User;
  try {
    user = await authenticate(input.email, input.password, ip);
    accept(user);
  } catch (error) {
    // The old clients read `error` on a failed login; the envelope's `message` carries the same text.
    if (!isAppError(error)) throw error;
    const status = { UNAUTHORIZED: 401, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429 }[error.code as string] ?? 400;
    const headers: Record<string, string> = { "Cache-Control": PRIVATE_NO_STORE };
    if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
    return Response.json({ success: false, message: error.message, error: error.message }, { status, headers });
  }
  return answerSignedIn(req, user, body);
}

/**
 * The answer of every sign-in (password or passkey): the server-side session record, the bearer token in the body
 * and the session cookie for the browser.
 */
export async function answerSignedIn(req: Request, user: User, body: (user: User, token: string) => unknown): Promise<Response> {
  const { token, sessionId } = await createSession(user.id, "web");
  return withSessionCookie(Response.json(body(user, token)), req, user, sessionId);
}

export const publicUser = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  profile_image_url: user.profileImageUrl,
});
