import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { isStaff, type Viewer } from "@/lib/auth/viewer";
import { needsFactor, reauthMessages as m, type ReauthNeeds } from "@/lib/domain/reauth";
import { reauthRequired, tooManyRequests } from "@/lib/errors";
import type { ReauthProof } from "@/lib/validation/reauth";
import { verifyPasskeyAssertion } from "./passkey-assertion";
import { consume, refund, type Limit } from "@/lib/services/platform";
import { secondFactorsOf, spendCodeOrRecoveryCode, wrongCodeMessage } from "./factor-checks";

/** Passwords and codes one account may get wrong when asked again, in 15 minutes (as many as a sign-in). */
const REAUTH_USER_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const satisfies Limit;

/**
 * What a change to this account's sign-in asks for besides the password: what a fresh sign-in would ask. For staff,
 * their second factors (an authenticator code or a recovery code, or a passkey); a talent signs in with the
 * password alone (a passkey is another way in for them, not a second step), so the password is all.
 */
async function reauthNeeds(user: Pick<User, "id" | "role">): Promise<ReauthNeeds> {
  if (!isStaff(user as Viewer)) return { code: false, passkey: false };
  const factors = await secondFactorsOf(user.id);
  return { code: factors.totp, passkey: factors.passkey };
}

/** `GET /auth/reauth`: what the viewer's account forms must ask for. */
export async function getReauthNeeds(viewer: Viewer): Promise<ReauthNeeds> {
  return reauthNeeds(viewer);
}

/**
 * The owner proves it again, within the request: the current password, then (when the account has a second factor)
 * a current code or recovery code, or a passkey's answer to a fresh sign-in challenge. A session or bearer token alone
 * never adds or removes a factor, turns two-factor on or off, makes recovery codes or changes the email or password
 * (issue 35). Each try takes a place under the account's limit first; a full success gives it back. `factorProven`:
 * the request's own code was (or will be) checked by the caller (turning TOTP off, new recovery codes).
 */
export async function confirmReauth(user: Viewer, proof: Partial<ReauthProof>, options: { factorProven?: boolean } = {}): Promise<void> {
  if (!proof.current_password) throw reauthRequired(m.passwordRequired, { current_password: [m.passwordRequired] });
  const place = await consume(`reauth:user:${user.id}`, REAUTH_USER_LIMIT);
  if (!place.allowed) throw tooManyRequests(m.tooMany, place.retryAfter);
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, proof.current_password))) {
    throw reauthRequired(m.wrongPassword, { current_password: [m.wrongPassword] });
  }
  if (!options.factorProven) {
    const needs = await reauthNeeds(user);
    if (needsFactor(needs)) await confirmFactor(user, proof, needs);
  }
  await refund(place.slot);
}

async function confirmFactor(user: Viewer, proof: Partial<ReauthProof>, needs: ReauthNeeds): Promise<void> {
  if (proof.current_passkey && needs.passkey) {
    if (!(await verifyPasskeyAssertion(proof.current_passkey, user.id))) throw reauthRequired(m.passkeyFailed, { current_passkey: [m.passkeyFailed] });
    return;
  }
  if (proof.current_code && needs.code) {
    const outcome = await spendCodeOrRecoveryCode(user.id, proof.current_code);
    if (outcome !== "ok") {
      const message = wrongCodeMessage(outcome, proof.current_code);
      throw reauthRequired(message, { current_code: [message] });
    }
    return;
  }
  if (needs.code) throw reauthRequired(m.codeRequired, { current_code: [m.codeRequired] });
  throw reauthRequired(m.passkeyRequired, { current_passkey: [m.passkeyRequired] });
}
