import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { DELETE as removeOne, PUT as rename } from "@/app/api/v1/auth/passkeys/[id]/route";
import { POST as signIn } from "@/app/api/v1/auth/passkeys/authentication/route";
import { POST as signInOptions } from "@/app/api/v1/auth/passkeys/authentication/options/route";
import { POST as register } from "@/app/api/v1/auth/passkeys/registration/route";
import { POST as registrationOptions } from "@/app/api/v1/auth/passkeys/registration/options/route";
import { GET as list } from "@/app/api/v1/auth/passkeys/route";
import { passkeys, rateLimits, users, webauthnChallenges } from "@/db/schema";
import { MAX_PASSKEYS } from "@/lib/domain/passkeys";
import { outboxFor } from "@/lib/email";
import { PASSKEY_OPTIONS_LIMIT, hasPasskey } from "@/lib/services/accounts/passkeys";
import { useTestDb } from "../db";
import { call, cookiesFrom } from "../http";
import { SoftAuthenticator } from "../passkey-authenticator";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function bearerOf(email: string): Promise<string> {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function person(role: "admin" | "talent" = "talent") {
  const user = await makeUser(db(), { role });
  return { user, bearer: await bearerOf(user.email) };
}

async function optionsFor(bearer: string) {
  const res = await call(registrationOptions, "/api/v1/auth/passkeys/registration/options", { method: "POST", bearer });
  expect(res.status).toBe(200);
  return res.body.data as { challenge: string; user: { id: string }; rp: { id: string }; excludeCredentials: { id: string }[] };
}

/** Registers a new software passkey for the bearer's account. */
async function addPasskey(bearer: string, name = "Laptop") {
  const device = new SoftAuthenticator();
  const response = device.register(await optionsFor(bearer));
  const res = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name, response } });
  expect(res.status).toBe(201);
  return { device, passkey: res.body.data as { id: number; name: string } };
}

async function signInChallenge(): Promise<{ challenge: string }> {
  const res = await call(signInOptions, "/api/v1/auth/passkeys/authentication/options", { method: "POST" });
  expect(res.status).toBe(200);
  return res.body.data;
}

const signInWith = (response: unknown, panel: "admin" | "talent" = "talent") =>
  call(signIn, "/api/v1/auth/passkeys/authentication", { body: { panel, response } });

describe("passkey registration", () => {
  it("verifies the attestation, stores the passkey with its name and mails the owner", async () => {
    const { user, bearer } = await person();
    const options = await optionsFor(bearer);
    expect(options.rp.id).toBe("localhost");
    const device = new SoftAuthenticator();
    const res = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "  Work laptop ", response: device.register(options) } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Passkey added", data: { name: "Work laptop", last_used_at: null } });
    const [row] = await db().select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: device.id, counter: 0, transports: ["internal"], name: "Work laptop" });
    expect(await hasPasskey(user.id)).toBe(true);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ template: "passkey-added" });
    expect(mail.text).toContain('"Work laptop"');
    // The challenge was used up, and the next options exclude the passkey now registered.
    expect(await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge))).toEqual([]);
    expect((await optionsFor(bearer)).excludeCredentials.map((c) => c.id)).toEqual([device.id]);
  });

  it("refuses a replayed challenge, another person's challenge, another origin and a garbage attestation", async () => {
    const { bearer } = await person();
    const other = await person();
    const options = await optionsFor(bearer);
    const device = new SoftAuthenticator();
    const answer = device.register(options);

    // Another person cannot use it: the challenge is bound to the account it was issued to, and stays theirs.
    const stolen = await call(register, "/api/v1/auth/passkeys/registration", { bearer: other.bearer, body: { current_password: TEST_PASSWORD, name: "Mine", response: answer } });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.response).toBeDefined();

    const wrongOrigin = device.register(await optionsFor(bearer), { origin: "https://evil.example" });
    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "X", response: wrongOrigin } })).status).toBe(422);
    const wrongRp = new SoftAuthenticator().register(await optionsFor(bearer), { rpId: "evil.example" });
    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "X", response: wrongRp } })).status).toBe(422);

    const fresh = device.register(await optionsFor(bearer));
    const garbage = { ...fresh, response: { clientDataJSON: fresh.response.clientDataJSON, attestationObject: "AAAA" } };
    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "X", response: garbage } })).status).toBe(422);
    const noJson = { ...answer, response: { ...answer.response, clientDataJSON: "bm90IGpzb24" } };
    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "X", response: noJson } })).status).toBe(422);

    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Mine", response: answer } })).status).toBe(201);
    const replay = await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Again", response: answer } });
    expect(replay.status).toBe(422);
  });

  it("answers hostile bodies with a 4xx in the envelope", async () => {
    const { bearer } = await person();
    const post = (body: unknown) => call(register, "/api/v1/auth/passkeys/registration", { bearer, body });
    expect((await post("{oops")).status).toBe(400);
    expect((await post({ name: "a\u0000b", response: {} })).status).toBe(422);
    expect((await post({ name: "", response: null })).body.errors).toHaveProperty("name");
    const huge = await post({ name: "x", response: { id: "a".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect((await call(list, "/api/v1/auth/passkeys")).status).toBe(401);
    expect((await call(registrationOptions, "/api/v1/auth/passkeys/registration/options", { method: "POST" })).status).toBe(401);
  });

  it(`holds at most ${MAX_PASSKEYS} passkeys per person under a concurrent burst`, async () => {
    const { user, bearer } = await person();
    await db()
      .insert(passkeys)
      .values(
        Array.from({ length: MAX_PASSKEYS - 2 }, (_, i) => ({
          userId: user.id,
          credentialId: `seeded-${i}`,
          publicKey: "AA",
          deviceType: "singleDevice",
          name: `Seeded ${i}`,
        })),
      );
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(new SoftAuthenticator().register(await optionsFor(bearer)));
    const results = await Promise.all(
      answers.map((response, i) => call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: `Burst ${i}`, response } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(MAX_PASSKEYS);
  });
});

describe("passkey sign-in", () => {
  it("signs in without an email, with the session cookie, and moves the counter", async () => {
    const { user, bearer } = await person();
    const { device, passkey } = await addPasskey(bearer);
    const res = await signInWith(device.assert(await signInChallenge()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { user: { id: user.id, email: user.email } } });
    const cookie = cookiesFrom(res.headers);
    expect(cookie).toMatch(/^authjs\.session-token=/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect((await call(me, "/api/v1/auth/me", { cookie })).body.data.user.id).toBe(user.id);
    expect((await call(me, "/api/v1/auth/me", { bearer: res.body.token })).status).toBe(200);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).toBeInstanceOf(Date);

    expect((await signInWith(device.assert(await signInChallenge()))).status).toBe(200);
    expect((await db().select().from(passkeys).where(eq(passkeys.id, passkey.id)))[0].counter).toBe(2);
  });

  it("refuses a replayed answer, a counter that does not move, another origin and an unknown passkey", async () => {
    const { bearer } = await person();
    const { device } = await addPasskey(bearer);
    const answer = device.assert(await signInChallenge());
    expect((await signInWith(answer)).status).toBe(200);
    const replay = await signInWith(answer);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false });

    // A clone of the authenticator repeats a count already seen.
    expect((await signInWith(device.assert(await signInChallenge(), { keepCounter: true }))).status).toBe(401);
    expect((await signInWith(device.assert(await signInChallenge(), { origin: "https://evil.example" }))).status).toBe(401);
    expect((await signInWith(device.assert(await signInChallenge(), { type: "webauthn.create" }))).status).toBe(401);
    expect((await signInWith(new SoftAuthenticator().assert(await signInChallenge()))).status).toBe(401);
    // A challenge made up by the client was never issued.
    expect((await signInWith(device.assert({ challenge: "bWFkZS11cA" }))).status).toBe(401);
    const garbled = device.assert(await signInChallenge());
    expect((await signInWith({ ...garbled, response: { ...garbled.response, signature: "AAAA" } })).status).toBe(401);
    expect((await signInWith({ ...garbled, response: { ...garbled.response, userHandle: "b3RoZXI" } })).status).toBe(401);
    expect((await signInWith({ id: 1 })).status).toBe(422);
    // The device still works after all of that.
    expect((await signInWith(device.assert(await signInChallenge()))).status).toBe(200);
  });

  it("lets one answer through when the same answer arrives many times at once", async () => {
    const { bearer } = await person();
    const { device, passkey } = await addPasskey(bearer);
    const answer = device.assert(await signInChallenge());
    const results = await Promise.all(Array.from({ length: 6 }, () => signInWith(answer)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect((await db().select().from(passkeys).where(eq(passkeys.id, passkey.id)))[0].counter).toBe(1);
  });

  it("limits the sign-in challenges one address may ask for, under a concurrent burst", async () => {
    await db().delete(rateLimits);
    const extra = 8;
    const results = await Promise.all(
      Array.from({ length: PASSKEY_OPTIONS_LIMIT.max + extra }, () =>
        call(signInOptions, "/api/v1/auth/passkeys/authentication/options", { method: "POST" }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PASSKEY_OPTIONS_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
    expect(results.find((r) => r.status === 429)?.headers.get("retry-after")).toMatch(/^\d+$/);
    await db().delete(rateLimits);
  });

  it("admits only staff on the admin panel and refuses suspended accounts", async () => {
    const talent = await person();
    const talentKey = await addPasskey(talent.bearer);
    const refused = await signInWith(talentKey.device.assert(await signInChallenge()), "admin");
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const admin = await person("admin");
    const adminKey = await addPasskey(admin.bearer);
    const ok = await signInWith(adminKey.device.assert(await signInChallenge()), "admin");
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.role).toBe("admin");

    await db().update(users).set({ status: "suspended" }).where(eq(users.id, admin.user.id));
    expect((await signInWith(adminKey.device.assert(await signInChallenge()), "admin")).status).toBe(401);
  });

  it("accepts an authenticator that keeps no counter", async () => {
    const { bearer } = await person();
    const device = new SoftAuthenticator(undefined, undefined, false);
    const response = device.register(await optionsFor(bearer));
    expect((await call(register, "/api/v1/auth/passkeys/registration", { bearer, body: { current_password: TEST_PASSWORD, name: "Key", response } })).status).toBe(201);
    expect((await signInWith(device.assert(await signInChallenge()))).status).toBe(200);
    expect((await signInWith(device.assert(await signInChallenge()))).status).toBe(200);
  });
});

describe("managing passkeys", () => {
  it("lists, renames and removes only the viewer's own passkeys", async () => {
    const ana = await person();
    const bo = await person();
    const { passkey: anas } = await addPasskey(ana.bearer, "Ana's phone");
    await addPasskey(bo.bearer, "Bo's key");

    const anaList = await call(list, "/api/v1/auth/passkeys", { bearer: ana.bearer });
    expect(anaList.body.data.map((p: { name: string }) => p.name)).toEqual(["Ana's phone"]);

    const path = `/api/v1/auth/passkeys/${anas.id}`;
    const params = { id: String(anas.id) };
    expect((await call(rename, path, { method: "PUT", bearer: bo.bearer, params, body: { current_password: TEST_PASSWORD, name: "Taken" } })).status).toBe(404);
    expect((await call(removeOne, path, { method: "DELETE", bearer: bo.bearer, params })).status).toBe(404);
    expect((await call(removeOne, path, { method: "DELETE", bearer: ana.bearer, params: { id: "99999999999999999999" } })).status).toBe(404);
    expect((await call(rename, path, { method: "PUT", bearer: ana.bearer, params, body: { current_password: TEST_PASSWORD, name: "x".repeat(61) } })).status).toBe(422);

    const renamed = await call(rename, path, { method: "PUT", bearer: ana.bearer, params, body: { current_password: TEST_PASSWORD, name: "Old phone" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Old phone");

    const removed = await call(removeOne, path, { method: "DELETE", bearer: ana.bearer, params, body: { current_password: TEST_PASSWORD } });
    expect(removed.status).toBe(200);
    expect((await call(list, "/api/v1/auth/passkeys", { bearer: ana.bearer })).body.data).toEqual([]);
    expect(await hasPasskey(ana.user.id)).toBe(false);
    const [mail] = await outboxFor(ana.user.email);
    expect(mail).toMatchObject({ template: "passkey-removed" });
    expect(mail.text).toContain('"Old phone"');
    expect((await call(list, "/api/v1/auth/passkeys", { bearer: bo.bearer })).body.data).toHaveLength(1);
  });
});
