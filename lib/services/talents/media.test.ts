import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { talentMedia } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { talentViewer } from "@/test/viewers";
import { deleteOwnMedia, listOwnMedia } from "./media";

const db = useTestDb();

describe("media", () => {
  it("refuses no viewer, a pending talent and staff", async () => {
    const { viewer } = await talentViewer(db(), "pending");
    const admin: Viewer = { ...viewer, role: "admin", status: "active" };
    for (const v of [null, viewer, admin]) {
      await expect(listOwnMedia(v)).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
    }
  });

  it("lists newest first and deletes only the viewer's own photo", async () => {
    const a = await talentViewer(db(), "active", { media: [{ fileUrl: "/demo/one.jpg" }, { fileUrl: "/demo/two.jpg" }] });
    const b = await talentViewer(db(), "active", { media: [{ fileUrl: "/demo/three.jpg" }] });
    const page = await listOwnMedia(a.viewer);
    expect(page.map((m) => m.file_url)).toEqual(["/demo/two.jpg", "/demo/one.jpg"]);
    await expect(deleteOwnMedia(a.viewer, b.media[0].id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(talentMedia).where(eq(talentMedia.id, b.media[0].id))).toHaveLength(1);
    await deleteOwnMedia(a.viewer, a.media[0].id);
    expect(await listOwnMedia(a.viewer)).toHaveLength(1);
  });
});
