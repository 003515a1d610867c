import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createNotification, createTalent } from "@/db/factories";
import { talentMedia } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { deleteOwnMedia, listOwnMedia } from "./media";
import { countUnreadNotifications, isImportantNotification, listOwnNotifications, markNotificationRead } from "./notifications";
import { updateOwnMeasurements } from "./talent-measurements";
import { disconnectSocialAccount, getOwnSocialAccounts, socialRedirectUri } from "./social";

const db = useTestDb();

async function talentViewer(status: Viewer["status"] = "active", overrides: Parameters<typeof createTalent>[1] = {}) {
  const created = await createTalent(db(), { status, ...overrides });
  const viewer: Viewer = {
    id: created.user.id,
    name: created.user.name,
    email: created.user.email,
    role: "talent",
    status,
    permissions: [],
    talentProfileId: created.profile.id,
    sessionId: null,
    via: "bearer",
  };
  return { viewer, ...created };
}

describe("the dashboard services check the viewer themselves", () => {
  it("refuse no viewer, a pending talent and staff", async () => {
    const { viewer } = await talentViewer("pending");
    const admin: Viewer = { ...viewer, role: "admin", status: "active" };
    for (const v of [null, viewer, admin]) {
      await expect(updateOwnMeasurements(v, { height: "180" })).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
      await expect(listOwnMedia(v)).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
      await expect(countUnreadNotifications(v)).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
      await expect(disconnectSocialAccount(v, "instagram")).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
    }
  });
});

describe("media", () => {
  it("lists newest first and deletes only the viewer's own photo", async () => {
    const a = await talentViewer("active", { media: [{ fileUrl: "/demo/one.jpg" }, { fileUrl: "/demo/two.jpg" }] });
    const b = await talentViewer("active", { media: [{ fileUrl: "/demo/three.jpg" }] });
    const page = await listOwnMedia(a.viewer);
    expect(page.map((m) => m.file_url)).toEqual(["/demo/two.jpg", "/demo/one.jpg"]);
    await expect(deleteOwnMedia(a.viewer, b.media[0].id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(talentMedia).where(eq(talentMedia.id, b.media[0].id))).toHaveLength(1);
    await deleteOwnMedia(a.viewer, a.media[0].id);
    expect(await listOwnMedia(a.viewer)).toHaveLength(1);
  });
});

describe("notifications", () => {
  it("count as important when flagged or about the system or a booking", () => {
    expect(isImportantNotification({ important: false, type: "general" })).toBe(false);
    expect(isImportantNotification({ important: true, type: "general" })).toBe(true);
    expect(isImportantNotification({ important: false, type: "system" })).toBe(true);
    expect(isImportantNotification({ important: false, type: "booking" })).toBe(true);
  });

  it("keep read state per talent", async () => {
    const a = await talentViewer();
    const b = await talentViewer();
    const { notification } = await createNotification(db(), { recipients: [a.viewer.id, b.viewer.id] });
    await markNotificationRead(a.viewer, notification.id);
    expect(await countUnreadNotifications(a.viewer)).toBe(0);
    expect(await countUnreadNotifications(b.viewer)).toBe(1);
    const inbox = await listOwnNotifications(b.viewer, { filter: "unread", page: 1, limit: 20 });
    expect(inbox.data.map((n) => n.id)).toEqual([notification.id]);
  });
});

describe("social", () => {
  it("sends the provider back to the settings page of this site", () => {
    expect(socialRedirectUri("http://localhost:3000")).toBe("http://localhost:3000/dashboard/settings");
  });

  it("shows both platforms, connected or not, and whether Connect can work here", async () => {
    const { viewer } = await talentViewer("hidden", { social: [{ platform: "tiktok", followers: 900, username: "tt", url: "https://www.tiktok.com/@tt" }] });
    const accounts = await getOwnSocialAccounts(viewer);
    expect(accounts).toEqual([
      { platform: "instagram", label: "Instagram", configured: false, connected: false, followers: 0, username: null, url: null },
      { platform: "tiktok", label: "TikTok", configured: false, connected: true, followers: 900, username: "tt", url: "https://www.tiktok.com/@tt" },
    ]);
  });
});
