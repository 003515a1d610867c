import { describe, expect, it } from "vitest";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { GET as adminTalents } from "@/app/api/v1/admin/talents/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as blogCategories } from "@/app/api/v1/blog-categories/route";
import { GET as notifications } from "@/app/api/v1/notifications/route";
import { GET as profile } from "@/app/api/v1/profile/route";
import { GET as talents } from "@/app/api/v1/talents/route";
import { PRIVATE_NO_STORE } from "@/lib/cache-control";
import { useTestDb } from "../db";
import { ORIGIN, call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function signIn(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return { res, token: res.body.data.token as string, cookie: cookiesFrom(res.headers) };
}

describe("Cache-Control: private, no-store on every answer that depends on the viewer", () => {
  it("marks /auth/me, signed in by cookie or token and signed out", async () => {
    await makeUser(db(), { email: "cache-me@example.test" });
    const { cookie, token } = await signIn("cache-me@example.test");
    const viaCookie = await call(me, "/api/v1/auth/me", { cookie });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect((await call(me, "/api/v1/auth/me", { bearer: token })).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    const signedOut = await call(me, "/api/v1/auth/me");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("marks a talent's and an admin's private reads", async () => {
    await makeUser(db(), { email: "cache-talent@example.test" });
    await makeUser(db(), { role: "admin", email: "cache-admin@example.test" });
    const talent = await signIn("cache-talent@example.test");
    const admin = await call(login, "/api/v1/admin/login", { body: { email: "cache-admin@example.test", password: TEST_PASSWORD } });
    const adminToken = admin.body.data.token as string;
    const answers = [
      await call(profile, "/api/v1/profile", { bearer: talent.token }),
      await call(notifications, "/api/v1/notifications", { bearer: talent.token }),
      await call(adminMe, "/api/v1/admin/me", { bearer: adminToken }),
      await call(adminTalents, "/api/v1/admin/talents", { bearer: adminToken }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    }
  });

  it("marks the sign-in answers, failed or not, and the sign-out that clears the cookie", async () => {
    await makeUser(db(), { email: "cache-login@example.test" });
    const { res, cookie } = await signIn("cache-login@example.test");
    expect(res.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    const wrong = await call(login, "/api/v1/auth/login", { body: { email: "cache-login@example.test", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    const out = await call(logout, "/api/v1/auth/logout", { method: "POST", cookie, headers: { origin: ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("leaves the public lists cacheable", async () => {
    for (const answer of [await call(talents, "/api/v1/talents"), await call(blogCategories, "/api/v1/blog-categories")]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
    }
  });
});
