import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/v1/admin/login/route";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { apiTokens } from "@/db/schema";
import { endAllSessions } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { ORIGIN, call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function signIn(email: string, handler = login) {
  const res = await call(handler, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return { token: (res.body.data.token as string), cookie: cookiesFrom(res.headers), res };
}

describe("POST /auth/login", () => {
  it("signs a talent in with a token, a session cookie and the user", async () => {
    const user = await makeUser(db(), { email: "ana@example.test" });
    const { res, token, cookie } = await signIn("ANA@example.test");
    expect(res.body).toMatchObject({ success: true, token, data: { user: { id: user.id, role: "talent" } } });
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(cookie).toMatch(/^authjs\.session-token=/);
    expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
  });

  it("gives one message for a wrong password and for an unknown email", async () => {
    await makeUser(db(), { email: "bo@example.test" });
    const wrong = await call(login, "/api/v1/auth/login", { body: { email: "bo@example.test", password: "nope-nope" } });
    const unknown = await call(login, "/api/v1/auth/login", { body: { email: "nobody@example.test", password: "nope-nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Invalid credentials, please try again.", error: "Invalid credentials, please try again." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers missing fields with 422 and a field map", async () => {
    const res = await call(login, "/api/v1/auth/login", { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "password"]);
  });

  it("refuses a body that is not JSON and one that is too large", async () => {
    expect((await call(login, "/api/v1/auth/login", { body: "{oops" })).status).toBe(400);
    const huge = await call(login, "/api/v1/auth/login", { body: { email: "a@b.co", password: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
  });

  it("slows and then refuses repeated failures for one account", async () => {
    await makeUser(db(), { email: "cy@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(login, "/api/v1/auth/login", {
        body: { email: "cy@example.test", password: `wrong-${i}` },
        headers: { "x-forwarded-for": `10.0.0.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const refused = await call(login, "/api/v1/auth/login", { body: { email: "cy@example.test", password: TEST_PASSWORD } });
    expect(statuses[10]).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 60_000);
});

describe("bearer tokens and sessions", () => {
  it("reads the current user with a bearer token and with the cookie", async () => {
    const user = await makeUser(db(), { email: "di@example.test" });
    const { token, cookie } = await signIn("di@example.test");
    const viaBearer = await call(me, "/api/v1/auth/me", { bearer: token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.data.user).toMatchObject({ id: user.id, email: "di@example.test", role: "talent", status: "active" });
    expect(viaBearer.body.data.user.talent_profile).toMatchObject({ stage_name: "Test Stage", media: [] });
    const viaCookie = await call(me, "/api/v1/auth/me", { cookie });
    expect(viaCookie.body.data.user.id).toBe(user.id);
  });

  it("refuses no session, a tampered token and an expired token with 401", async () => {
    await makeUser(db(), { email: "ed@example.test" });
    const { token } = await signIn("ed@example.test");
    expect((await call(me, "/api/v1/auth/me")).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { bearer: token.slice(0, -2) + "xx" })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { cookie: "authjs.session-token=forged" })).status).toBe(401);
    await db().update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(me, "/api/v1/auth/me", { bearer: token })).status).toBe(401);
  });

  it("revokes the token on logout", async () => {
    await makeUser(db(), { email: "fa@example.test" });
    const { token } = await signIn("fa@example.test");
    const out = await call(logout, "/api/v1/auth/logout", { method: "POST", bearer: token });
    expect(out.status).toBe(200);
    expect((await call(me, "/api/v1/auth/me", { bearer: token })).status).toBe(401);
  });

  it("ends the cookie session on logout and clears the cookie", async () => {
    await makeUser(db(), { email: "gu@example.test" });
    const { cookie } = await signIn("gu@example.test");
    const out = await call(logout, "/api/v1/auth/logout", { method: "POST", cookie, headers: { origin: ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /authjs\.session-token=;.*Max-Age=0/.test(c))).toBe(true);
    // The old cookie, replayed, no longer works: the session was revoked on the server.
    expect((await call(me, "/api/v1/auth/me", { cookie })).status).toBe(401);
  });

  it("refuses a cookie-authenticated write from another origin", async () => {
    await makeUser(db(), { email: "ha@example.test" });
    const { cookie } = await signIn("ha@example.test");
    const res = await call(logout, "/api/v1/auth/logout", { method: "POST", cookie, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await call(me, "/api/v1/auth/me", { cookie })).status).toBe(200);
  });

  it("refuses every session after the session version changes (password reset, suspension)", async () => {
    const user = await makeUser(db(), { email: "io@example.test" });
    const { token, cookie } = await signIn("io@example.test");
    await endAllSessions(user.id);
    expect((await call(me, "/api/v1/auth/me", { cookie })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { bearer: token })).status).toBe(401);
    const rows = await db().select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });
});

describe("admin sign-in and current admin", () => {
  it("signs an admin in and answers /admin/me with the role", async () => {
    await makeUser(db(), { role: "admin", email: "boss@example.test" });
    const res = await call(adminLogin, "/api/v1/admin/login", { body: { email: "boss@example.test", password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { user: { name: "Test admin", role: "admin" } } });
    const current = await call(adminMe, "/api/v1/admin/me", { bearer: res.body.data.token });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ role: "admin", user: { role: "admin" } });
  });

  it("refuses a talent at the admin sign-in and a talent's token on admin routes", async () => {
    await makeUser(db(), { email: "jo@example.test" });
    const denied = await call(adminLogin, "/api/v1/admin/login", { body: { email: "jo@example.test", password: TEST_PASSWORD } });
    expect(denied.status).toBe(403);
    const { token } = await signIn("jo@example.test");
    const res = await call(adminMe, "/api/v1/admin/me", { bearer: token });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it("lets a sub-admin read /admin/me with their permissions", async () => {
    await makeUser(db(), { role: "subadmin", email: "ed@staff.test", permissions: ["news"] });
    const res = await call(adminLogin, "/api/v1/admin/login", { body: { email: "ed@staff.test", password: TEST_PASSWORD } });
    const current = await call(adminMe, "/api/v1/admin/me", { bearer: res.body.data.token });
    expect(current.body.data).toMatchObject({ role: "subadmin", permissions: ["news"] });
  });
});
