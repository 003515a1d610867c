import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/v1/admin/login/route";
import { POST as adminLoginTwoFactor } from "@/app/api/v1/admin/login/two-factor/route";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { GET as adminBookings } from "@/app/api/v1/admin/bookings/route";
import { GET as getPolicy, PUT as putPolicy } from "@/app/api/v1/admin/security/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as twoFactorStatus } from "@/app/api/v1/auth/two-factor/route";
import { POST as disable } from "@/app/api/v1/auth/two-factor/disable/route";
import { POST as enable } from "@/app/api/v1/auth/two-factor/enable/route";
import { POST as renewCodes } from "@/app/api/v1/auth/two-factor/recovery-codes/route";
import { POST as setup } from "@/app/api/v1/auth/two-factor/setup/route";
import { totpFactors, twoFactorChallenges } from "@/db/schema";
import { REAUTH_REQUIRED, reauthMessages } from "@/lib/domain/reauth";
import { TWO_FACTOR_SETUP_REQUIRED, twoFactorMessages } from "@/lib/domain/two-factor";
import { outboxFor } from "@/lib/email";
import { useTestDb } from "../db";
import { call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

/** The code an authenticator app shows `offsetSteps` periods from now. */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function passwordStep(email: string) {
  const res = await call(adminLogin, "/api/v1/admin/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res;
}

async function bearerFor(email: string): Promise<string> {
  const res = await passwordStep(email);
  return res.body.data.token as string;
}

/** A staff member with TOTP on: the secret (as the app holds it) and the recovery codes. */
async function staffWithTotp(role: "admin" | "subadmin" = "admin", permissions: string[] = []) {
  const user = await makeUser(db(), { role, permissions });
  const bearer = await bearerFor(user.email);
  const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
  expect(started.status).toBe(200);
  const secret = started.body.data.secret as string;
  const enabled = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(secret) } });
  expect(enabled.status).toBe(200);
  return { user, bearer, secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

/** Forgets the last used step, so a test can sign in again with the current code (as if time had passed). */
async function forgetLastStep(userId: number) {
  await db().update(totpFactors).set({ lastUsedStep: null }).where(eq(totpFactors.userId, userId));
}

describe("setting up TOTP", () => {
  it("returns the secret and otpauth address once, enables with a code computed from it, and gives ten recovery codes", async () => {
    const user = await makeUser(db(), { role: "subadmin" });
    const bearer = await bearerFor(user.email);
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
    expect(started.status).toBe(200);
    const { secret, otpauth_url, qr_code } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Stored sealed, never in clear.
    const [row] = await db().select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row.secretEnc).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    const wrong = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code: "000000" === (await codeAt(secret)) ? "111111" : "000000" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([twoFactorMessages.wrongCode]);

    const enabled = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(secret) } });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));

    const status = await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer });
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    // The secret is never returned again: a new set-up is refused while TOTP is on.
    expect((await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer })).status).toBe(409);
    const mails = await outboxFor(user.email);
    expect(mails.map((mail) => mail.template)).toContain("factor-added");
  });

  it("refuses a talent", async () => {
    const talent = await makeUser(db(), { role: "talent" });
    const res = await call(login, "/api/v1/auth/login", { body: { email: talent.email, password: TEST_PASSWORD } });
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer: res.body.token });
    expect(started.status).toBe(403);
  });
});

describe("signing in with a second factor", () => {
  it("takes two steps: the password answers a challenge (no token, no cookie), the code answers the session", async () => {
    const { user, secret } = await staffWithTotp();
    await forgetLastStep(user.id);
    const first = await passwordStep(user.email);
    expect(first.body.data).toMatchObject({ two_factor_required: true });
    expect(first.body.data.token).toBeUndefined();
    expect(first.headers.getSetCookie()).toEqual([]);
    const challenge = first.body.data.challenge as string;

    const second = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge, code: await codeAt(secret) } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, message: "Login Successful", data: { user: { id: user.id, role: "admin" } } });
    const cookie = cookiesFrom(second.headers);
    expect(cookie).toMatch(/session-token=/);
    expect((await call(adminMe, "/api/v1/admin/me", { cookie })).status).toBe(200);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: second.body.data.token })).status).toBe(200);

    // One challenge makes one session.
    const again = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge, code: await codeAt(secret, 1) } });
    expect(again.status).toBe(401);
  });

  it("asks staff for the code on the site's login call too", async () => {
    const { user, secret } = await staffWithTotp("subadmin", ["bookings"]);
    const first = await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    expect(first.body.data.two_factor_required).toBe(true);
    const second = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: first.body.data.challenge, code: await codeAt(secret, 1) } });
    expect(second.status).toBe(200);
  });

  it("refuses a replayed code: a code works once", async () => {
    const { user, secret } = await staffWithTotp();
    await forgetLastStep(user.id);
    const code = await codeAt(secret);
    const a = await passwordStep(user.email);
    expect((await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: a.body.data.challenge, code } })).status).toBe(200);
    const b = await passwordStep(user.email);
    const replay = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: b.body.data.challenge, code } });
    expect(replay.status).toBe(422);
    // Issue 39: a replayed code says so, rather than "not right".
    expect(replay.body.errors.code).toEqual([twoFactorMessages.codeUsed]);
    // An earlier step is refused as well; the next one is accepted.
    const earlier = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: b.body.data.challenge, code: await codeAt(secret, -1) } });
    expect(earlier.status).toBe(422);
    const next = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: b.body.data.challenge, code: await codeAt(secret, 1) } });
    expect(next.status).toBe(200);
  });

  it("accepts a recovery code once", async () => {
    const { user, recoveryCodes } = await staffWithTotp();
    const a = await passwordStep(user.email);
    const used = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", {
      body: { challenge: a.body.data.challenge, recovery_code: recoveryCodes[0].toUpperCase().replace("-", " ") },
    });
    expect(used.status).toBe(200);
    const b = await passwordStep(user.email);
    const again = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: b.body.data.challenge, recovery_code: recoveryCodes[0] } });
    expect(again.status).toBe(422);
    expect(again.body.errors.recovery_code).toEqual([twoFactorMessages.wrongRecoveryCode]);
    const status = await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer: used.body.data.token });
    expect(status.body.data.recovery_codes_left).toBe(9);
    // The owner hears of the use, with what is left; a refused code mails nothing.
    const told = (await outboxFor(user.email)).filter((m) => m.template === "recovery-code-used");
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("9 codes are left");
  });

  it("makes ten new recovery codes for a current code; the old ones stop working and the owner is mailed", async () => {
    const { user, bearer, secret, recoveryCodes } = await staffWithTotp();
    const wrong = await call(renewCodes, "/api/v1/auth/two-factor/recovery-codes", { bearer, body: { current_password: TEST_PASSWORD, code: "000000" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toBeDefined();
    const renewed = await call(renewCodes, "/api/v1/auth/two-factor/recovery-codes", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(secret, 1) } });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);

    const old = await passwordStep(user.email);
    const refused = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: old.body.data.challenge, recovery_code: recoveryCodes[1] } });
    expect(refused.status).toBe(422);
    const accepted = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: old.body.data.challenge, recovery_code: fresh[0] } });
    expect(accepted.status).toBe(200);
    expect((await outboxFor(user.email)).filter((m) => m.template === "recovery-codes-replaced")).toHaveLength(1);

    // Off, there is nothing to renew: 409; a visitor: 401.
    const other = await makeUser(db(), { role: "admin" });
    const off = await call(renewCodes, "/api/v1/auth/two-factor/recovery-codes", { bearer: await bearerFor(other.email), body: { code: "123456" } });
    expect(off.status).toBe(409);
    expect((await call(renewCodes, "/api/v1/auth/two-factor/recovery-codes", { body: { code: "123456" } })).status).toBe(401);
  });

  it("holds a burst of 20 wrong codes to the challenge's 5 tries", async () => {
    const { user, secret } = await staffWithTotp();
    const right = await codeAt(secret);
    const wrongCodes = Array.from({ length: 20 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0"));
    const { body } = await passwordStep(user.email);
    const answers = await Promise.all(
      wrongCodes.map((code) => call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: body.data.challenge, code } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(15);
    const [row] = await db().select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    expect(row.attempts).toBe(5);
    // Spent: even the right code is refused now, with a message that says why.
    const late = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: body.data.challenge, code: await codeAt(secret, 1) } });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(twoFactorMessages.challengeSpent);
  });

  it("refuses an expired challenge", async () => {
    const { user, secret } = await staffWithTotp();
    const { body } = await passwordStep(user.email);
    await db().update(twoFactorChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(twoFactorChallenges.userId, user.id));
    const res = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: body.data.challenge, code: await codeAt(secret, 1) } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(twoFactorMessages.challengeGone);
  });

  it("answers hostile input with a 4xx in the envelope", async () => {
    const cases: unknown[] = [
      "{not json",
      { challenge: "a\u0000b", code: "123456" },
      { challenge: "x".repeat(5000), code: "123456" },
      { challenge: "abc", code: 1e309 },
      { challenge: "abc", code: "12345678901234567890" },
      { challenge: "abc" },
      { challenge: "abc", code: "123456", recovery_code: "abcde-fghij" },
      { challenge: ["abc"], code: "123456" },
      [],
    ];
    for (const body of cases) {
      const res = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    const huge = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: "a", code: "1".repeat(70_000) } });
    expect(huge.status).toBe(413);
    const unknown = await call(adminLoginTwoFactor, "/api/v1/admin/login/two-factor", { body: { challenge: "no-such-challenge", code: "123456" } });
    expect(unknown.status).toBe(401);
  });
});

describe("the account routes' input", () => {
  it("answers hostile input with a 4xx, and a cookie write from another site with 403", async () => {
    const user = await makeUser(db(), { role: "subadmin" });
    const bearer = await bearerFor(user.email);
    expect((await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer })).status).toBe(200);
    for (const body of ["{oops", { code: "12\u000034" }, { code: 1e309 }, { code: "9".repeat(40) }, { code: ["123456"] }, null, 42]) {
      const res = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: typeof body === "string" ? body : JSON.stringify(body) });
      expect(res.status, String(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const body of [{ current_password: "x\u0000y", code: "123456" }, { current_password: "p", code: "x".repeat(200) }, { current_password: 5, code: 5 }]) {
      const res = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: JSON.stringify(body) });
      expect(res.status).toBe(422);
    }
    const cookie = cookiesFrom((await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } })).headers);
    const crossSite = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", cookie, headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("turning TOTP off", () => {
  it("needs the password and a code, and mails the owner", async () => {
    const { user, bearer, secret } = await staffWithTotp("subadmin");
    const wrongPassword = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: { current_password: "not-the-password", code: await codeAt(secret, 1) } });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toMatchObject({ code: REAUTH_REQUIRED, errors: { current_password: [reauthMessages.wrongPassword] } });
    const noPassword = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: { code: await codeAt(secret, 1) } });
    expect(noPassword.status).toBe(403);
    expect(noPassword.body.errors.current_password).toEqual([reauthMessages.passwordRequired]);
    const noCode = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: { current_password: TEST_PASSWORD } });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toBeDefined();
    const wrongCode = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: { current_password: TEST_PASSWORD, code: "999999" === (await codeAt(secret, 1)) ? "888888" : "999999" } });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toEqual([twoFactorMessages.wrongCode]);

    const off = await call(disable, "/api/v1/auth/two-factor/disable", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(secret, 1) } });
    expect(off.status).toBe(200);
    expect((await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer })).body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await outboxFor(user.email)).map((mail) => mail.template)).toEqual(expect.arrayContaining(["factor-added", "factor-removed"]));
    // Signing in is one step again.
    const signIn = await passwordStep(user.email);
    expect(signIn.body.data.token).toEqual(expect.any(String));
  });
});

describe("requiring two-factor sign-in for all staff", () => {
  it("is an admin's setting, and one with a second factor of their own", async () => {
    const plain = await makeUser(db(), { role: "admin" });
    const plainBearer = await bearerFor(plain.email);
    const refused = await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: plainBearer, body: { require_two_factor: true } });
    expect(refused.status).toBe(409);
    const sub = await makeUser(db(), { role: "subadmin", permissions: ["bookings", "settings", "content"] });
    const subPut = await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: await bearerFor(sub.email), body: { require_two_factor: false } });
    expect(subPut.status).toBe(403);
    const bad = await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: plainBearer, body: { require_two_factor: "yes" } });
    expect(bad.status).toBe(422);
  });

  it("holds staff without a factor at the set-up (403 on staff routes) until they set one up", async () => {
    const admin = await staffWithTotp();
    const on = await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: admin.bearer, body: { require_two_factor: true } });
    expect(on.status).toBe(200);
    expect((await call(getPolicy, "/api/v1/admin/security", { bearer: admin.bearer })).body.data).toEqual({ require_two_factor: true, staff_without_factor: expect.any(Number) });

    const sub = await makeUser(db(), { role: "subadmin", permissions: ["bookings"] });
    const bearer = await bearerFor(sub.email);
    for (const [handler, path] of [
      [adminMe, "/api/v1/admin/me"],
      [adminBookings, "/api/v1/admin/bookings"],
    ] as const) {
      const res = await call(handler, path, { bearer });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: TWO_FACTOR_SETUP_REQUIRED, message: twoFactorMessages.setupRequired });
    }
    // The set-up itself stays open.
    expect((await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer })).body.data).toMatchObject({ enabled: false, required: true });
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
    expect(started.status).toBe(200);
    expect((await call(adminBookings, "/api/v1/admin/bookings", { bearer })).status).toBe(403);
    const enabled = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(started.body.data.secret) } });
    expect(enabled.status).toBe(200);
    expect((await call(adminBookings, "/api/v1/admin/bookings", { bearer })).status).toBe(200);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer })).status).toBe(200);
    // The admin with a factor was never held.
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: admin.bearer })).status).toBe(200);
  });
});
