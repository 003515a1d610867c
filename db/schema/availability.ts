import { check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { talentProfiles } from "./talents";
import { users } from "./users";

/** Why a talent is not available on some days. */
export const availabilityKind = pgEnum("availability_kind", ["out_of_town", "unavailable", "holiday"]);

/**
 * Days a talent has blocked (issue 28, item 8): from `starts_on` to `ends_on`, both included, as calendar days in UTC
 * (the day boundaries every date of this site uses). An option on a blocked day is allowed but reports the conflict;
 * a confirm on one needs staff's override.
 */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    kind: availabilityKind("kind").notNull(),
    note: text("note"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("availability_blocks_talent_starts_idx").on(t.talentProfileId, t.startsOn),
    index("availability_blocks_created_by_idx").on(t.createdById),
    check("availability_blocks_range_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export type AvailabilityBlock = typeof availabilityBlocks.$inferSelect;
