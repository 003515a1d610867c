import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { requireUser } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import { isStaff, type Viewer } from "@/lib/auth/viewer";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { emailTaken, twoFactorSetupRequired } from "@/lib/errors";
import type { ChangeEmailInput, ChangePasswordInput } from "@/lib/validation/reauth";
import { logActivity } from "@/lib/services/audit";
import { confirmReauth } from "./reauth";
import { endOtherSessions } from "./sessions";

/**
 * `POST /auth/password`: a new password for the viewer's own account, with the current one (and a second factor the
 * account has) in the same request (issue 35). The account's other sessions end (the session in use stays) and the
 * owner is mailed, in the same transaction.
 */
/** The account's own sign-in details; a staff member held at the two-factor set-up may only set up a factor. */
function ownAccount(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (user.twoFactorSetupPending) throw twoFactorSetupRequired();
  return user;
}

export async function changeOwnPassword(viewer: Viewer | null, input: ChangePasswordInput) {
  const user = ownAccount(viewer);
  await confirmReauth(user, input);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const { ended, mailIds } = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const count = await endOtherSessions(user.id, user.sessionId, tx);
    if (isStaff(user)) await logActivity(user, "account", "Changed their password", { subject: { type: "user", id: user.id }, tx });
    return { ended: count, mailIds: await enqueueMail(tx, mails.accountPasswordChanged(user.email)) };
  });
  await deliverNow(mailIds);
  return { sessions_ended: ended };
}

/**
 * `POST /auth/email`: a new sign-in email for the viewer's own account, with the current password (and a factor).
 * Both addresses are mailed in the same transaction, so a change the owner did not make is noticed at the old one.
 * An email another account uses is a 409.
 */
export async function changeOwnEmail(viewer: Viewer | null, input: ChangeEmailInput) {
  const user = ownAccount(viewer);
  await confirmReauth(user, input);
  if (input.email === user.email) return { email: user.email };
  const db = await getDb();
  const mailIds = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, user.id)));
    if (taken) throw emailTaken();
    await tx.update(users).set({ email: input.email, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (isStaff(user)) await logActivity(user, "account", "Changed their sign-in email", { subject: { type: "user", id: user.id }, changes: { email: [user.email, input.email] }, tx });
    return enqueueMail(tx, mails.accountEmailChanged(user.email, input.email), mails.accountEmailChanged(input.email, input.email));
  });
  await deliverNow(mailIds);
  return { email: input.email };
}
