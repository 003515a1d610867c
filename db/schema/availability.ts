import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { talentProfiles } from "./talents";
import { users } from "./users";

/**
 * Days a talent cannot work: a range of whole days (both ends included), of one kind (`availabilityKinds` in
 * lib/domain/availability.ts: out_of_town, unavailable, holiday), with an optional note. Written by the talent from
 * the dashboard or by staff from the talent's page; an option on such a day answers with a conflict.
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
    kind: text("kind").notNull(),
    note: text("note"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("availability_blocks_talent_starts_idx").on(t.talentProfileId, t.startsOn)],
);

export type AvailabilityBlock = typeof availabilityBlocks.$inferSelect;
