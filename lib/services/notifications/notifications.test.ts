import { describe, expect, it } from "vitest";
import { createNotification } from "@/db/factories";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { talentViewer } from "@/test/viewers";
import { countUnreadNotifications, isImportantNotification, listOwnNotifications, markNotificationRead } from "./notifications";

const db = useTestDb();

describe("notifications", () => {
  it("refuse no viewer, a pending talent and staff", async () => {
    const { viewer } = await talentViewer(db(), "pending");
    const admin: Viewer = { ...viewer, role: "admin", status: "active" };
    for (const v of [null, viewer, admin]) {
      await expect(countUnreadNotifications(v)).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
    }
  });

  it("count as important when flagged or about the system or a booking", () => {
    expect(isImportantNotification({ important: false, type: "general" })).toBe(false);
    expect(isImportantNotification({ important: true, type: "general" })).toBe(true);
    expect(isImportantNotification({ important: false, type: "system" })).toBe(true);
    expect(isImportantNotification({ important: false, type: "booking" })).toBe(true);
  });

  it("keep read state per talent", async () => {
    const a = await talentViewer(db());
    const b = await talentViewer(db());
    const { notification } = await createNotification(db(), { recipients: [a.viewer.id, b.viewer.id] });
    await markNotificationRead(a.viewer, notification.id);
    expect(await countUnreadNotifications(a.viewer)).toBe(0);
    expect(await countUnreadNotifications(b.viewer)).toBe(1);
    const inbox = await listOwnNotifications(b.viewer, { filter: "unread", page: 1, limit: 20 });
    expect(inbox.data.map((n) => n.id)).toEqual([notification.id]);
  });
});
