import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { recoveryCodes, totpFactors, twoFactorChallenges, users } from "@/db/schema";
import { reauthMessages } from "@/lib/domain/reauth";
import { CHALLENGE_MAX_ATTEMPTS, twoFactorMessages } from "@/lib/domain/two-factor";
import { isAppError } from "@/lib/errors";
import { useTestDb } from "@/test/db";
import { TEST_PASSWORD, makeUser } from "@/test/users";
import { viewerOf } from "@/test/viewers";
import {
  SECOND_FACTOR_USER_LIMIT,
  completeTwoFactorChallenge,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorChallenge,
  startTwoFactorSetup,
  updateSecurityPolicy,
} from "./two-factor";
import { hasSecondFactor, twoFactorSetupPending } from "./factor-checks";

const db = useTestDb();

const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** What a rejected promise threw, as `{ code, message, fields }`, for compact assertions. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, fields: Object.keys(error.errors ?? {}) };
    throw error;
  }
  throw new Error("expected a refusal");
}

async function staffWithTotp(role: "admin" | "subadmin" = "admin") {
  const user = await makeUser(db(), { role });
  const viewer = viewerOf(user);
  const { secret } = await startTwoFactorSetup(viewer);
  const { recovery_codes } = await enableTwoFactor(viewer, { code: await codeAt(secret), current_password: TEST_PASSWORD, end_other_sessions: true });
  return { user, viewer, secret, recoveryCodes: recovery_codes };
}

describe("two-factor service", () => {
  it("counts a factor only once a code confirmed it, and keeps the secret sealed", async () => {
    const user = await makeUser(db(), { role: "subadmin" });
    const viewer = viewerOf(user);
    const { secret } = await startTwoFactorSetup(viewer);
    expect(await hasSecondFactor(user.id)).toBe(false);
    // A restarted set-up replaces the secret: the first one's code no longer confirms.
    const restarted = await startTwoFactorSetup(viewer);
    expect(restarted.secret).not.toBe(secret);
    const [row] = await db().select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row.secretEnc.startsWith("v1.")).toBe(true);
    expect(row.secretEnc).not.toContain(restarted.secret);
    await enableTwoFactor(viewer, { code: await codeAt(restarted.secret), current_password: TEST_PASSWORD, end_other_sessions: true });
    expect(await hasSecondFactor(user.id)).toBe(true);
    const hashes = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    hashes.forEach((h) => expect(h.codeHash).toMatch(/^[0-9a-f]{64}$/));
  });

  it("accepts one of two concurrent uses of the same code", async () => {
    const { user, secret } = await staffWithTotp();
    const code = await codeAt(secret, 1);
    const [a, b] = await Promise.all([startTwoFactorChallenge(user.id), startTwoFactorChallenge(user.id)]);
    const results = await Promise.allSettled([
      completeTwoFactorChallenge({ challenge: a.challenge, code }),
      completeTwoFactorChallenge({ challenge: b.challenge, code }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("accepts one of two concurrent uses of the same recovery code", async () => {
    const { user, recoveryCodes: codes } = await staffWithTotp();
    const [a, b] = await Promise.all([startTwoFactorChallenge(user.id), startTwoFactorChallenge(user.id)]);
    const results = await Promise.allSettled([
      completeTwoFactorChallenge({ challenge: a.challenge, recovery_code: codes[3].replace("-", "") }),
      completeTwoFactorChallenge({ challenge: b.challenge, recovery_code: codes[3].replace("-", "") }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("bounds the guesses at one account across new challenges", async () => {
    const { user, secret } = await staffWithTotp();
    const right = Number(await codeAt(secret));
    const wrong = (i: number) => String((right + 1 + i) % 1_000_000).padStart(6, "0");
    const answers: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { challenge } = await startTwoFactorChallenge(user.id);
      for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
        const r = await refusal(completeTwoFactorChallenge({ challenge, code: wrong(round * 10 + i) }));
        answers.push(r.code);
      }
    }
    expect(answers.filter((c) => c === "VALIDATION")).toHaveLength(SECOND_FACTOR_USER_LIMIT.max);
    expect(answers.filter((c) => c === "TOO_MANY_REQUESTS")).toHaveLength(3 * CHALLENGE_MAX_ATTEMPTS - SECOND_FACTOR_USER_LIMIT.max);
  });

  it("refuses a challenge that expired, and one of a suspended user", async () => {
    const { user, secret } = await staffWithTotp();
    const { challenge } = await startTwoFactorChallenge(user.id);
    await db().update(twoFactorChallenges).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(twoFactorChallenges.userId, user.id));
    expect(await refusal(completeTwoFactorChallenge({ challenge, code: await codeAt(secret, 1) }))).toMatchObject({
      code: "UNAUTHORIZED",
      message: twoFactorMessages.challengeGone,
    });
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    const again = await startTwoFactorChallenge(user.id);
    expect(await refusal(completeTwoFactorChallenge({ challenge: again.challenge, code: await codeAt(secret, 1) }))).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("holds staff without a factor under the require setting, never a talent", async () => {
    const { viewer: admin, secret } = await staffWithTotp();
    const sub = await makeUser(db(), { role: "subadmin" });
    const talent = await makeUser(db(), { role: "talent" });
    expect(await twoFactorSetupPending(sub)).toBe(false);
    await updateSecurityPolicy(admin, { require_two_factor: true });
    expect(await twoFactorSetupPending(sub)).toBe(true);
    expect(await twoFactorSetupPending(talent)).toBe(false);
    expect(await twoFactorSetupPending(admin)).toBe(false);
    // Under the setting nobody turns off their own last factor (issue 35): refused before the password is even read.
    expect(await refusal(disableTwoFactor(admin, { current_password: TEST_PASSWORD, code: await codeAt(secret, 1) }))).toMatchObject({
      code: "CONFLICT",
      message: reauthMessages.lastFactor,
    });
    expect(await twoFactorSetupPending(admin)).toBe(false);
    // With the setting off again it may go, and then the setting would hold them.
    await updateSecurityPolicy(admin, { require_two_factor: false });
    await disableTwoFactor(admin, { current_password: TEST_PASSWORD, code: await codeAt(secret, 1) });
    expect(await hasSecondFactor(admin.id)).toBe(false);
  });
});
