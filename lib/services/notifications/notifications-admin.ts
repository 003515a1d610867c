import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { notificationRecipients, notifications, talentProfiles, users, type Notification } from "@/db/schema";
import { readCappedPage } from "@/lib/services/platform";
import { LIST_COUNT_CAP } from "@/lib/domain/paging";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound, validationError } from "@/lib/errors";
import { NO_RECIPIENTS, notificationInputSchema, type NotificationInput } from "@/lib/validation/notification";
import { fieldErrors } from "@/lib/validation/common";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { isActiveTalent } from "@/lib/services/talents";

/** The recipients panel: every active talent, by name. `id` is the user id that notifications target. */
export async function listNotificationRecipients(viewer: Viewer | null) {
  requirePermission(viewer, "notifications");
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      stageName: talentProfiles.stageName,
      gender: talentProfiles.gender,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(isActiveTalent)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    full_name: r.name,
    email: r.email,
    gender: r.gender,
    stage_name: r.stageName,
    profile_image_url: r.profileImageUrl,
  }));
}

async function activeTalentIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(isActiveTalent);
  return rows.map((r) => r.id);
}

function parseInput(input: unknown) {
  const parsed = notificationInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw validationError(parsed.error.issues[0].message, errors);
  }
  return parsed.data;
}

/**
 * Turns `target_talents` into user ids: "all" is every active talent; a list must name active talents only.
 * `targetAll` is true when every active talent ends up targeted, which the list shows as 'All talents'.
 */
async function resolveTargets(db: DbOrTx, target: number[] | "all") {
  const everyone = await activeTalentIds(db);
  let ids: number[];
  if (target === "all") {
    ids = everyone;
  } else {
    ids = [...new Set(target)];
    const known = new Set(everyone);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      const message = "Some selected talents can no longer receive notifications.";
      throw validationError(message, { target_talents: [message] });
    }
  }
  if (ids.length === 0) throw validationError(NO_RECIPIENTS, { target_talents: [NO_RECIPIENTS] });
  return { ids, targetAll: target === "all" || ids.length === everyone.length };
}

async function recipientIdsOf(db: DbOrTx, notificationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, notificationId))
    .orderBy(asc(notificationRecipients.userId));
  return rows.map((r) => r.userId);
}

function toAdminNotification(n: Notification, targetCount: number, recipientIds?: number[]) {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    important: n.important,
    target_all: n.targetAll,
    target_talents: n.targetAll ? ("all" as const) : (recipientIds ?? null),
    target_count: targetCount,
    ...(recipientIds ? { recipient_ids: recipientIds } : {}),
    created_at: n.createdAt,
    updated_at: n.updatedAt,
  };
}

/** What a notification's activity entries leave out of its changes. */
const NOTIFICATION_DIFF = { omit: ["id", "createdAt", "createdBy"] };

/**
 * `GET /admin/notifications`: newest first, with how many talents each one reached. The notices are counted up to
 * `LIST_COUNT_CAP` past the page (issue 38: the count of every notice ever sent grew with the years): past
 * it `total` is "at least" and `total_capped` says so, and the list shows "1,000+".
 */
export async function listAdminNotifications(viewer: Viewer | null, query: { page: number; limit: number }) {
  requirePermission(viewer, "notifications");
  const db = await getDb();
  // The recipients are counted at send and kept by triggers (`recipient_count`, issue 38): a page of "to all talents"
  // notices reads 20 numbers, not 20 x the roster's recipient rows.
  const targetCount = notifications.recipientCount;
  const page = await readCappedPage(
    query,
    db.select({ n: notifications, targetCount }).from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)),
    (atMost) => db.select({ total: count() }).from(db.select({ one: sql`1` }).from(notifications).limit(atMost).as("counted")),
    LIST_COUNT_CAP,
  );
  return { ...page, data: page.data.map((r) => toAdminNotification(r.n, r.targetCount)) };
}

export async function getAdminNotification(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "notifications");
  const db = await getDb();
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw notFound("Notification not found");
  const ids = await recipientIdsOf(db, id);
  return toAdminNotification(row, ids.length, ids);
}

/** Sends a notification: one row, plus one recipient row (unread) per targeted talent. */
export async function createAdminNotification(viewer: Viewer | null, input: NotificationInput) {
  const actor = requirePermission(viewer, "notifications");
  const data = parseInput(input);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { ids, targetAll } = await resolveTargets(tx, data.target_talents);
    const [row] = await tx
      .insert(notifications)
      .values({ title: data.title, message: data.message, important: data.important, targetAll, type: "general", createdBy: actor.id })
      .returning();
    await tx.insert(notificationRecipients).values(ids.map((userId) => ({ notificationId: row.id, userId })));
    const changes = diffChanges(null, { ...row, recipients: ids }, NOTIFICATION_DIFF);
    await logEvent(tx, actor, "notification.sent", { subject: { type: "notification", id: row.id }, payload: { title: data.title, recipients: ids.length }, changes });
    return row.id;
  });
  return getAdminNotification(actor, id);
}

/**
 * Edits a notification for its recipients: new talents get an unread copy, removed ones lose it, and those who stay
 * keep their read state.
 */
export async function updateAdminNotification(viewer: Viewer | null, id: number, input: NotificationInput) {
  const actor = requirePermission(viewer, "notifications");
  const data = parseInput(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(notifications).where(eq(notifications.id, id)).for("update");
    if (!current) throw notFound("Notification not found");
    const { ids, targetAll } = await resolveTargets(tx, data.target_talents);
    const [saved] = await tx
      .update(notifications)
      .set({ title: data.title, message: data.message, important: data.important, targetAll, updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    const before = new Set(await recipientIdsOf(tx, id));
    const after = new Set(ids);
    const removed = [...before].filter((u) => !after.has(u));
    const added = ids.filter((u) => !before.has(u));
    if (removed.length) {
      await tx
        .delete(notificationRecipients)
        .where(and(eq(notificationRecipients.notificationId, id), inArray(notificationRecipients.userId, removed)));
    }
    if (added.length) await tx.insert(notificationRecipients).values(added.map((userId) => ({ notificationId: id, userId })));
    const changes = diffChanges({ ...current, recipients: [...before].sort((a, b) => a - b) }, { ...saved, recipients: [...after].sort((a, b) => a - b) }, NOTIFICATION_DIFF);
    await logEvent(tx, actor, "notification.updated", { subject: { type: "notification", id }, payload: { title: data.title }, changes });
  });
  return getAdminNotification(actor, id);
}

/** Removes a notification for everyone who received it. */
export async function deleteAdminNotification(viewer: Viewer | null, id: number) {
  const actor = requirePermission(viewer, "notifications");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning();
    if (!row) throw notFound("Notification not found");
    const changes = diffChanges(row, null, NOTIFICATION_DIFF);
    await logEvent(tx, actor, "notification.deleted", { subject: { type: "notification", id }, payload: { title: row.title }, changes });
  });
  return { id };
}
