import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { socialAccounts, talentMedia, talentProfiles } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";

/** Whole years between a date of birth (YYYY-MM-DD) and today. */
export function ageFrom(dob: string | null | undefined, today = new Date()): number | null {
  if (!dob) return null;
  const [y, m, d] = dob.split("-").map(Number);
  if (!y || !m || !d) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The signed-in talent's own view of their profile, as `GET /auth/me` returns it under `talent_profile`. */
export async function getOwnTalentProfile(viewer: Viewer) {
  if (viewer.talentProfileId == null) return null;
  const db = await getDb();
  const [profile] = await db.select().from(talentProfiles).where(eq(talentProfiles.id, viewer.talentProfileId));
  if (!profile) return null;
  const [media, social] = await Promise.all([
    db
      .select({ id: talentMedia.id, file_url: talentMedia.fileUrl })
      .from(talentMedia)
      .where(eq(talentMedia.talentProfileId, profile.id))
      .orderBy(desc(talentMedia.createdAt), desc(talentMedia.id)),
    db.select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profile.id)),
  ]);
  const account = (platform: "instagram" | "tiktok") => social.find((s) => s.platform === platform);
  return {
    id: profile.id,
    stage_name: profile.stageName,
    category: profile.category,
    height: profile.height,
    waist: profile.waist,
    bust: profile.bust,
    hips: profile.hips,
    shoe_size: profile.shoeSize,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    dress_size: profile.dressSize,
    weight: profile.weight,
    age: ageFrom(profile.dob),
    dob: profile.dob,
    gender: profile.gender,
    experience_level: profile.experienceLevel,
    bio: profile.bio,
    country: profile.country,
    state: profile.state,
    city: profile.city,
    instagram_connected: !!account("instagram"),
    instagram_followers: account("instagram")?.followers ?? 0,
    tiktok_connected: !!account("tiktok"),
    tiktok_followers: account("tiktok")?.followers ?? 0,
    media,
    social_media: social.map((s) => ({ platform: s.platform, url: s.url, followers: s.followers, username: s.username })),
  };
}
