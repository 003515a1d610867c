import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { talentProfiles } from "./talents";

/**
 * A minor's guardian's consent link (`/guardian/{token}`): the token is random and only its SHA-256 is kept, like
 * a package's. It works once (`used_at`) until `expires_at`; resending issues a new row and retires the older ones.
 * The row that was used records when and from which address the guardian confirmed.
 */
export const guardianLinks = pgTable(
  "guardian_links",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The guardian's address when the link was issued: a changed address makes older links worthless. */
    guardianEmail: text("guardian_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedIp: text("used_ip"),
    /** Set when a newer link replaced this one, so only the latest mail's link works. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guardian_links_token_hash_unique").on(t.tokenHash),
    index("guardian_links_profile_idx").on(t.talentProfileId, t.createdAt),
  ],
);

export type GuardianLink = typeof guardianLinks.$inferSelect;
