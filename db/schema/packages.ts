import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { talentProfiles } from "./talents";
import { users } from "./users";

/**
 * A client package: a few talents a booker sends to one client as a private link (`/p/{token}`). The token is
 * random (32 bytes, base64url) and looked up by its SHA-256 (`token_hash`); `token_enc` keeps it encrypted with the
 * app secret so that "Copy link" can show the link again.
 */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    tokenEnc: text("token_enc"),
    title: text("title").notNull(),
    clientName: text("client_name").notNull(),
    clientCompany: text("client_company"),
    clientEmail: text("client_email").notNull(),
    message: text("message").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The day the client's project is planned for (a UTC day), if the booker knows it: staff only, never the client. */
    projectDate: date("project_date", { mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    /** When the client last sent a selection. */
    selectedAt: timestamp("selected_at", { withTimezone: true }),
    /** The client company (issue 40), moved along when companies merge. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("packages_company_idx").on(t.companyId),
    uniqueIndex("packages_token_hash_unique").on(t.tokenHash),
    index("packages_created_at_idx").on(t.createdAt),
    index("packages_expires_at_idx").on(t.expiresAt),
    index("packages_created_by_idx").on(t.createdBy),
  ],
);

/** A talent in a package, in the booker's order, with the note and photos chosen for this client. */
export const packageTalents = pgTable(
  "package_talents",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    note: text("note"),
    /** The talent_media ids to show, in order; null shows the profile photo then the portfolio order. */
    mediaIds: integer("media_ids").array(),
    /** How often the client opened this talent's photos, and when first and last. */
    openCount: integer("open_count").notNull().default(0),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    selectedAt: timestamp("selected_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.talentProfileId] }),
    index("package_talents_talent_idx").on(t.talentProfileId),
    index("package_talents_position_idx").on(t.packageId, t.position),
  ],
);

export type Package = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type PackageTalent = typeof packageTalents.$inferSelect;
