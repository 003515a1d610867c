import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, users } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { allowActivityLogMaintenance, logActivity } from "./activity";

const db = useTestDb();

/** The error a refused statement raises, whichever driver wraps it. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string; code?: string }; code?: string };
    return [e.message, e.cause?.message, e.code, e.cause?.code].filter(Boolean).join(" | ");
  }
  throw new Error("the statement was not refused");
}

async function entry() {
  const admin = await makeUser(db(), { role: "admin" });
  await logActivity({ id: admin.id, name: "Ada Admin", ip: "203.0.113.9" }, "talents", "Updated talent", { subject: { type: "talent", id: 7 }, changes: { city: ["Paris", "Lyon"] } });
  const [row] = await db().select().from(activityLog).where(eq(activityLog.actorId, admin.id));
  return { admin, row };
}

describe("the activity log is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, and keeps the entry as written", async () => {
    const { row } = await entry();
    expect(await refusal(db().update(activityLog).set({ action: "forged" }).where(eq(activityLog.id, row.id)))).toMatch(/append-only|42501/);
    expect(await refusal(db().delete(activityLog).where(eq(activityLog.id, row.id)))).toMatch(/append-only|42501/);
    expect(await refusal(db().execute(sql`TRUNCATE activity_log`))).toMatch(/append-only|42501/);
    const [still] = await db().select().from(activityLog).where(eq(activityLog.id, row.id));
    expect(still).toMatchObject({ action: "Updated talent", changes: { city: ["Paris", "Lyon"] }, ip: "203.0.113.9" });
  });

  it("allows both inside a transaction that set the maintenance setting, and only there", async () => {
    const { row } = await entry();
    await db().transaction(async (tx) => {
      await allowActivityLogMaintenance(tx);
      await tx.update(activityLog).set({ actorName: "Erased person", changes: null }).where(eq(activityLog.id, row.id));
    });
    const [scrubbed] = await db().select().from(activityLog).where(eq(activityLog.id, row.id));
    expect(scrubbed).toMatchObject({ actorName: "Erased person", changes: null });

    // The setting ended with its transaction: later statements on any connection of the pool, in or out of a
    // transaction, are refused again (PGlite has one connection, so there it is the very same session).
    for (let i = 0; i < 6; i++) {
      expect(await refusal(db().update(activityLog).set({ action: "forged" }).where(eq(activityLog.id, row.id)))).toMatch(/append-only|42501/);
      expect(await refusal(db().transaction((tx) => tx.delete(activityLog).where(eq(activityLog.id, row.id))))).toMatch(/append-only|42501/);
    }

    await db().transaction(async (tx) => {
      await allowActivityLogMaintenance(tx);
      await tx.delete(activityLog).where(eq(activityLog.id, row.id));
    });
    expect(await db().select().from(activityLog).where(eq(activityLog.id, row.id))).toEqual([]);
  });

  it("a rolled-back maintenance transaction changes nothing", async () => {
    const { row } = await entry();
    await expect(
      db().transaction(async (tx) => {
        await allowActivityLogMaintenance(tx);
        await tx.delete(activityLog).where(eq(activityLog.id, row.id));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db().select().from(activityLog).where(eq(activityLog.id, row.id))).toHaveLength(1);
  });

  it("deleting a user keeps their entries as written (no foreign key rewrites the log)", async () => {
    const { admin, row } = await entry();
    await db().delete(users).where(eq(users.id, admin.id));
    const [kept] = await db().select().from(activityLog).where(eq(activityLog.id, row.id));
    expect(kept).toMatchObject({ actorId: admin.id, actorName: "Ada Admin" });
  });
});
