import { existsSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { encodeSession, SESSION_COOKIE, type SessionClaims } from "@/lib/auth/session-cookie";
import { createSession, revokeSession } from "@/lib/services/accounts/sessions";
import proxy from "@/proxy";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

/** A session cookie made by hand, signed with the real secret: what Auth.js's own callback used to issue. */
async function cookieFor(claims: SessionClaims): Promise<string> {
  return `${SESSION_COOKIE}=${await encodeSession(claims, false)}`;
}

async function proxyAnswer(pathname: string, cookie: string): Promise<Response> {
  return proxy(new NextRequest(new URL(pathname, "http://localhost:3000"), { headers: { cookie } }));
}

describe("one sign-in path: a session cookie needs a live session id", () => {
  it("refuses a validly signed cookie without a session id on the API, and accepts the same user's cookie with one", async () => {
    const user = await makeUser(db(), { email: "nosid@example.test" });
    const claims = { sub: String(user.id), role: user.role, sv: user.sessionVersion, name: user.name, email: user.email };

    const withoutSid = await call(me, "/api/v1/auth/me", { cookie: await cookieFor(claims) });
    expect(withoutSid.status).toBe(401);
    expect(withoutSid.body).toMatchObject({ success: false });

    const { sessionId } = await createSession(user.id, "web");
    const withSid = await call(me, "/api/v1/auth/me", { cookie: await cookieFor({ ...claims, sid: sessionId }) });
    expect(withSid.status).toBe(200);
    expect(withSid.body.data.user.id).toBe(user.id);
  });

  it("refuses a cookie whose session id is revoked or belongs to another user", async () => {
    const user = await makeUser(db(), { email: "revoked@example.test" });
    const other = await makeUser(db(), { email: "other@example.test" });
    const claims = { sub: String(user.id), role: user.role, sv: user.sessionVersion };
    const { sessionId: othersSession } = await createSession(other.id, "web");
    expect((await call(me, "/api/v1/auth/me", { cookie: await cookieFor({ ...claims, sid: othersSession }) })).status).toBe(401);

    const { sessionId } = await createSession(user.id, "web");
    await revokeSession(sessionId);
    expect((await call(me, "/api/v1/auth/me", { cookie: await cookieFor({ ...claims, sid: sessionId }) })).status).toBe(401);
  });

  it("gives a cookie without a session id no role in the proxy: the dashboard and the admin panel redirect", async () => {
    const talent = await cookieFor({ sub: "1", role: "talent", sv: 1 });
    const admin = await cookieFor({ sub: "2", role: "admin", sv: 1 });
    const toLogin = await proxyAnswer("/dashboard", talent);
    expect(toLogin.status).toBe(307);
    expect(new URL(toLogin.headers.get("location") ?? "").pathname).toBe("/login");
    const toAdmin = await proxyAnswer("/admin/talents", admin);
    expect(toAdmin.status).toBe(307);
    expect(new URL(toAdmin.headers.get("location") ?? "").pathname).toBe("/admin");

    // The same claims with a session id pass this first line (the layouts check the session record itself).
    const passes = await proxyAnswer("/dashboard", await cookieFor({ sub: "1", role: "talent", sv: 1, sid: 7 }));
    expect(passes.headers.get("x-middleware-next")).toBe("1");
    expect(passes.headers.get("location")).toBeNull();
  });

  it("no longer mounts Auth.js's own endpoints (/api/auth/callback/credentials, /api/auth/session)", () => {
    expect(existsSync(path.resolve("app/api/auth"))).toBe(false);
    expect(existsSync(path.resolve("lib/auth/auth.ts"))).toBe(false);
  });
});
