import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { PUT as markRead } from "@/app/api/v1/notifications/[id]/read/route";
import { GET as listNotifications } from "@/app/api/v1/notifications/route";
import { createNotification } from "@/db/factories";
import { notificationRecipients } from "@/db/schema";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function signIn(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const list = (token: string, query: Record<string, string | number> = {}) =>
  call(listNotifications, "/api/v1/notifications", { bearer: token, query });
const read = (token: string, id: number) =>
  call(markRead, `/api/v1/notifications/${id}/read`, { method: "PUT", bearer: token, params: { id: String(id) } });

async function inbox() {
  const me = await makeUser(db());
  const other = await makeUser(db());
  const t = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const general = await createNotification(db(), { title: "Casting next week", message: "Bring your book.", recipients: [me.id, other.id], createdAt: t(50) });
  const flagged = await createNotification(db(), { title: "Contract update", important: true, recipients: [me.id], createdAt: t(40) });
  const booking = await createNotification(db(), { title: "New booking", type: "booking", recipients: [{ userId: me.id, isRead: true }], createdAt: t(30) });
  const system = await createNotification(db(), { title: "Maintenance", type: "system", recipients: [me.id], createdAt: t(20) });
  const notMine = await createNotification(db(), { title: "Only for the other talent", recipients: [other.id], createdAt: t(10) });
  return { me, other, token: await signIn(me.email), n: { general, flagged, booking, system, notMine } };
}

describe("GET /notifications", () => {
  it("lists only the signed-in talent's notifications, newest first, with the spec's fields", async () => {
    const { token, n } = await inbox();
    const res = await list(token);
    expect(res.status).toBe(200);
    const items = res.body.data.data;
    expect(items.map((i: { title: string }) => i.title)).toEqual(["Maintenance", "New booking", "Contract update", "Casting next week"]);
    expect(items.find((i: { id: number }) => i.id === n.notMine.notification.id)).toBeUndefined();
    expect(items[3]).toMatchObject({
      id: n.general.notification.id,
      title: "Casting next week",
      message: "Bring your book.",
      type: "general",
      important: false,
      is_read: false,
      created_at: expect.any(String),
    });
    expect(res.body.data).toMatchObject({ total: 4, unread_count: 3 });
  });

  it("counts as important what the agency flagged and every system or booking notice", async () => {
    const { token } = await inbox();
    const all = (await list(token)).body.data.data as { title: string; important: boolean }[];
    expect(Object.fromEntries(all.map((i) => [i.title, i.important]))).toEqual({
      Maintenance: true,
      "New booking": true,
      "Contract update": true,
      "Casting next week": false,
    });
    const important = (await list(token, { filter: "important" })).body.data.data.map((i: { title: string }) => i.title);
    expect(important).toEqual(["Maintenance", "New booking", "Contract update"]);
    const unread = (await list(token, { filter: "unread" })).body.data.data.map((i: { title: string }) => i.title);
    expect(unread).toEqual(["Maintenance", "Contract update", "Casting next week"]);
    // An unknown filter reads as all.
    expect((await list(token, { filter: "bogus" })).body.data.total).toBe(4);
  });

  it("answers an empty inbox with an empty list", async () => {
    const user = await makeUser(db());
    const res = await list(await signIn(user.email));
    expect(res.body.data).toMatchObject({ data: [], total: 0, unread_count: 0 });
  });

  it("refuses a pending talent (403) and no session (401)", async () => {
    const pending = await makeUser(db(), { status: "pending" });
    expect((await list(await signIn(pending.email))).status).toBe(403);
    expect((await call(listNotifications, "/api/v1/notifications")).status).toBe(401);
  });
});

describe("PUT /notifications/{id}/read", () => {
  it("marks one read, and a second call changes nothing (idempotent)", async () => {
    const { me, token, n } = await inbox();
    const id = n.general.notification.id;
    const first = await read(token, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { id, is_read: true, read_at: expect.any(String) } });
    const second = await read(token, id);
    expect(second.status).toBe(200);
    expect(second.body.data.read_at).toBe(first.body.data.read_at);
    const [row] = await db()
      .select()
      .from(notificationRecipients)
      .where(and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.userId, me.id)));
    expect(row.isRead).toBe(true);
    expect((await list(token)).body.data.unread_count).toBe(2);
  });

  it("reads per talent: marking mine read leaves the other recipient's unread", async () => {
    const { other, token, n } = await inbox();
    await read(token, n.general.notification.id);
    const otherInbox = await list(await signIn(other.email));
    expect(otherInbox.body.data.data.find((i: { id: number }) => i.id === n.general.notification.id).is_read).toBe(false);
  });

  it("refuses another talent's notification with 404 and changes nothing", async () => {
    const { other, token, n } = await inbox();
    const res = await read(token, n.notMine.notification.id);
    expect(res.status).toBe(404);
    expect((await read(token, 999_999)).status).toBe(404);
    const [row] = await db()
      .select()
      .from(notificationRecipients)
      .where(and(eq(notificationRecipients.notificationId, n.notMine.notification.id), eq(notificationRecipients.userId, other.id)));
    expect(row.isRead).toBe(false);
  });
});
