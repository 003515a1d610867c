import { describe, expect, it } from "vitest";
import { createTalent } from "@/db/factories";
import type { Viewer } from "@/lib/auth/viewer";
import { leadWithProfilePicture } from "@/lib/domain/profile-photos";
import { useTestDb } from "@/test/db";
import { listOwnProfilePhotos } from "./talent-profile";

const db = useTestDb();

function viewerOf(created: Awaited<ReturnType<typeof createTalent>>, status: Viewer["status"] = "active"): Viewer {
  return {
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
}

describe("leadWithProfilePicture", () => {
  const gallery = [
    { id: 1, file_url: "/a.jpg" },
    { id: 2, file_url: "/b.jpg" },
  ];
  const standIn = (url: string) => ({ id: 0, file_url: url });

  it("puts the profile picture first without repeating it", () => {
    expect(leadWithProfilePicture("/b.jpg", gallery, standIn).map((p) => p.id)).toEqual([2, 1]);
    expect(leadWithProfilePicture("/own.jpg", gallery, standIn)).toEqual([{ id: 0, file_url: "/own.jpg" }, ...gallery]);
    expect(leadWithProfilePicture(null, gallery, standIn)).toEqual(gallery);
  });
});

describe("listOwnProfilePhotos", () => {
  it("shows the registration picture even with an empty gallery", async () => {
    const created = await createTalent(db(), { profileImageUrl: "/api/v1/files/2026/01/registration.jpg" });
    expect(await listOwnProfilePhotos(viewerOf(created))).toEqual([{ id: 0, file_url: "/api/v1/files/2026/01/registration.jpg" }]);
  });

  it("leads with the profile picture, then the gallery in its public order", async () => {
    const created = await createTalent(db(), {
      media: [{ fileUrl: "/demo/one.jpg" }, { fileUrl: "/demo/two.jpg" }, { fileUrl: "/demo/three.jpg" }],
      profileImageUrl: "/demo/two.jpg",
    });
    const photos = await listOwnProfilePhotos(viewerOf(created));
    expect(photos.map((p) => p.file_url)).toEqual(["/demo/two.jpg", "/demo/one.jpg", "/demo/three.jpg"]);
  });

  it("is the approved talent's own only", async () => {
    const created = await createTalent(db(), { status: "pending" });
    await expect(listOwnProfilePhotos(viewerOf(created, "pending"))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listOwnProfilePhotos(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
