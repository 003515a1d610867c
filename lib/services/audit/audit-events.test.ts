import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, createTalent } from "@/db/factories";
import { activityLog, auditActors, users } from "@/db/schema";
import { auditEvents, type AuditEventPayloads } from "@/lib/domain/audit-events";
import { changeFieldLabel } from "@/lib/domain/audit-labels";
import { ERASED_TALENT_NAME } from "@/lib/domain/privacy";
import { useTestDb } from "@/test/db";
import { viewerOf } from "@/test/viewers";
import { describeEntries, listActivity, logActivity, logEvent } from "./activity";
import { eraseTalent } from "@/lib/services/privacy/talent-erasure";
import { setTalentVisibility } from "@/lib/services/talents/talents-admin-status";

const db = useTestDb();

/** The log as stored, column by column, in id order (what an erasure must not change). */
const stored = async () =>
  (await db().select().from(activityLog).orderBy(asc(activityLog.id))).map((r) => ({ id: r.id, action: r.action, event: r.event, payload: r.payload, actorName: r.actorName, actorId: r.actorId }));

describe("the typed audit catalogue", () => {
  it("types each event's payload by its name, at compile time", async () => {
    const admin = await createAdmin(db(), { name: "Ada Admin" });
    const t = await createTalent(db(), { name: "Nova Quinn" });
    await db().transaction(async (tx) => {
      const payload: AuditEventPayloads["talent.published"] = { talent_id: t.profile.id };
      await logEvent(tx, { id: admin.id, name: admin.name }, "talent.published", { payload });
    });
    // Checked by the compiler (`npm run typecheck` fails if either line is accepted), never run.
    const wrong = async () => {
      await db().transaction(async (tx) => {
        // @ts-expect-error a job line's payload needs its job and talent, not a title
        await logEvent(tx, { id: admin.id, name: admin.name }, "job_line.confirmed", { payload: { title: "Summer" } });
        // @ts-expect-error an event that is not in the catalogue
        await logEvent(tx, null, "talent.teleported", { payload: { talent_id: 1 } });
      });
    };
    expect(typeof wrong).toBe("function");
    const [entry] = await describeEntries(await db().select().from(activityLog).where(eq(activityLog.event, "talent.published")));
    expect(entry).toMatchObject({ action: "Published talent profile: Nova Quinn", admin_name: "Ada Admin", event: "talent.published" });
    // Every event has a section, a label with no one's name, and words.
    for (const [name, spec] of Object.entries(auditEvents)) {
      expect(name).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(spec.label.length).toBeGreaterThan(3);
      expect(typeof spec.words).toBe("function");
    }
  });

  it("stores ids and the event's label, and makes the words when read, from the actors' rows as they are now", async () => {
    const admin = await createAdmin(db(), { name: "Bea Booker" });
    const t = await createTalent(db(), { name: "Mila Stone", status: "active" });
    await setTalentVisibility(viewerOf({ ...admin, role: "admin" }), t.user.id, "hidden");
    const [row] = await db().select().from(activityLog).where(eq(activityLog.event, "talent.hidden"));
    // No one's name is in the stored row: the label, ids and the payload's facts.
    expect(JSON.stringify({ action: row.action, payload: row.payload, actorName: row.actorName })).not.toMatch(/Mila|Stone|Bea|Booker/);
    expect(row).toMatchObject({ action: "Hid a talent", actorId: admin.id, payload: { talent_id: t.profile.id }, subjectType: "talent", subjectId: t.profile.id });
    // What changed is the status only (not every profile field read as emptied).
    expect(row.changes).toEqual({ status: ["active", "hidden"] });
    expect((await describeEntries([row]))[0]).toMatchObject({ action: "Hid talent from public view: Mila Stone", admin_name: "Bea Booker" });

    // A new name (the actor's row follows the latest name) reads in every entry, old and new, without rewriting one.
    await db().update(users).set({ name: "Bea Brand" }).where(eq(users.id, admin.id));
    await setTalentVisibility(viewerOf({ ...admin, name: "Bea Brand", role: "admin" }), t.user.id, "active");
    const words = (await listActivity(viewerOf({ ...admin, role: "admin" }), { page: 1, limit: 10, subject_type: "talent", subject_id: t.profile.id })).data;
    expect(words.map((e) => [e.action, e.admin_name])).toEqual([
      ["Made talent visible to the public: Mila Stone", "Bea Brand"],
      ["Hid talent from public view: Mila Stone", "Bea Brand"],
    ]);
  });

  it("an erasure clears her one actor row and changes no typed entry's words, payload or actor; old text entries still read", async () => {
    const admin = await createAdmin(db(), { name: "Cleo Admin" });
    const t = await createTalent(db(), { name: "Rosa Lind", status: "active" });
    const other = await createTalent(db(), { name: "Ines Other", status: "active" });
    const staff = viewerOf({ ...admin, role: "admin" });
    await setTalentVisibility(staff, t.user.id, "hidden");
    await setTalentVisibility(staff, other.user.id, "hidden");
    // An old text entry (written the old way), about someone else: read as it was written, before and after.
    await logActivity({ id: admin.id, name: "Cleo Admin" }, "talents", "Updated talent Ines Other", { subject: { type: "talent", id: other.profile.id } });

    const before = await stored();
    const [actorBefore] = await db().select().from(auditActors).where(eq(auditActors.userId, t.user.id));
    expect(actorBefore).toMatchObject({ kind: "talent", displayName: "Rosa Lind", talentProfileId: t.profile.id, erasedAt: null });

    await eraseTalent(t.user.id, { id: admin.id, name: admin.name });

    const after = await stored();
    // The log grew by exactly the erasure's own entry; every earlier row reads as stored.
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
    const erased = after.at(-1)!;
    expect(erased).toMatchObject({ event: "talent.erased", action: "Erased a talent", actorId: admin.id, payload: { talent_id: t.profile.id } });
    // Her one row now reads "Erased talent"; the other talent's and the admin's rows are as they were.
    const actors = await db().select().from(auditActors);
    expect(actors.find((a) => a.userId === t.user.id)).toMatchObject({ displayName: ERASED_TALENT_NAME, erasedAt: expect.any(Date) });
    expect(actors.find((a) => a.userId === other.user.id)).toMatchObject({ displayName: "Ines Other", erasedAt: null });
    expect(actors.find((a) => a.userId === admin.id)).toMatchObject({ displayName: "Cleo Admin" });

    const read = (await listActivity(staff, { page: 1, limit: 50 })).data.map((e) => e.action);
    expect(read).toContain(`Hid talent from public view: ${ERASED_TALENT_NAME}`);
    expect(read).toContain("Hid talent from public view: Ines Other");
    expect(read).toContain("Updated talent Ines Other");
    expect(read.find((a) => a.startsWith(`Erased ${ERASED_TALENT_NAME}: removed`))).toBeDefined();
    expect(read.join("\n")).not.toContain("Rosa");
  });

  it("labels changed fields for an owner", () => {
    expect(changeFieldLabel("optionExpiresAt")).toBe("Option expires");
    expect(changeFieldLabel("security.requireTwoFactor")).toBe("Require two-factor for staff");
    expect(changeFieldLabel("guardianEmail")).toBe("Guardian email");
    expect(changeFieldLabel("agency.timeZone")).toBe("Agency: time zone");
    expect(changeFieldLabel("challenge_window_hours")).toBe("Challenge window hours");
  });
});
