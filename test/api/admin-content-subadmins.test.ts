import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { POST as adminLogin } from "@/app/api/v1/admin/login/route";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { DELETE as remove, PUT as update } from "@/app/api/v1/admin/subadmins/[id]/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/subadmins/route";
import { GET as adminPosts } from "@/app/api/v1/admin/blog-posts/route";
import { permissionsOf } from "@/db/factories";
import { users } from "@/db/schema";
import { EMAIL_TAKEN } from "@/lib/errors";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { ORIGIN, call, cookiesFrom } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

async function adminToken() {
  const admin = await makeUser(db(), { role: "admin" });
  return (await createSession(admin.id)).token;
}

async function login(email: string, password: string) {
  const res = await call(adminLogin, "/api/v1/admin/login", { body: { email, password } });
  return { res, token: res.body?.data?.token as string, cookie: cookiesFrom(res.headers) };
}

const newSubadmin = (email: string) => ({
  name: "  Nadia Editor ",
  email: ` ${email.toUpperCase()} `,
  role: "Content editor",
  permissions: ["news", "dashboard"],
  status: "active",
  password: "Edit0r!pass#1",
});

describe("sub-admins", () => {
  it("creates a real sub-admin who signs in at /admin and reaches only what they were given", async () => {
    const bearer = await adminToken();
    const res = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("nadia@sub.test") });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Nadia Editor",
      email: "nadia@sub.test",
      role: "Content editor",
      permissions: ["dashboard", "news"],
      status: "active",
      lastActive: null,
    });
    const [row] = await db().select().from(users).where(eq(users.email, "nadia@sub.test"));
    expect(row).toMatchObject({ role: "subadmin", status: "active", roleLabel: "Content editor" });
    expect(await permissionsOf(db(), row.id)).toEqual(["dashboard", "news"]);

    const { res: signIn, token } = await login("nadia@sub.test", "Edit0r!pass#1");
    expect(signIn.status).toBe(200);
    expect((await call(adminPosts, "/api/v1/admin/blog-posts", { bearer: token })).status).toBe(200);
    expect((await call(list, "/api/v1/admin/subadmins", { bearer: token })).status).toBe(403);

    const listed = await call(list, "/api/v1/admin/subadmins", { bearer });
    expect(listed.body.data.map((s: { email: string }) => s.email)).toContain("nadia@sub.test");
    expect(listed.body.data.find((s: { email: string }) => s.email === "nadia@sub.test").lastActive).not.toBeNull();
  });

  it("requires a name and an email, refuses a taken email with 409, and changes nothing", async () => {
    const bearer = await adminToken();
    await makeUser(db(), { email: "taken@sub.test" });
    const before = (await db().select().from(users)).length;
    const noName = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: { ...newSubadmin("a@sub.test"), name: "   " } });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.name).toEqual(["Name is required"]);
    const noEmail = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: { ...newSubadmin("a@sub.test"), email: " " } });
    expect(noEmail.body.errors.email).toEqual(["Email is required"]);
    const badPerm = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: { ...newSubadmin("a@sub.test"), permissions: ["root"] } });
    expect(badPerm.status).toBe(422);
    const taken = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("TAKEN@sub.test") });
    expect(taken.status).toBe(409);
    expect(await db().select().from(users)).toHaveLength(before);
  });

  it("creates one account when the same email is saved ten times at once; the others are a 409 at the email, never a 500", async () => {
    const bearer = await adminToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("twice@sub.test") })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(409));
    for (const r of refused) expect(r.body).toMatchObject({ success: false, errors: { email: [EMAIL_TAKEN] } });
    expect(await db().select().from(users).where(eq(users.email, "twice@sub.test"))).toHaveLength(1);
  });

  it("ends every session of a sub-admin who is deactivated", async () => {
    const bearer = await adminToken();
    const created = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("off@sub.test") });
    const id = created.body.data.id as number;
    const web = await login("off@sub.test", "Edit0r!pass#1");
    expect((await call(adminMe, "/api/v1/admin/me", { cookie: web.cookie })).status).toBe(200);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: web.token })).status).toBe(200);

    const off = await call(update, `/api/v1/admin/subadmins/${id}`, {
      method: "PUT",
      bearer,
      params: { id: String(id) },
      body: { ...newSubadmin("off@sub.test"), password: "", status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe("inactive");
    expect((await call(adminMe, "/api/v1/admin/me", { cookie: web.cookie })).status).toBe(401);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: web.token })).status).toBe(401);
    expect((await login("off@sub.test", "Edit0r!pass#1")).res.status).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row.status).toBe("suspended");
  });

  it("ends their sessions when their permissions change, and applies the new ones", async () => {
    const bearer = await adminToken();
    const created = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("perm@sub.test") });
    const id = created.body.data.id as number;
    const before = await login("perm@sub.test", "Edit0r!pass#1");
    // Saving without a change keeps the session.
    const same = await call(update, `/api/v1/admin/subadmins/${id}`, {
      method: "PUT",
      bearer,
      params: { id: String(id) },
      body: { ...newSubadmin("perm@sub.test"), name: "Renamed", password: undefined },
    });
    expect(same.body.data.name).toBe("Renamed");
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: before.token })).status).toBe(200);
    await call(update, `/api/v1/admin/subadmins/${id}`, {
      method: "PUT",
      bearer,
      params: { id: String(id) },
      body: { ...newSubadmin("perm@sub.test"), permissions: ["bookings"], password: undefined },
    });
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: before.token })).status).toBe(401);
    const after = await login("perm@sub.test", "Edit0r!pass#1");
    expect((await call(adminPosts, "/api/v1/admin/blog-posts", { bearer: after.token })).status).toBe(403);
    expect(await permissionsOf(db(), id)).toEqual(["bookings"]);
  });

  it("deletes a sub-admin, ending their sessions; an admin or talent id is not a sub-admin", async () => {
    const bearer = await adminToken();
    const created = await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("gone@sub.test") });
    const id = created.body.data.id as number;
    const session = await login("gone@sub.test", "Edit0r!pass#1");
    const res = await call(remove, `/api/v1/admin/subadmins/${id}`, { method: "DELETE", bearer, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect((await call(adminMe, "/api/v1/admin/me", { bearer: session.token })).status).toBe(401);
    expect(await db().select().from(users).where(eq(users.id, id))).toHaveLength(0);
    const talent = await makeUser(db());
    expect((await call(remove, `/api/v1/admin/subadmins/${talent.id}`, { method: "DELETE", bearer, params: { id: String(talent.id) } })).status).toBe(404);
  });

  it("refuses a cookie write from another site", async () => {
    const admin = await makeUser(db(), { role: "admin", email: "boss@sub.test" });
    const { cookie } = await login(admin.email, "correct-horse-battery");
    const res = await call(create, "/api/v1/admin/subadmins", { method: "POST", cookie, headers: { origin: "https://evil.example" }, body: newSubadmin("x@sub.test") });
    expect(res.status).toBe(403);
    const same = await call(create, "/api/v1/admin/subadmins", { method: "POST", cookie, headers: { origin: ORIGIN }, body: newSubadmin("x@sub.test") });
    expect(same.status).toBe(201);
  });

  it("lists the activity history newest first with admin_name, section, action and timestamp", async () => {
    const bearer = await adminToken();
    await call(create, "/api/v1/admin/subadmins", { method: "POST", bearer, body: newSubadmin("log@sub.test") });
    const res = await call(activity, "/api/v1/admin/activity", { bearer, query: { page: 1, limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.limit).toBe(5);
    expect(res.body.data.data[0]).toMatchObject({ admin_name: "Test admin", section: "sub-admins", action: "Created sub-admin Nadia Editor" });
    expect(new Date(res.body.data.data[0].timestamp).getTime()).toBeGreaterThan(0);
  });
});
