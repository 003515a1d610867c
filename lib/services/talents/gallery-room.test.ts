import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createTalent, type MediaInput } from "@/db/factories";
import { talentMedia } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { MAX_MEDIA_PER_TALENT, MEDIA_LIMIT_REACHED } from "@/lib/validation/media";
import { useTestDb } from "@/test/db";
import { addTalentMediaByAdmin } from "./talents-admin-media";
import { TALENT_GALLERY_FULL } from "./gallery-room";
import { uploadOwnMedia } from "./media";

const db = useTestDb();
let admin: Viewer;

const viewer = (id: number, role: Viewer["role"], talentProfileId: number | null = null): Viewer => ({
  id,
  name: "V",
  email: `v${id}@x.test`,
  role,
  status: "active",
  permissions: [],
  talentProfileId,
  sessionId: null,
  via: "bearer",
});

const photos = (n: number): MediaInput[] => Array.from({ length: n }, (_, i) => ({ fileUrl: `/demo/portraits/p${i}.jpg` }));

async function jpeg() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
}

const countOf = async (profileId: number) =>
  (await db().select({ n: count() }).from(talentMedia).where(eq(talentMedia.talentProfileId, profileId)))[0].n;

beforeAll(async () => {
  admin = viewer((await createAdmin(db())).id, "admin");
});

describe("a gallery's cap holds for the talent's upload and the admin's alike", () => {
  it("refuses the talent's own upload to a full gallery", async () => {
    const t = await createTalent(db(), { media: photos(MAX_MEDIA_PER_TALENT) });
    await expect(uploadOwnMedia(viewer(t.user.id, "talent", t.profile.id), await jpeg())).rejects.toMatchObject({
      code: "VALIDATION",
      message: MEDIA_LIMIT_REACHED,
    });
    expect(await countOf(t.profile.id)).toBe(MAX_MEDIA_PER_TALENT);
  });

  it("refuses the admin's upload to a full gallery, and takes one into a gallery with room left", async () => {
    const full = await createTalent(db(), { media: photos(MAX_MEDIA_PER_TALENT) });
    await expect(addTalentMediaByAdmin(admin, full.user.id, await jpeg())).rejects.toMatchObject({
      code: "VALIDATION",
      message: TALENT_GALLERY_FULL,
      errors: { file: [TALENT_GALLERY_FULL] },
    });
    expect(await countOf(full.profile.id)).toBe(MAX_MEDIA_PER_TALENT);

    const roomy = await createTalent(db(), { media: photos(MAX_MEDIA_PER_TALENT - 1) });
    await expect(addTalentMediaByAdmin(admin, roomy.user.id, await jpeg())).resolves.toMatchObject({ id: expect.any(Number) });
    expect(await countOf(roomy.profile.id)).toBe(MAX_MEDIA_PER_TALENT);
    await expect(addTalentMediaByAdmin(admin, roomy.user.id, await jpeg())).rejects.toMatchObject({ message: TALENT_GALLERY_FULL });
  });
});
