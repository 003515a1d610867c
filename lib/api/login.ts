import "server-only";
import type { User } from "@/db/schema";
import { withSessionCookie } from "@/lib/auth/session-response";
import { isAppError } from "@/lib/errors";
import { authenticate } from "@/lib/services/accounts";
import { twoFactorMessages } from "@/lib/domain/two-factor";
import { createSession } from "@/lib/services/accounts";
import { secondFactorsOf, startTwoFactorChallenge } from "@/lib/services/accounts";
import { PASSKEY_SIGN_IN_REQUIRED, reauthMessages } from "@/lib/domain/reauth";
import type { LoginInput } from "@/lib/validation/auth";
import { PRIVATE_NO_STORE } from "@/lib/cache-control";

/**
 * Signs a user in for both login calls: checks the credentials (throttled), creates the server-side session
 * record, and answers with the bearer token in the body and the session cookie for the browser. A staff member with
 * an authenticator app gets no session yet: the answer is a challenge for `POST /admin/login/two-factor` (no token,
 * no cookie); one whose only second factor is a passkey is told to sign in with it (403).
 */
const isStaffRole = (role: User["role"]) => role === "admin" || role === "subadmin";

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
  const factors = isStaffRole(user.role) ? await secondFactorsOf(user.id) : { totp: false, passkey: false };
  if (factors.passkey && !factors.totp) {
    // A staff member's passkey is their second factor (issue 35): the password alone does not sign them in. A lost
    // passkey is recovered by a password reset, which removes the passkeys (docs/decisions.md).
    return Response.json(
      { success: false, message: reauthMessages.passkeySignIn, error: reauthMessages.passkeySignIn, code: PASSKEY_SIGN_IN_REQUIRED },
      { status: 403, headers: { "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  if (factors.totp) {
    const { challenge, expiresAt } = await startTwoFactorChallenge(user.id);
    return Response.json(
      { success: true, message: twoFactorMessages.enterCode, data: { two_factor_required: true, challenge, expires_at: expiresAt } },
      { headers: { "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  return startSession(req, ip, user, body);
}

/**
 * The session of a signed-in user (after the password, or after the second factor): the record, made with the
 * request's browser and address, the token, the cookie.
 */
export async function startSession(req: Request, ip: string, user: User, body: (user: User, token: string) => unknown): Promise<Response> {
  const { token, sessionId } = await createSession(user.id, "web", { userAgent: req.headers.get("user-agent"), ip });
  return withSessionCookie(Response.json(body(user, token)), req, user, sessionId);
}

/** The admin sign-in's answer (also the second step's): the old admin reads `data.token` and `data.user`. */
export const adminSignedIn = (user: User, token: string) => ({ success: true, message: "Login Successful", data: { token, user: publicUser(user) } });

export const publicUser = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  profile_image_url: user.profileImageUrl,
});
