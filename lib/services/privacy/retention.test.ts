import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { activityLog, contactMessages, talentProfiles, uploads, users } from "@/db/schema";
import { storeImage } from "@/lib/storage";
import { createAdmin, createTalent } from "@/db/factories";
import { taskDefinition } from "@/lib/tasks/catalogue";
import { runTaskNow } from "@/test/tasks";
import { ERASED_TALENT_NAME, RETENTION_DEFAULTS } from "@/lib/domain/privacy";
import { runRetention } from "./retention";
import { finishErasures } from "./talent-erasure";
import { updateSetting } from "@/lib/services/settings/settings";
import { useTestDb } from "@/test/db";
import { viewerOf } from "@/test/viewers";

const db = useTestDb();
const DAY = 86_400_000;
const now = new Date("2031-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

async function applicant(status: "declined" | "pending" | "active", declinedDaysAgo: number | null, updatedDaysAgo = 0) {
  const t = await createTalent(db(), { status, name: `Applicant ${status} ${declinedDaysAgo}`, profile: { stageName: "Someone", bio: "About me" } });
  await db()
    .update(users)
    .set({ declinedAt: declinedDaysAgo === null ? null : daysAgo(declinedDaysAgo), updatedAt: daysAgo(updatedDaysAgo) })
    .where(eq(users.id, t.user.id));
  return t;
}

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(db());
});

describe("the retention run", () => {
  it("erases declined applicants past the setting (as System) and deletes old contact messages, once", async () => {
    const old = await applicant("declined", RETENTION_DEFAULTS.declinedApplicantDays + 1);
    // Declined before the column existed: the migration wrote its last change as the decline.
    const legacy = await applicant("declined", null, RETENTION_DEFAULTS.declinedApplicantDays + 30);
    const recent = await applicant("declined", RETENTION_DEFAULTS.declinedApplicantDays - 1);
    const pending = await applicant("pending", null, 400);
    const active = await applicant("active", null, 400);
    const [oldMessage, newMessage] = await db()
      .insert(contactMessages)
      .values([
        { fullName: "Old", email: "old@visitor.test", subject: "s", message: "m", createdAt: daysAgo(RETENTION_DEFAULTS.contactMessageDays + 1) },
        { fullName: "New", email: "new@visitor.test", subject: "s", message: "m", createdAt: daysAgo(RETENTION_DEFAULTS.contactMessageDays - 1) },
      ])
      .returning();

    const result = await runRetention(now);
    expect(result.erased.sort()).toEqual([old.user.id, legacy.user.id].sort());
    expect(result.contactMessages).toBe(1);

    for (const t of [old, legacy]) {
      expect(await userRow(t.user.id)).toMatchObject({ name: ERASED_TALENT_NAME, status: "suspended", erasedAt: expect.any(Date) });
      const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, t.profile.id));
      expect(profile).toMatchObject({ stageName: null, bio: null });
      const [entry] = await db().select().from(activityLog).where(and(eq(activityLog.event, "talent.erased"), eq(activityLog.subjectId, t.profile.id)));
      expect(entry).toMatchObject({ actorId: null, actorName: "System", payload: { talent_id: t.profile.id } });
    }
    for (const t of [recent, pending, active]) expect((await userRow(t.user.id)).erasedAt).toBeNull();
    const left = await db().select().from(contactMessages).where(inArray(contactMessages.id, [oldMessage.id, newMessage.id]));
    expect(left.map((m) => m.id)).toEqual([newMessage.id]);

    // Idempotent: a second run finds nothing to do.
    expect(await runRetention(now)).toEqual({ erased: [], contactMessages: 0 });
  });

  it("follows the admin's setting", async () => {
    const t = await applicant("declined", 10);
    expect((await runRetention(now)).erased).not.toContain(t.user.id);
    await updateSetting(viewerOf(admin), "retention", { declinedApplicantDays: 7, contactMessageDays: 30 });
    expect((await runRetention(now)).erased).toContain(t.user.id);
  });

  it("finishes an erasure whose process stopped after the commit: the files it left go on the next run", async () => {
    const t = await applicant("declined", RETENTION_DEFAULTS.declinedApplicantDays + 1);
    await runRetention(now);
    expect((await userRow(t.user.id)).erasedAt).not.toBeNull();
    // As a crash between the commit and the clean-up leaves it: a stored file still owned by the erased account.
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#777" } }).jpeg().toBuffer();
    const leftover = await storeImage(new Uint8Array(jpeg), { ownerId: t.user.id });
    expect(await db().select().from(uploads).where(eq(uploads.url, leftover.url))).toHaveLength(1);

    await runRetention(now);
    expect(await db().select().from(uploads).where(eq(uploads.url, leftover.url))).toEqual([]);
    expect(await finishErasures()).toBe(0);
  });

  it("runs as the queue's daily job", async () => {
    const t = await applicant("declined", null);
    await db().update(users).set({ declinedAt: new Date(Date.now() - 1000 * DAY) }).where(eq(users.id, t.user.id));
    const definition = taskDefinition("retention");
    expect(definition?.everyMs).toBe(DAY);
    await runTaskNow("retention", {});
    expect((await userRow(t.user.id)).erasedAt).not.toBeNull();
  });
});
