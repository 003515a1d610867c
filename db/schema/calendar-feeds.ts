import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { talentProfiles } from "./talents";

/**
 * A talent's private calendar feed (`/calendar/{token}.ics`): one live token per talent, stored as its SHA-256
 * hash, so the database never holds a working address. Rotating replaces the row, which kills the old address.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_feed_tokens_talent_unique").on(t.talentProfileId),
    uniqueIndex("calendar_feed_tokens_hash_unique").on(t.tokenHash),
  ],
);
