import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { notificationType } from "./enums";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: notificationType("type").notNull().default("general"),
    important: boolean("important").notNull().default(false),
    targetAll: boolean("target_all").notNull().default(false),
    /** How many recipient rows it has, kept by triggers on notification_recipients (issue 38: the list reads it). */
    recipientCount: integer("recipient_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_created_by_idx").on(t.createdBy), index("notifications_created_at_idx").on(t.createdAt)],
);

export const notificationRecipients = pgTable(
  "notification_recipients",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index("notification_recipients_user_idx").on(t.userId, t.isRead),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NotificationRecipient = typeof notificationRecipients.$inferSelect;
