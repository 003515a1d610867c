import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRole, userStatus } from "./enums";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("talent"),
    status: userStatus("status").notNull().default("pending"),
    /** Free-text role label for sub-admins ("Editor", "Bookings desk"). */
    roleLabel: text("role_label"),
    sessionVersion: integer("session_version").notNull().default(1),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    profileImageUrl: text("profile_image_url"),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** When an applicant was declined: the retention job erases them a set number of days later (lib/services/retention.ts). */
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    /** When the account's personal data was erased (lib/services/talent-erasure.ts); the row stays for bookings' sake. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_status_idx").on(t.role, t.status),
    index("users_created_at_idx").on(t.createdAt),
    // The admin and public talent searches' `ILIKE '%...%'` (issue 38): trigram indexes (pg_trgm).
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // The letter pages' talents without a stage name, shown by the account's name (issue 38).
    index("users_name_initial_idx").on(sql`upper(left(${t.name}, 1))`),
  ],
);

export const adminPermissions = pgTable(
  "admin_permissions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
