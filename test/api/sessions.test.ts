import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/v1/admin/login/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { DELETE as revokeOne } from "@/app/api/v1/auth/sessions/[id]/route";
import { POST as revokeOthers } from "@/app/api/v1/auth/sessions/revoke-others/route";
import { GET as listSessions } from "@/app/api/v1/auth/sessions/route";
import { apiTokens } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { ORIGIN, call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const WIN_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

/** Signs in as a browser would: its User-Agent, its address; answers the cookie, the bearer token and the session id. */
async function signIn(email: string, ua = MAC_CHROME, ip = nextAddress(), handler = login) {
  const res = await call(handler, "/api/v1/auth/login", {
    body: { email, password: TEST_PASSWORD },
    headers: { "user-agent": ua, "x-forwarded-for": ip },
  });
  expect(res.status).toBe(200);
  const token = res.body.data.token as string;
  const [row] = await db().select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.tokenHash, await hashOf(token)));
  return { cookie: cookiesFrom(res.headers), token, id: row.id, ip };
}

async function hashOf(token: string) {
  const { sha256 } = await import("@/lib/auth/tokens");
  return sha256(token);
}

const list = (cookie: string) => call(listSessions, "/api/v1/auth/sessions", { cookie });
const del = (id: string | number, auth: { cookie?: string; bearer?: string }) =>
  call(revokeOne, `/api/v1/auth/sessions/${id}`, { method: "DELETE", params: { id: String(id) }, headers: { origin: ORIGIN }, ...auth });

describe("GET /auth/sessions", () => {
  it("lists the caller's own live sessions only, with device, address and this device marked", async () => {
    const user = await makeUser(db(), { email: "list-own@example.test" });
    await makeUser(db(), { email: "list-other@example.test" });
    const mac = await signIn("list-own@example.test", MAC_CHROME);
    const win = await signIn("list-own@example.test", WIN_FIREFOX);
    const other = await signIn("list-other@example.test");
    const token = await createSession(user.id, "api");

    const res = await list(mac.cookie);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: number }) => s.id);
    expect(ids[0]).toBe(mac.id);
    expect(ids.sort()).toEqual([mac.id, win.id, token.sessionId].sort());
    expect(ids).not.toContain(other.id);
    const byId = Object.fromEntries(res.body.data.map((s: { id: number }) => [s.id, s]));
    expect(byId[mac.id]).toMatchObject({ device: "Chrome on macOS", ip: mac.ip, current: true, kind: "web" });
    expect(byId[win.id]).toMatchObject({ device: "Firefox on Windows", ip: win.ip, current: false, kind: "web" });
    expect(byId[token.sessionId]).toMatchObject({ kind: "api", device: "Unknown device", ip: null, current: false });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("needs a session", async () => {
    expect((await call(listSessions, "/api/v1/auth/sessions")).status).toBe(401);
  });
});

describe("DELETE /auth/sessions/{id}", () => {
  it("ends one session: its cookie and its bearer token are refused on the very next request", async () => {
    await makeUser(db(), { email: "revoke-one@example.test" });
    const here = await signIn("revoke-one@example.test", MAC_CHROME);
    const there = await signIn("revoke-one@example.test", WIN_FIREFOX);
    expect((await call(me, "/api/v1/auth/me", { cookie: there.cookie })).status).toBe(200);

    const res = await del(there.id, { cookie: here.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: there.id, current: false } });
    expect(res.headers.getSetCookie()).toEqual([]);

    expect((await call(me, "/api/v1/auth/me", { cookie: there.cookie })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { bearer: there.token })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { cookie: here.cookie })).status).toBe(200);
    // An ended session is gone from the list and cannot be ended twice.
    expect((await list(here.cookie)).body.data.map((s: { id: number }) => s.id)).toEqual([here.id]);
    expect((await del(there.id, { cookie: here.cookie })).status).toBe(404);
  });

  it("ending the session in use signs the caller out and clears the cookie", async () => {
    await makeUser(db(), { email: "revoke-self@example.test" });
    const here = await signIn("revoke-self@example.test");
    const res = await del(here.id, { cookie: here.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: here.id, current: true });
    expect(res.headers.getSetCookie().some((c) => /^authjs\.session-token=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await call(me, "/api/v1/auth/me", { cookie: here.cookie })).status).toBe(401);
  });

  it("answers 404 for another person's session, which lives on; ids that name nothing are 4xx", async () => {
    await makeUser(db(), { email: "nosy@example.test" });
    await makeUser(db(), { email: "victim@example.test" });
    const nosy = await signIn("nosy@example.test");
    const victim = await signIn("victim@example.test");
    const res = await del(victim.id, { cookie: nosy.cookie });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
    expect((await del(victim.id, { bearer: nosy.token })).status).toBe(404);
    expect((await call(me, "/api/v1/auth/me", { cookie: victim.cookie })).status).toBe(200);

    expect((await del("99999999999999999999999", { cookie: nosy.cookie })).status).toBe(404);
    expect((await del(2147483648, { cookie: nosy.cookie })).status).toBe(404);
    for (const bad of ["abc", "1.5", "-1", "0", "1e3", "%00", "\u0000"]) {
      const answer = await del(bad, { cookie: nosy.cookie });
      expect(answer.status, bad).toBeGreaterThanOrEqual(400);
      expect(answer.status, bad).toBeLessThan(500);
    }
    expect((await call(me, "/api/v1/auth/me", { cookie: nosy.cookie })).status).toBe(200);
  });

  it("refuses a cookie write from another site and a caller without a session", async () => {
    await makeUser(db(), { email: "csrf@example.test" });
    const here = await signIn("csrf@example.test");
    const there = await signIn("csrf@example.test", WIN_FIREFOX);
    const crossSite = await call(revokeOne, `/api/v1/auth/sessions/${there.id}`, {
      method: "DELETE",
      params: { id: String(there.id) },
      cookie: here.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await del(there.id, {})).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { cookie: there.cookie })).status).toBe(200);
  });
});

describe("POST /auth/sessions/revoke-others", () => {
  it("ends every other session and API token of the caller and keeps the current one", async () => {
    const user = await makeUser(db(), { role: "admin", email: "everywhere@example.test" });
    await makeUser(db(), { email: "bystander@example.test" });
    const here = await signIn("everywhere@example.test", MAC_CHROME, nextAddress(), adminLogin);
    const others = [await signIn("everywhere@example.test", WIN_FIREFOX, nextAddress(), adminLogin), await signIn("everywhere@example.test", MAC_CHROME, nextAddress(), adminLogin)];
    const api = await createSession(user.id, "api");
    const bystander = await signIn("bystander@example.test");

    const res = await call(revokeOthers, "/api/v1/auth/sessions/revoke-others", { method: "POST", cookie: here.cookie, headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Signed out of 3 other sessions.", data: { revoked: 3 } });

    for (const o of others) expect((await call(me, "/api/v1/auth/me", { cookie: o.cookie })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { bearer: api.token })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { cookie: here.cookie })).status).toBe(200);
    expect((await call(me, "/api/v1/auth/me", { cookie: bystander.cookie })).status).toBe(200);
    expect((await list(here.cookie)).body.data.map((s: { id: number }) => s.id)).toEqual([here.id]);

    const again = await call(revokeOthers, "/api/v1/auth/sessions/revoke-others", { method: "POST", bearer: here.token });
    expect(again.body).toMatchObject({ message: "Signed out of 0 other sessions.", data: { revoked: 0 } });
  });

  it("ignores a body, even a malformed one, and refuses without a session", async () => {
    await makeUser(db(), { email: "hostile-body@example.test" });
    const here = await signIn("hostile-body@example.test");
    const res = await call(revokeOthers, "/api/v1/auth/sessions/revoke-others", { method: "POST", bearer: here.token, body: "{oops\u0000" });
    expect(res.status).toBe(200);
    expect((await call(revokeOthers, "/api/v1/auth/sessions/revoke-others", { method: "POST" })).status).toBe(401);
  });
});

describe("last activity", () => {
  it("is written at most once a minute: two requests within a minute make one write", async () => {
    await makeUser(db(), { email: "touch@example.test" });
    const here = await signIn("touch@example.test");
    const row = async () =>
      (
        await db()
          .select({ lastUsedAt: apiTokens.lastUsedAt, version: sql<string>`xmin::text` })
          .from(apiTokens)
          .where(eq(apiTokens.id, here.id))
      )[0];
    const stale = new Date(Date.now() - 5 * 60_000);
    await db().update(apiTokens).set({ lastUsedAt: stale }).where(eq(apiTokens.id, here.id));
    const before = await row();

    expect((await call(me, "/api/v1/auth/me", { cookie: here.cookie })).status).toBe(200);
    const first = await row();
    expect(first.lastUsedAt!.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
    expect(first.version).not.toBe(before.version);

    expect((await call(me, "/api/v1/auth/me", { bearer: here.token })).status).toBe(200);
    const second = await row();
    expect(second.lastUsedAt!.getTime()).toBe(first.lastUsedAt!.getTime());
    expect(second.version).toBe(first.version);

    const listed = (await list(here.cookie)).body.data[0];
    expect(new Date(listed.last_active_at).getTime()).toBe(first.lastUsedAt!.getTime());
  });
});
