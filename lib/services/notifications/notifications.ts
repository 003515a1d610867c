import "server-only";
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { notificationRecipients, notifications } from "@/db/schema";
import { readPage } from "@/lib/services/platform";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
import type { NotificationsQuery } from "@/lib/validation/notification-inbox";

/** A notification as its talent reads it (spec section 3, plus `important` and `read_at`). */
interface InboxItem {
  id: number;
  title: string;
  message: string;
  type: "system" | "booking" | "general";
  important: boolean;
  is_read: boolean;
  read_at: Date | null;
  created_at: Date;
}

/** Important when the agency marked it so, or when it is about the system or a booking. */
const importantSql = or(eq(notifications.important, true), inArray(notifications.type, ["system", "booking"])) as SQL;

export const isImportantNotification = (n: { important: boolean; type: string }) =>
  n.important || n.type === "system" || n.type === "booking";

/**
 * `GET /notifications` for a talent: only what was sent to them (one recipient row each, with their own read
 * state), newest first, filtered to unread or important when asked. `unread_count` counts the whole inbox.
 */
export async function listOwnNotifications(viewer: Viewer | null, query: NotificationsQuery) {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const mine = eq(notificationRecipients.userId, talent.id);
  const filter =
    query.filter === "unread"
      ? and(mine, eq(notificationRecipients.isRead, false))
      : query.filter === "important"
        ? and(mine, importantSql)
        : mine;
  const [page, unread] = await Promise.all([
    readPage(
      query,
      db
        .select({
          id: notifications.id,
          title: notifications.title,
          message: notifications.message,
          type: notifications.type,
          flagged: notifications.important,
          is_read: notificationRecipients.isRead,
          read_at: notificationRecipients.readAt,
          created_at: notifications.createdAt,
        })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(filter)
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
      db
        .select({ total: count() })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(filter),
    ),
    countUnreadNotifications(talent),
  ]);
  const items: InboxItem[] = page.data.map(({ flagged, ...row }) => ({
    ...row,
    important: isImportantNotification({ important: flagged, type: row.type }),
  }));
  return { ...page, data: items, unread_count: unread };
}

/** How many of the talent's notifications are unread: the badge on the Notifications tab. */
export async function countUnreadNotifications(viewer: Viewer | null): Promise<number> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.userId, talent.id), eq(notificationRecipients.isRead, false)));
  return total;
}

/**
 * `PUT /notifications/{id}/read`: marks one of the talent's own notifications read. Idempotent (a second call keeps
 * the first read time); a notification not sent to this talent is not found.
 */
export async function markNotificationRead(viewer: Viewer | null, id: number) {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const mine = and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.userId, talent.id));
  const [updated] = await db
    .update(notificationRecipients)
    .set({ isRead: true, readAt: new Date() })
    .where(and(mine, eq(notificationRecipients.isRead, false)))
    .returning({ readAt: notificationRecipients.readAt });
  if (updated) return { id, is_read: true, read_at: updated.readAt };
  const [existing] = await db.select({ readAt: notificationRecipients.readAt }).from(notificationRecipients).where(mine);
  if (!existing) throw notFound("Notification not found.");
  return { id, is_read: true, read_at: existing.readAt };
}

/**
 * Tells one user about a change to their bookings, inside the transaction of the change: a booking notification in
 * their inbox (the jobs' confirms, cancels and time changes use it).
 */
export async function notifyUser(tx: DbOrTx, userId: number, n: { title: string; message: string; createdBy: number | null; important?: boolean }): Promise<void> {
  const [notification] = await tx
    .insert(notifications)
    // A booking notice is "Important" by its type; one that asks nothing of the talent (issue 39: she is on option, a
    // booking is off) is filed as general, so only what needs action is flagged.
    .values({ title: n.title, message: n.message, type: n.important === false ? "general" : "booking", important: n.important !== false, createdBy: n.createdBy })
    .returning({ id: notifications.id });
  await tx.insert(notificationRecipients).values({ notificationId: notification.id, userId });
}
