import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { verify } from "otplib";
import { z } from "zod";
import { getDb, type DbOrTx, type Tx } from "@/db/client";
import { passkeys, recoveryCodes, settings, totpFactors, users, type TotpFactor, type User } from "@/db/schema";
import { sha256 } from "@/lib/auth/tokens";
import { isStaff, type Viewer } from "@/lib/auth/viewer";
import { sealedBox } from "@/lib/crypto/sealed-box";
import { LAST_FACTOR_REQUIRED, reauthMessages as rm } from "@/lib/domain/reauth";
import { normalizeRecoveryCode, twoFactorMessages as m } from "@/lib/domain/two-factor";
import { AppError } from "@/lib/errors";

/*
 * The second factors of an account, checked: which a user has, whether the staff policy requires one, an
 * authenticator code or a recovery code spent, and the last factor kept under the policy. The floor under the
 * account's screens: two-factor (set-up, the sign-in's second step, the policy), passkeys, asking again (reauth.ts)
 * and the sessions' viewer read these, and none of them imports another for it. Passkey answers are checked beside
 * this, in passkey-assertion.ts.
 */

/** TOTP secrets are sealed under their own key (HKDF of AUTH_SECRET for this purpose only). */
export const totpSecretBox = sealedBox("totp-secrets");


/** A code may be one step old or one step early (clock drift between the phone and the server). */
const EPOCH_TOLERANCE_SECONDS = 30;

/** The staff sign-in policy lives in the settings table under its own key, outside the public settings keys. */
export const SECURITY_KEY = "security";
const storedPolicy = z.object({ require_two_factor: z.boolean() });


/** The second factors a user has: a confirmed authenticator app, and passkeys. One statement. */
export async function secondFactorsOf(userId: number, tx?: DbOrTx): Promise<{ totp: boolean; passkey: boolean }> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { totp: !!row?.totp, passkey: !!row?.passkey };
}

/**
 * Whether the user has a working second factor: a confirmed authenticator app or a passkey (issue 35). The one place
 * that answers it: the "require two-factor" setting asks it of every staff request, the sign-in and the account's
 * changes ask `secondFactorsOf` which ones.
 */
export async function hasSecondFactor(userId: number, tx?: DbOrTx): Promise<boolean> {
  const factors = await secondFactorsOf(userId, tx);
  return factors.totp || factors.passkey;
}

/** The "Require two-factor sign-in for all staff" setting (off until an admin turns it on). */
export async function isTwoFactorRequired(tx?: DbOrTx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECURITY_KEY));
  const parsed = storedPolicy.safeParse(row?.value);
  return parsed.success && parsed.data.require_two_factor;
}

/** A staff member the "require" setting holds at the account page until they set up a second factor. */
export async function twoFactorSetupPending(user: Pick<User, "id" | "role">): Promise<boolean> {
  if (user.role !== "admin" && user.role !== "subadmin") return false;
  return (await isTwoFactorRequired()) && !(await hasSecondFactor(user.id));
}


/** A code checked: right (and now used up), not right, or right but already used (a replay: wait for the next). */
export type CodeOutcome = "ok" | "wrong" | "used";

/**
 * Checks an authenticator code and uses it up: the time step it belongs to is recorded by an UPDATE that only
 * succeeds while the stored step is older, so a code (or an earlier one) works once, however many requests race.
 * A code of a step already used is told apart ("used"), so its owner learns to wait for the next one.
 */
export async function spendTotpCode(factor: Pick<TotpFactor, "id" | "secretEnc" | "lastUsedStep">, code: string, tx?: DbOrTx): Promise<CodeOutcome> {
  const secret = totpSecretBox.open(factor.secretEnc);
  if (!secret) return "wrong";
  let step: number;
  try {
    const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
    if (!result.valid || !("timeStep" in result)) return "wrong";
    step = result.timeStep;
  } catch {
    return "wrong";
  }
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) return "used";
  const db = tx ?? (await getDb());
  const [used] = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, lastUsedAt: new Date() })
    .where(and(eq(totpFactors.id, factor.id), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))))
    .returning({ id: totpFactors.id });
  return used ? "ok" : "used";
}

const isDigits = (code: string) => /^\d+$/.test(code.replace(/\s/g, ""));

/** A current authenticator code or one of the recovery codes, used up when right (asking again, turning TOTP off). */
export async function spendCodeOrRecoveryCode(userId: number, raw: string): Promise<CodeOutcome> {
  const code = raw.replace(/\s/g, "");
  if (!isDigits(code)) return (await spendRecoveryCode(userId, code)) ? "ok" : "wrong";
  const factor = await readFactor(userId);
  return factor?.confirmedAt ? spendTotpCode(factor, code) : "wrong";
}

/** The message for a code that did not pass. */
export function wrongCodeMessage(outcome: CodeOutcome, raw: string): string {
  if (outcome === "used") return m.codeUsed;
  return isDigits(raw) ? m.wrongCode : m.wrongRecoveryCode;
}

export const recoveryHash = (userId: number, code: string) => sha256(`recovery:${userId}:${normalizeRecoveryCode(code)}`);

/** Uses up one recovery code: marked used by one UPDATE, so two requests with the same code cannot both pass. */
export async function spendRecoveryCode(userId: number, code: string, tx?: DbOrTx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return !!used;
}


export async function readFactor(userId: number): Promise<TotpFactor | null> {
  const db = await getDb();
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return factor ?? null;
}


/**
 * Under the "require two-factor" setting a staff member keeps at least one factor: removing the last one (the app, or
 * the only passkey when there is no app) is a 409 `LAST_FACTOR_REQUIRED`. Given a transaction, the person's row is
 * locked first, so two removals at once are taken in turn and the second sees the first.
 */
export async function refuseLastFactor(user: Viewer, tx?: Tx): Promise<void> {
  if (!isStaff(user)) return;
  if (tx) await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
  if (!(await isTwoFactorRequired(tx))) return;
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      totp: sql<number>`(select count(*)::int from ${totpFactors} where ${totpFactors.userId} = ${user.id} and ${totpFactors.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${user.id})`,
    })
    .from(sql`(select 1) as one`);
  const left = Number(row?.totp ?? 0) + Number(row?.passkeys ?? 0) - 1;
  if (left < 1) throw new AppError("CONFLICT", rm.lastFactor, undefined, undefined, LAST_FACTOR_REQUIRED);
}
