import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/v1/admin/login/route";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { GET as getPolicy, PUT as putPolicy } from "@/app/api/v1/admin/security/route";
import { POST as changeEmail } from "@/app/api/v1/auth/email/route";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { DELETE as removeOne } from "@/app/api/v1/auth/passkeys/[id]/route";
import { POST as passkeySignIn } from "@/app/api/v1/auth/passkeys/authentication/route";
import { POST as signInOptions } from "@/app/api/v1/auth/passkeys/authentication/options/route";
import { POST as register } from "@/app/api/v1/auth/passkeys/registration/route";
import { POST as registrationOptions } from "@/app/api/v1/auth/passkeys/registration/options/route";
import { POST as changePassword } from "@/app/api/v1/auth/password/route";
import { GET as reauthNeeds } from "@/app/api/v1/auth/reauth/route";
import { POST as reset } from "@/app/api/v1/auth/reset-password/route";
import { GET as twoFactorStatus } from "@/app/api/v1/auth/two-factor/route";
import { POST as disable } from "@/app/api/v1/auth/two-factor/disable/route";
import { POST as enable } from "@/app/api/v1/auth/two-factor/enable/route";
import { POST as renewCodes } from "@/app/api/v1/auth/two-factor/recovery-codes/route";
import { POST as setup } from "@/app/api/v1/auth/two-factor/setup/route";
import { passkeys, users } from "@/db/schema";
import { LAST_FACTOR_REQUIRED, PASSKEY_SIGN_IN_REQUIRED, REAUTH_REQUIRED, reauthMessages } from "@/lib/domain/reauth";
import { TWO_FACTOR_SETUP_REQUIRED } from "@/lib/domain/two-factor";
import { outboxFor } from "@/lib/email";
import { useTestDb } from "../db";
import { call } from "../http";
import { SoftAuthenticator } from "../passkey-authenticator";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

let address = 0;
const nextAddress = () => `10.30.${Math.floor(address / 250)}.${address++ % 250}`;

/** A password sign-in on the site's login call (a new session each time, from its own address). */
async function bearerFor(email: string, password = TEST_PASSWORD) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password }, headers: { "x-forwarded-for": nextAddress() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

async function registrationAnswer(bearer: string, device = new SoftAuthenticator()) {
  const res = await call(registrationOptions, "/api/v1/auth/passkeys/registration/options", { method: "POST", bearer });
  expect(res.status).toBe(200);
  return { device, response: device.register(res.body.data) };
}

/** A passkey's answer to a fresh sign-in challenge: what `current_passkey` carries. */
async function assertion(device: SoftAuthenticator) {
  const res = await call(signInOptions, "/api/v1/auth/passkeys/authentication/options", { method: "POST", headers: { "x-forwarded-for": nextAddress() } });
  return device.assert(res.body.data);
}

async function staffWithTotp(role: "admin" | "subadmin" = "admin") {
  const user = await makeUser(db(), { role });
  const bearer = await bearerFor(user.email);
  const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
  const enabled = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(started.body.data.secret) } });
  expect(enabled.status).toBe(200);
  return { user, bearer, secret: started.body.data.secret as string };
}

/** A staff member whose only second factor is a passkey (added while signed in with the password). */
async function staffWithPasskey(role: "admin" | "subadmin" = "subadmin") {
  const user = await makeUser(db(), { role, permissions: role === "subadmin" ? ["bookings"] : [] });
  const bearer = await bearerFor(user.email);
  const { device, response } = await registrationAnswer(bearer);
  const added = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Phone", response } });
  expect(added.status).toBe(201);
  return { user, bearer, device, passkeyId: added.body.data.id as number };
}

describe("a bare session cannot change how an account signs in", () => {
  it("refuses a passkey registration with a bearer token alone, or a wrong password, and takes it with the password", async () => {
    for (const role of ["talent", "subadmin"] as const) {
      const user = await makeUser(db(), { role });
      const bearer = await bearerFor(user.email);
      const { response } = await registrationAnswer(bearer);
      const bare = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { name: "Planted", response } });
      expect(bare.status, role).toBe(403);
      expect(bare.body).toMatchObject({ success: false, code: REAUTH_REQUIRED, errors: { current_password: [reauthMessages.passwordRequired] } });
      const wrong = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: "guess", name: "Planted", response } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.errors.current_password).toEqual([reauthMessages.wrongPassword]);
      expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);

      const ok = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Mine", response } });
      expect(ok.status, role).toBe(201);
    }
  });

  it("asks staff with an authenticator app for a current code as well before a passkey is added", async () => {
    const { user, bearer, secret } = await staffWithTotp();
    expect((await call(reauthNeeds, "/api/v1/auth/reauth", { bearer })).body.data).toEqual({ code: true, passkey: false });
    const { response } = await registrationAnswer(bearer);
    const passwordOnly = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Key", response } });
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body).toMatchObject({ code: REAUTH_REQUIRED, errors: { current_code: [reauthMessages.codeRequired] } });
    const withCode = await call(register, "/api/v1/auth/passkeys/registration", {
      bearer,
      body: { current_password: TEST_PASSWORD, current_code: await codeAt(secret, 1), name: "Key", response },
    });
    expect(withCode.status).toBe(201);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1);
  });

  it("refuses a TOTP enable with a bearer token alone; with the password it turns on and ends the other sessions", async () => {
    const user = await makeUser(db(), { role: "subadmin" });
    const bearer = await bearerFor(user.email);
    const other = await bearerFor(user.email);
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
    const code = await codeAt(started.body.data.secret);
    const bare = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { code } });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ code: REAUTH_REQUIRED, errors: { current_password: [reauthMessages.passwordRequired] } });
    expect((await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer })).body.data.enabled).toBe(false);

    const on = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code } });
    expect(on.status).toBe(200);
    expect(on.body.data.sessions_ended).toBe(1);
    expect((await call(me, "/api/v1/auth/me", { bearer })).status).toBe(200);
    expect((await call(me, "/api/v1/auth/me", { bearer: other })).status).toBe(401);
  });

  it("keeps the other sessions when asked to", async () => {
    const user = await makeUser(db(), { role: "subadmin" });
    const bearer = await bearerFor(user.email);
    const other = await bearerFor(user.email);
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
    const on = await call(enable, "/api/v1/auth/two-factor/enable", {
      bearer,
      body: { current_password: TEST_PASSWORD, code: await codeAt(started.body.data.secret), end_other_sessions: false },
    });
    expect(on.body.data.sessions_ended).toBe(0);
    expect((await call(me, "/api/v1/auth/me", { bearer: other })).status).toBe(200);
  });

  it("asks a staff member whose factor is a passkey for it: to turn TOTP on, and at sign-in instead of the password alone", async () => {
    const { bearer, device } = await staffWithPasskey();
    expect((await call(reauthNeeds, "/api/v1/auth/reauth", { bearer })).body.data).toEqual({ code: false, passkey: true });
    const started = await call(setup, "/api/v1/auth/two-factor/setup", { method: "POST", bearer });
    const code = await codeAt(started.body.data.secret);
    const passwordOnly = await call(enable, "/api/v1/auth/two-factor/enable", { bearer, body: { current_password: TEST_PASSWORD, code } });
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body.errors.current_passkey).toEqual([reauthMessages.passkeyRequired]);
    // Another authenticator's answer is not this account's passkey.
    const stranger = await call(enable, "/api/v1/auth/two-factor/enable", {
      bearer,
      body: { current_password: TEST_PASSWORD, code, current_passkey: await assertion(new SoftAuthenticator()) },
    });
    expect(stranger.status).toBe(403);
    const on = await call(enable, "/api/v1/auth/two-factor/enable", {
      bearer,
      body: { current_password: TEST_PASSWORD, code, current_passkey: await assertion(device) },
    });
    expect(on.status).toBe(200);

    const other = await staffWithPasskey();
    const signIn = await call(adminLogin, "/api/v1/admin/login", { body: { email: other.user.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ success: false, code: PASSKEY_SIGN_IN_REQUIRED });
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect((await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer })).body.data).toMatchObject({ enabled: true, has_passkey: true });
  });

  it("asks for the password to make new recovery codes and to remove a passkey", async () => {
    const { bearer, secret } = await staffWithTotp();
    const bare = await call(renewCodes, "/api/v1/auth/two-factor/recovery-codes", { bearer, body: { code: await codeAt(secret, 1) } });
    expect(bare.status).toBe(403);
    expect(bare.body.code).toBe(REAUTH_REQUIRED);

    const { bearer: keyBearer, passkeyId, device } = await staffWithPasskey();
    const path = `/api/v1/auth/passkeys/${passkeyId}`;
    const params = { id: String(passkeyId) };
    const noPassword = await call(removeOne, path, { method: "DELETE", bearer: keyBearer, params });
    expect(noPassword.status).toBe(403);
    expect(noPassword.body.code).toBe(REAUTH_REQUIRED);
    const withPasskey = await call(removeOne, path, {
      method: "DELETE",
      bearer: keyBearer,
      params,
      body: { current_password: TEST_PASSWORD, current_passkey: await assertion(device) },
    });
    expect(withPasskey.status).toBe(200);
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const user = await makeUser(db(), { role: "talent" });
    const mine = await bearerFor(user.email);
    const other = await bearerFor(user.email);
    const body = { password: "a-new-password-1", password_confirmation: "a-new-password-1" };
    expect((await call(changePassword, "/api/v1/auth/password", { bearer: mine, body })).status).toBe(403);
    const done = await call(changePassword, "/api/v1/auth/password", { bearer: mine, body: { ...body, current_password: TEST_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body.data.sessions_ended).toBe(1);
    expect((await call(me, "/api/v1/auth/me", { bearer: other })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { bearer: mine })).status).toBe(200);
    expect(await bearerFor(user.email, "a-new-password-1")).toEqual(expect.any(String));
    expect((await outboxFor(user.email)).map((m) => m.template)).toContain("account-password-changed");
  });

  it("changes the email only with the password, refuses a taken one, and mails both addresses", async () => {
    const user = await makeUser(db(), { role: "talent" });
    const bearer = await bearerFor(user.email);
    const taken = await makeUser(db(), { role: "talent" });
    expect((await call(changeEmail, "/api/v1/auth/email", { bearer, body: { email: "new-address@example.test" } })).status).toBe(403);
    const clash = await call(changeEmail, "/api/v1/auth/email", { bearer, body: { email: taken.email, current_password: TEST_PASSWORD } });
    expect(clash.status).toBe(409);
    const done = await call(changeEmail, "/api/v1/auth/email", {
      bearer,
      body: { email: "New-Address@example.test", current_password: TEST_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe("new-address@example.test");
    expect((await outboxFor(user.email)).map((m) => m.template)).toContain("account-email-changed");
    expect((await outboxFor("new-address@example.test")).map((m) => m.template)).toContain("account-email-changed");
  });
});

describe("the require setting never locks anyone out", () => {
  it("counts a passkey as a factor, mails staff without one when turned on, and keeps everyone's last factor", async () => {
    const admin = await staffWithTotp();
    const keyed = await staffWithPasskey();
    const bare = await makeUser(db(), { role: "subadmin", permissions: ["bookings"] });
    const suspended = await makeUser(db(), { role: "subadmin" });
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, suspended.id));

    const before = await call(getPolicy, "/api/v1/admin/security", { bearer: admin.bearer });
    const waiting = before.body.data.staff_without_factor as number;
    expect(waiting).toBeGreaterThanOrEqual(1);
    const on = await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: admin.bearer, body: { require_two_factor: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ require_two_factor: true, staff_without_factor: waiting });
    expect((await outboxFor(bare.email)).map((m) => m.template)).toEqual(["two-factor-required"]);
    expect(await outboxFor(keyed.user.email).then((ms) => ms.map((m) => m.template))).not.toContain("two-factor-required");
    expect(await outboxFor(suspended.email)).toEqual([]);
    // Saving "on" again mails nobody twice.
    await call(putPolicy, "/api/v1/admin/security", { method: "PUT", bearer: admin.bearer, body: { require_two_factor: true } });
    expect(await outboxFor(bare.email)).toHaveLength(1);

    // The passkey is a factor: its owner is not held. The factorless one is, at every staff route but the set-up.
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: keyed.bearer })).status).toBe(200);
    const heldBearer = await bearerFor(bare.email);
    const held = await call(adminMe, "/api/v1/admin/me", { bearer: heldBearer });
    expect(held.body.code).toBe(TWO_FACTOR_SETUP_REQUIRED);
    // Only the set-up is open to them: not a new password or email.
    const newPassword = { current_password: TEST_PASSWORD, password: "held-new-pass-1", password_confirmation: "held-new-pass-1" };
    expect((await call(changePassword, "/api/v1/auth/password", { bearer: heldBearer, body: newPassword })).body.code).toBe(TWO_FACTOR_SETUP_REQUIRED);
    expect((await call(reauthNeeds, "/api/v1/auth/reauth", { bearer: heldBearer })).status).toBe(200);

    // Nobody removes their own last factor while it is on: a passkey, or the app.
    const params = { id: String(keyed.passkeyId) };
    const lastKey = await call(removeOne, `/api/v1/auth/passkeys/${keyed.passkeyId}`, {
      method: "DELETE",
      bearer: keyed.bearer,
      params,
      body: { current_password: TEST_PASSWORD, current_passkey: await assertion(keyed.device) },
    });
    expect(lastKey.status).toBe(409);
    expect(lastKey.body).toMatchObject({ code: LAST_FACTOR_REQUIRED, message: reauthMessages.lastFactor });
    expect((await call(twoFactorStatus, "/api/v1/auth/two-factor", { bearer: keyed.bearer })).body.data).toMatchObject({ has_passkey: true, last_factor_locked: true });
    const lastApp = await call(disable, "/api/v1/auth/two-factor/disable", { bearer: admin.bearer, body: { current_password: TEST_PASSWORD, code: await codeAt(admin.secret, 1) } });
    expect(lastApp.status).toBe(409);
    expect(lastApp.body.code).toBe(LAST_FACTOR_REQUIRED);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: admin.bearer })).status).toBe(200);
  });
});

describe("a password reset", () => {
  it("removes the account's passkeys and mails their names", async () => {
    const { user, device } = await staffWithPasskey();
    await call(forgot, "/api/v1/auth/forgot-password", { body: { email: user.email }, headers: { "x-forwarded-for": nextAddress() } });
    const code = (await outboxFor(user.email)).find((m) => m.template === "reset-code")?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const done = await call(reset, "/api/v1/auth/reset-password", {
      body: { email: user.email, token: code, password: "after-the-reset-1", password_confirmation: "after-the-reset-1" },
      headers: { "x-forwarded-for": nextAddress() },
    });
    expect(done.status).toBe(200);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const told = (await outboxFor(user.email)).find((m) => m.template === "passkeys-removed-by-reset");
    expect(told?.text).toContain('"Phone"');
    // The removed passkey signs nobody in.
    expect((await call(passkeySignIn, "/api/v1/auth/passkeys/authentication", { body: { panel: "admin", response: await assertion(device) } })).status).toBe(401);
  });
});
