import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteOne, GET as getOne, PUT as updateOne } from "@/app/api/v1/admin/notifications/[id]/route";
import { GET as recipients } from "@/app/api/v1/admin/notifications/recipients/route";
import { GET as list, POST as send } from "@/app/api/v1/admin/notifications/route";
import { DELETE as aliasDelete } from "@/app/api/v1/notifications/[id]/route";
import { GET as inbox, POST as aliasSend } from "@/app/api/v1/notifications/route";
import { notificationRecipients, notifications, users } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

async function signedIn(opts: Parameters<typeof makeUser>[1]) {
  const user = await makeUser(db(), opts);
  return { user, bearer: (await createSession(user.id)).token };
}

async function inboxTitles(bearer: string, filter = "all") {
  const res = await call(inbox, "/api/v1/notifications", { bearer, query: { filter } });
  expect(res.status).toBe(200);
  return res.body.data.data as Array<{ title: string; important: boolean; is_read: boolean }>;
}

describe("admin notifications", () => {
  it("reaches only the targeted talents, marked important, and counts them", async () => {
    const { bearer: admin } = await signedIn({ role: "admin" });
    const ana = await signedIn({ email: "ana@notify.test" });
    const bo = await signedIn({ email: "bo@notify.test" });
    const cy = await signedIn({ email: "cy@notify.test" });
    const res = await call(send, "/api/v1/admin/notifications", {
      method: "POST",
      bearer: admin,
      body: { title: "Casting on Friday", message: "Bring your book.", important: true, target_talents: [ana.user.id, bo.user.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Notification has been successfully sent to 2 talent(s).",
      data: { title: "Casting on Friday", important: true, target_all: false, target_count: 2, recipient_ids: [ana.user.id, bo.user.id] },
    });
    expect(await inboxTitles(ana.bearer)).toEqual([expect.objectContaining({ title: "Casting on Friday", important: true, is_read: false })]);
    expect((await inboxTitles(bo.bearer, "important")).map((n) => n.title)).toEqual(["Casting on Friday"]);
    expect(await inboxTitles(cy.bearer)).toEqual([]);
  });

  it("targets every active talent with 'all', and no pending, declined or hidden one", async () => {
    const { bearer: admin } = await signedIn({ role: "admin" });
    await db().delete(users).where(eq(users.role, "talent"));
    const active = [await makeUser(db()), await makeUser(db())];
    const pending = await makeUser(db(), { status: "pending" });
    const hidden = await makeUser(db(), { status: "hidden" });
    const res = await call(send, "/api/v1/admin/notifications", {
      method: "POST",
      bearer: admin,
      body: { title: "Agency news", message: "We moved.", target_talents: "all" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ target_all: true, target_talents: "all", target_count: 2, important: false });
    const rows = await db().select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, res.body.data.id));
    expect(rows.map((r) => r.userId).sort()).toEqual(active.map((u) => u.id).sort());
    // Selecting everyone by hand is "all" too; a talent who is not active cannot be chosen.
    const byHand = await call(send, "/api/v1/admin/notifications", {
      method: "POST",
      bearer: admin,
      body: { title: "Hand-picked", message: "Hi", target_talents: active.map((u) => u.id) },
    });
    expect(byHand.body.data.target_all).toBe(true);
    for (const u of [pending, hidden]) {
      const refused = await call(send, "/api/v1/admin/notifications", {
        method: "POST",
        bearer: admin,
        body: { title: "Nope", message: "Hi", target_talents: [u.id] },
      });
      expect(refused.status).toBe(422);
    }
    const list1 = await call(list, "/api/v1/admin/notifications", { bearer: admin });
    expect(list1.body.data.data[0]).toMatchObject({ title: "Hand-picked", target_all: true, target_count: 2 });
  });

  it("requires title, message and at least one talent, and changes nothing when refused", async () => {
    const { bearer: admin } = await signedIn({ role: "admin" });
    const talent = await makeUser(db());
    const before = (await db().select().from(notifications)).length;
    const cases: Array<[object, string]> = [
      [{ title: "  ", message: "m", target_talents: [talent.id] }, "title"],
      [{ title: "t", message: "", target_talents: [talent.id] }, "message"],
      [{ title: "t", message: "m", target_talents: [] }, "target_talents"],
    ];
    for (const [body, field] of cases) {
      const res = await call(send, "/api/v1/admin/notifications", { method: "POST", bearer: admin, body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const none = await call(send, "/api/v1/admin/notifications", { method: "POST", bearer: admin, body: { title: "t", message: "m", target_talents: [] } });
    expect(none.body.errors.target_talents).toEqual(["Please select at least one talent to send the notification to."]);
    expect(await db().select().from(notifications)).toHaveLength(before);
  });

  it("edits for its recipients: adds and removes talents and keeps the read state of those who stay", async () => {
    const { bearer: admin } = await signedIn({ role: "admin" });
    const [a, b, c] = [await signedIn({}), await signedIn({}), await signedIn({})];
    const sent = await call(send, "/api/v1/admin/notifications", {
      method: "POST",
      bearer: admin,
      body: { title: "First", message: "M", target_talents: [a.user.id, b.user.id] },
    });
    const id = sent.body.data.id as number;
    await db()
      .update(notificationRecipients)
      .set({ isRead: true, readAt: new Date() })
      .where(and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.userId, a.user.id)));
    const edited = await call(updateOne, `/api/v1/admin/notifications/${id}`, {
      method: "PUT",
      bearer: admin,
      params: { id: String(id) },
      body: { title: "First (updated)", message: "M2", important: true, target_talents: [a.user.id, c.user.id] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe("Notification has been successfully updated to 2 talent(s).");
    expect(await inboxTitles(a.bearer)).toEqual([expect.objectContaining({ title: "First (updated)", is_read: true, important: true })]);
    expect(await inboxTitles(b.bearer)).toEqual([]);
    expect(await inboxTitles(c.bearer)).toEqual([expect.objectContaining({ title: "First (updated)", is_read: false })]);
    const one = await call(getOne, `/api/v1/admin/notifications/${id}`, { bearer: admin, params: { id: String(id) } });
    expect(one.body.data.recipient_ids).toEqual([a.user.id, c.user.id].sort((x, y) => x - y));

    const del = await call(deleteOne, `/api/v1/admin/notifications/${id}`, { method: "DELETE", bearer: admin, params: { id: String(id) } });
    expect(del.status).toBe(200);
    expect(await inboxTitles(a.bearer)).toEqual([]);
    expect((await call(getOne, `/api/v1/admin/notifications/${id}`, { bearer: admin, params: { id: String(id) } })).status).toBe(404);
  });

  it("lists active talents as recipients", async () => {
    const { bearer } = await signedIn({ role: "subadmin", permissions: ["notifications"] });
    const t = await makeUser(db(), { email: "zed@notify.test" });
    const pending = await makeUser(db(), { status: "pending" });
    const res = await call(recipients, "/api/v1/admin/notifications/recipients", { bearer });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(t.id);
    expect(ids).not.toContain(pending.id);
    expect(res.body.data.find((r: { id: number }) => r.id === t.id)).toMatchObject({ full_name: "Test talent", email: "zed@notify.test" });
  });

  it("answers the spec's POST /notifications and DELETE /notifications/{id} for staff with the permission only", async () => {
    const { bearer: admin } = await signedIn({ role: "admin" });
    const talent = await signedIn({});
    const body = { title: "Alias", message: "Sent the old way", important: true, target_talents: [talent.user.id] };
    expect((await call(aliasSend, "/api/v1/notifications", { method: "POST", body })).status).toBe(401);
    expect((await call(aliasSend, "/api/v1/notifications", { method: "POST", bearer: talent.bearer, body })).status).toBe(403);
    const { bearer: newsOnly } = await signedIn({ role: "subadmin", permissions: ["news"] });
    expect((await call(aliasSend, "/api/v1/notifications", { method: "POST", bearer: newsOnly, body })).status).toBe(403);
    const sent = await call(aliasSend, "/api/v1/notifications", { method: "POST", bearer: admin, body });
    expect(sent.status).toBe(201);
    expect(await inboxTitles(talent.bearer)).toEqual([expect.objectContaining({ title: "Alias", important: true })]);
    const id = String(sent.body.data.id);
    expect((await call(aliasDelete, `/api/v1/notifications/${id}`, { method: "DELETE", bearer: talent.bearer, params: { id } })).status).toBe(403);
    expect((await call(aliasDelete, `/api/v1/notifications/${id}`, { method: "DELETE", bearer: admin, params: { id } })).status).toBe(200);
    expect(await inboxTitles(talent.bearer)).toEqual([]);
  });
});
