import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as updateTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { POST as addTalentMedia } from "@/app/api/v1/admin/talents/[id]/media/route";
import { POST as erase } from "@/app/api/v1/admin/talents/[id]/erase/route";
import { POST as createBlock } from "@/app/api/v1/availability/route";
import { PUT as putMeasurements } from "@/app/api/v1/profile/route";
import { POST as uploadMedia } from "@/app/api/v1/talent-media/route";
import { availabilityBlocks, socialAccounts, talentMedia, talentProfiles, uploads, users } from "@/db/schema";
import { dataDir } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { ACCOUNT_ERASED, TALENT_ERASED } from "@/lib/services/account-lock";
import { createOwnAvailability } from "@/lib/services/availability";
import { uploadOwnMedia } from "@/lib/services/media";
import { ERASED_PROFILE_VALUES } from "@/lib/services/privacy-registry";
import { createSession } from "@/lib/services/sessions";
import { updateOwnMeasurements } from "@/lib/services/talent-measurements";
import { finishErasures } from "@/lib/services/talent-erasure";
import { storeImage } from "@/lib/storage";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";
import { talentViewer } from "../viewers";

// Issue 35, item 3: an erasure wins every race with the talent's own writes and staff's, and leaves nothing behind,
// in the database or in the storage folder.

const db = useTestDb();

let admin: string;
beforeAll(async () => {
  admin = (await createSession((await makeUser(db(), { role: "admin" })).id)).token;
});

const png = async (colour: string) => new Uint8Array(await sharp({ create: { width: 30, height: 40, channels: 3, background: colour } }).png().toBuffer());
const photoForm = async (colour: string) => {
  const form = new FormData();
  form.append("file", new File([(await png(colour)) as BlobPart], "p.png", { type: "image/png" }));
  return form;
};

/** Every file in the storage folder (the local driver's). */
function storedFiles(): string[] {
  const root = dataDir("uploads");
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(root);
}

async function leftOf(userId: number, profileId: number) {
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, profileId));
  return {
    media: await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profileId)),
    uploads: await db().select().from(uploads).where(eq(uploads.ownerId, userId)),
    blocks: await db().select().from(availabilityBlocks).where(eq(availabilityBlocks.talentProfileId, profileId)),
    social: await db().select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profileId)),
    profile,
  };
}

const eraseBy = (userId: number, email: string) =>
  call(erase, `/api/v1/admin/talents/${userId}/erase`, { params: { id: String(userId) }, body: { confirm: email }, bearer: admin });

/** The refusal a write that lost the race gets (a 410 in the envelope through the API). */
async function refusal(write: Promise<unknown>) {
  try {
    await write;
    return "written";
  } catch (error) {
    return isAppError(error) ? `${error.code}: ${error.message}` : String(error);
  }
}

describe("an erasure racing the talent's writes and staff's", () => {
  it("a burst of uploads, measurement, availability and staff writes racing an erasure leaves no row and no file", async () => {
    for (let round = 0; round < 3; round++) {
      const email = `race-${round}@people.test`;
      const { viewer, user, profile } = await talentViewer(db(), "active", { email, media: [] });
      const token = (await createSession(user.id)).token;
      const filesBefore = new Set(storedFiles());

      const writes: Promise<{ status: number }>[] = [];
      let erasure: Promise<{ status: number }> | undefined;
      for (let i = 0; i < 4; i++) {
        writes.push(photoForm(`#${i}${i}3355`).then((form) => call(uploadMedia, "/api/v1/talent-media", { method: "POST", bearer: token, form })));
        writes.push(call(putMeasurements, "/api/v1/profile", { method: "PUT", bearer: token, body: { height: `17${i} cm`, bust: `8${i} cm`, hair_color: "Brown" } }));
        writes.push(call(createBlock, "/api/v1/availability", { method: "POST", bearer: token, body: { starts_on: `2031-05-0${i + 1}`, ends_on: `2031-05-0${i + 1}`, kind: "holiday", note: `Trip ${i}` } }));
        writes.push(call(updateTalent, `/api/v1/admin/talents/${user.id}`, { params: { id: String(user.id) }, bearer: admin, body: { name: `Back ${i}`, phone: "+1 555 0199" } }));
        writes.push(
          photoForm(`#33${i}${i}55`).then((form) =>
            call(addTalentMedia, `/api/v1/admin/talents/${user.id}/media`, { method: "POST", params: { id: String(user.id) }, bearer: admin, form }),
          ),
        );
        if (i === 1) erasure = eraseBy(user.id, email);
      }
      const [erased, ...answers] = await Promise.all([erasure!, ...writes]);
      expect(erased.status, JSON.stringify(erased)).toBe(200);
      // Each write either landed before the erasure (and the erasure removed it) or was refused in the envelope.
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200 || s === 201 || s === 401 || s === 409 || s === 410)).toHaveLength(statuses.length);

      // Writes that passed their sign-in check before the erasure and reach the database after it.
      const late = await Promise.all([
        refusal(uploadOwnMedia(viewer, new Blob([(await png("#abcdef")) as BlobPart], { type: "image/png" }))),
        refusal(updateOwnMeasurements(viewer, { height: "190 cm" })),
        refusal(createOwnAvailability(viewer, { starts_on: "2031-06-01", ends_on: "2031-06-02", kind: "holiday", note: "Late" })),
      ]);
      expect(late).toEqual([`GONE: ${ACCOUNT_ERASED}`, `GONE: ${ACCOUNT_ERASED}`, `GONE: ${ACCOUNT_ERASED}`]);

      // Nothing of hers in the database, and no file written during the race is left in the storage folder.
      const left = await leftOf(user.id, profile.id);
      expect({ media: left.media, uploads: left.uploads, blocks: left.blocks, social: left.social }).toEqual({ media: [], uploads: [], blocks: [], social: [] });
      expect(left.profile).toMatchObject(ERASED_PROFILE_VALUES);
      expect(storedFiles().filter((f) => !filesBefore.has(f))).toEqual([]);
      const [account] = await db().select().from(users).where(eq(users.id, user.id));
      expect(account).toMatchObject({ name: "Erased talent", phone: null, erasedAt: expect.any(Date) });
    }
  });

  it("refuses staff edits of an erased account with 409 and a message, changing nothing and keeping no file", async () => {
    const email = "staff-after@people.test";
    const { user } = await talentViewer(db(), "active", { email, media: [] });
    expect((await eraseBy(user.id, email)).status).toBe(200);
    const filesBefore = new Set(storedFiles());

    const edit = await call(updateTalent, `/api/v1/admin/talents/${user.id}`, { params: { id: String(user.id) }, bearer: admin, body: { name: "Written back", phone: "+1 555 0100" } });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ success: false, message: TALENT_ERASED });
    const photo = await call(addTalentMedia, `/api/v1/admin/talents/${user.id}/media`, { method: "POST", params: { id: String(user.id) }, bearer: admin, form: await photoForm("#123456") });
    expect(photo.status).toBe(409);

    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ name: "Erased talent", phone: null });
    expect(storedFiles().filter((f) => !filesBefore.has(f))).toEqual([]);
  });

  it("the daily run removes an erased talent's files even when a row still points at them", async () => {
    const email = "slipped@people.test";
    const { user, profile } = await talentViewer(db(), "active", { email, media: [] });
    expect((await eraseBy(user.id, email)).status).toBe(200);
    // A write that slipped past every check: a file stored for her and a photo row pointing at it.
    const stored = await storeImage(await png("#654321"), { ownerId: user.id });
    await db().insert(talentMedia).values({ talentProfileId: profile.id, fileUrl: stored.url, sortOrder: 0 });
    const file = dataDir("uploads", stored.url.replace("/api/v1/files/", ""));
    expect(existsSync(file)).toBe(true);

    expect(await finishErasures()).toBe(1);
    expect(existsSync(file)).toBe(false);
    const left = await leftOf(user.id, profile.id);
    expect({ media: left.media, uploads: left.uploads }).toEqual({ media: [], uploads: [] });
  });
});
