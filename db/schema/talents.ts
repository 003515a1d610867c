import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { snapshotKinds } from "../../lib/domain/application-snapshots";
import { eyeColorKeys, hairColorKeys } from "../../lib/domain/colors";
import { gender, socialPlatform, talentCategory } from "./enums";
import { users } from "./users";

/** The search palette of hair and eye colour (`lib/domain/colors.ts`), derived from the free text on save. */
export const hairColorKey = pgEnum("hair_color_key", hairColorKeys);
export const eyeColorKey = pgEnum("eye_color_key", eyeColorKeys);
/** Which application snapshot a photo is (`lib/domain/application-snapshots.ts`). */
export const snapshotKind = pgEnum("snapshot_kind", snapshotKinds);

export const talentProfiles = pgTable(
  "talent_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stageName: text("stage_name"),
    category: talentCategory("category"),
    gender: gender("gender"),
    dob: date("dob"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    /** The city was typed by the applicant and is not in the location dataset: kept as typed, for the admin to check. */
    cityUnlisted: boolean("city_unlisted").notNull().default(false),
    bio: text("bio"),
    height: text("height"),
    /** Height in centimetres when `height` parses, for sorting and the unit switch. */
    heightCm: integer("height_cm"),
    weight: text("weight"),
    bust: text("bust"),
    waist: text("waist"),
    hips: text("hips"),
    shoeSize: text("shoe_size"),
    dressSize: text("dress_size"),
    hairColor: text("hair_color"),
    eyeColor: text("eye_color"),
    /** `hairColor` on the search palette; null when there is no text. */
    hairColorKey: hairColorKey("hair_color_key"),
    eyeColorKey: eyeColorKey("eye_color_key"),
    experienceLevel: text("experience_level"),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    portfolioUrl: text("portfolio_url"),
    /** The Instagram handle the applicant gave (without "@"): declared, not a connected account. */
    instagramHandle: text("instagram_handle"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isAvailable: boolean("is_available").notNull().default(true),
    guardianName: text("guardian_name"),
    guardianEmail: text("guardian_email"),
    /** When the guardian confirmed consent themselves on their link's page (`guardian_links`); null until then. */
    guardianConsentAt: timestamp("guardian_consent_at", { withTimezone: true }),
    /** When staff published the profile (the checklist was complete); null: not on the public site. Approval does not set it. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Place on the home page's New Faces board (1 first), chosen by staff; null: not on it. */
    newFacePosition: integer("new_face_position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("talent_profiles_user_id_unique").on(t.userId),
    index("talent_profiles_category_idx").on(t.category),
    index("talent_profiles_stage_name_idx").on(t.stageName),
    index("talent_profiles_stage_name_trgm_idx").using("gin", t.stageName.op("gin_trgm_ops")),
    // The listing filters: a height range within a category, a colour, the newest first.
    index("talent_profiles_category_height_idx").on(t.category, t.heightCm),
    index("talent_profiles_hair_color_key_idx").on(t.hairColorKey),
    index("talent_profiles_eye_color_key_idx").on(t.eyeColorKey),
    index("talent_profiles_created_at_idx").on(t.createdAt),
    index("talent_profiles_published_at_idx").on(t.publishedAt),
    index("talent_profiles_new_face_position_idx").on(t.newFacePosition),
    // The listings' letter pages (issue 38): the initial of the stage name, the shown name when there is one
    // (`talentInitialMatches`, lib/services/talents/talent-filters.ts), then the board.
    index("talent_profiles_initial_idx").on(sql`upper(left(nullif(trim(${t.stageName}), ''), 1))`, t.category),
    // A listing's or the public API's page by name (issue 38): the public talents' stage names in shown-name order,
    // so a page reads its first candidates through the index instead of sorting the whole public roster.
    index("talent_profiles_shown_name_idx").on(sql`lower(nullif(trim(${t.stageName}), ''))`, t.id).where(sql`${t.publishedAt} is not null`),
    // ...and the few without a stage name (shown by the account's name), so that branch reads only them.
    index("talent_profiles_unnamed_public_idx").on(t.id).where(sql`${t.publishedAt} is not null and nullif(trim(${t.stageName}), '') is null`),
  ],
);

export const talentMedia = pgTable(
  "talent_media",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    fileUrl: text("file_url").notNull(),
    width: integer("width"),
    height: integer("height"),
    blurDataUrl: text("blur_data_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Place on the comp card (0 the front, 1-4 the back) when chosen; null for a photo the card does not use. */
    compCardPosition: integer("comp_card_position"),
    /** Set on the photos sent with the application: which of the three snapshots this is. */
    snapshotKind: snapshotKind("snapshot_kind"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("talent_media_profile_idx").on(t.talentProfileId, t.createdAt),
    // One photo of each kind per talent.
    uniqueIndex("talent_media_snapshot_unique").on(t.talentProfileId, t.snapshotKind).where(sql`${t.snapshotKind} is not null`),
  ],
);

export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    platform: socialPlatform("platform").notNull(),
    externalId: text("external_id"),
    username: text("username"),
    url: text("url"),
    followers: integer("followers").notNull().default(0),
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("social_accounts_profile_platform_unique").on(t.talentProfileId, t.platform),
    // "At least N followers" and the most-followed sort read followers per profile.
    index("social_accounts_followers_idx").on(t.followers, t.talentProfileId),
  ],
);

export type TalentProfile = typeof talentProfiles.$inferSelect;
export type NewTalentProfile = typeof talentProfiles.$inferInsert;
export type TalentMedia = typeof talentMedia.$inferSelect;
export type SocialAccount = typeof socialAccounts.$inferSelect;

/**
 * Bust, waist and hips that the startup backfill rewrote when a bare number stopped meaning inches up to 60 (issue
 * 26): what was stored, what is stored now, and what the public saw before and sees now, so staff can check them
 * (the notice on the admin's talent list).
 */
export const measurementRereads = pgTable(
  "measurement_rereads",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    before: text("before").notNull(),
    after: text("after").notNull(),
    /** Centimetres shown before (the old reader) and now; they differ when the value is now read as centimetres. */
    cmBefore: integer("cm_before"),
    cmAfter: integer("cm_after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("measurement_rereads_talent_profile_id_idx").on(t.talentProfileId), index("measurement_rereads_created_at_idx").on(t.createdAt)],
);
