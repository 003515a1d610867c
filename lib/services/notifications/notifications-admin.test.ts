import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { createAdminNotification, listAdminNotifications, updateAdminNotification } from "./notifications-admin";

const db = useTestDb();

const viewer = (user: { id: number; name: string; email: string }, role: Viewer["role"], permissions: Viewer["permissions"] = []): Viewer => ({
  ...user,
  role,
  status: "active",
  permissions,
  talentProfileId: null,
  sessionId: null,
  via: "bearer",
});

describe("notifications-admin service", () => {
  it("needs the notifications permission", async () => {
    const sub = viewer(await makeUser(db(), { role: "subadmin" }), "subadmin", ["news"]);
    await expect(listAdminNotifications(sub, { page: 1, limit: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const talent = await makeUser(db());
    await expect(createAdminNotification(viewer(talent, "talent"), { title: "t", message: "m", target_talents: [talent.id] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("trims, de-duplicates recipients, and answers the first problem's message", async () => {
    const admin = viewer(await makeUser(db(), { role: "admin" }), "admin");
    const t = await makeUser(db());
    const sent = await createAdminNotification(admin, { title: "  Hi  ", message: " There ", target_talents: [t.id, t.id] });
    expect(sent).toMatchObject({ title: "Hi", message: "There", target_count: 1, important: false });
    await expect(updateAdminNotification(admin, sent.id, { title: "", message: "", target_talents: [] })).rejects.toMatchObject({
      code: "VALIDATION",
      message: "Title is required",
    });
    await expect(updateAdminNotification(admin, 999999, { title: "a", message: "b", target_talents: [t.id] })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
