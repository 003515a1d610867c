import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { socialAccounts, talentMedia, talentProfiles, users } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { leadWithProfilePicture } from "@/lib/domain/profile-photos";

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

/**
 * The talent's photos as clients see them on the public profile: the profile picture first (a picture chosen at
 * registration is not in the gallery, and the dashboard used to say "No photos yet" while it led the profile),
 * then the gallery in its public order.
 */
export async function listOwnProfilePhotos(viewer: Viewer | null): Promise<{ id: number; file_url: string }[]> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const [[user], gallery] = await Promise.all([
    db.select({ profileImageUrl: users.profileImageUrl }).from(users).where(eq(users.id, talent.id)),
    db
      .select({ id: talentMedia.id, file_url: talentMedia.fileUrl })
      .from(talentMedia)
      .where(eq(talentMedia.talentProfileId, talent.talentProfileId))
      .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id)),
  ]);
  return leadWithProfilePicture(user?.profileImageUrl, gallery, (url) => ({ id: 0, file_url: url }));
}
