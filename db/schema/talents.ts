import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { gender, socialPlatform, talentCategory } from "./enums";
import { users } from "./users";

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
    experienceLevel: text("experience_level"),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    portfolioUrl: text("portfolio_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isAvailable: boolean("is_available").notNull().default(true),
    guardianName: text("guardian_name"),
    guardianEmail: text("guardian_email"),
    guardianConsentAt: timestamp("guardian_consent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("talent_profiles_user_id_unique").on(t.userId),
    index("talent_profiles_category_idx").on(t.category),
    index("talent_profiles_stage_name_idx").on(t.stageName),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("talent_media_profile_idx").on(t.talentProfileId, t.createdAt)],
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
  (t) => [uniqueIndex("social_accounts_profile_platform_unique").on(t.talentProfileId, t.platform)],
);

export type TalentProfile = typeof talentProfiles.$inferSelect;
export type NewTalentProfile = typeof talentProfiles.$inferInsert;
export type TalentMedia = typeof talentMedia.$inferSelect;
export type SocialAccount = typeof socialAccounts.$inferSelect;
