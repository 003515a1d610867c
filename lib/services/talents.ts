import "server-only";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { socialAccounts, talentMedia, talentProfiles, users } from "@/db/schema";
import { paged, type Paged } from "@/lib/api/envelope";
import { cacheTags, cached } from "@/lib/cache";
import type { TalentCategory } from "@/lib/validation/common";
import type { TalentsQuery } from "@/lib/validation/talents";

/**
 * The public side of talent: the listings, the profile page, the sitemap. Only active talent are ever returned
 * (hidden, pending, declined and suspended never), and never a date of birth or contact details.
 */

/** The listing item of `GET /talents` (spec section 3). */
export interface PublicTalentListItem {
  id: number;
  stage_name: string;
  category: TalentCategory | null;
  user: { name: string; profile_image_url: string | null };
}

/** A card of the listing pages: the list item plus the photo to show and its blur placeholder. */
export interface TalentCard extends PublicTalentListItem {
  image_url: string | null;
  blur_data_url: string | null;
}

export interface PublicMedia {
  id: number;
  file_url: string;
  width: number | null;
  height: number | null;
  blur_data_url: string | null;
}

/** The profile response of `GET /talents/{id}` (spec section 3). */
export interface PublicTalentProfile {
  id: number;
  stage_name: string;
  category: TalentCategory | null;
  bio: string | null;
  height: string | null;
  height_cm: number | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoe_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
  dress_size: string | null;
  user: { name: string; profile_image_url: string | null; profile_image_blur: string | null };
  media: PublicMedia[];
  social_media: { platform: "instagram" | "tiktok"; followers: number; url: string | null }[];
  updated_at: string;
}

/** The name the public sees: the stage name, else the account's name. */
const displayName = sql<string>`coalesce(nullif(trim(${talentProfiles.stageName}), ''), ${users.name})`;

const isPublic = and(eq(users.role, "talent"), eq(users.status, "active"));

/** The first photo of the gallery, for a talent without a profile image. */
const firstMediaUrl = sql<string | null>`(select m.file_url from talent_media m where m.talent_profile_id = ${talentProfiles.id} order by m.sort_order, m.id limit 1)`;
const cardImage = sql<string | null>`coalesce(${users.profileImageUrl}, ${firstMediaUrl})`;
const cardBlur = sql<string | null>`(select m.blur_data_url from talent_media m where m.talent_profile_id = ${talentProfiles.id} and m.file_url = ${cardImage} order by m.sort_order, m.id limit 1)`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: Pick<TalentsQuery, "category" | "letter" | "search">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (query.category) conditions.push(eq(talentProfiles.category, query.category));
  if (query.letter) conditions.push(sql`upper(left(${displayName}, 1)) = ${query.letter.toUpperCase()}`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(sql`${displayName} ilike ${pattern}`, ilike(users.name, pattern)));
  }
  return and(...conditions);
}

async function queryTalents(query: TalentsQuery): Promise<Paged<TalentCard>> {
  const db = await getDb();
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: talentProfiles.id,
        stageName: displayName,
        category: talentProfiles.category,
        name: users.name,
        profileImageUrl: users.profileImageUrl,
        imageUrl: cardImage,
        blur: cardBlur,
      })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(where)
      .orderBy(sql`lower(${displayName})`, asc(talentProfiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(where),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    stage_name: r.stageName,
    category: r.category,
    user: { name: r.name, profile_image_url: r.profileImageUrl },
    image_url: r.imageUrl,
    blur_data_url: r.blur,
  }));
  return paged(items, Number(total), query.page, query.limit);
}

const queryTalentsCached = cached(queryTalents, ["talents:list"], [cacheTags.talents]);

/** `GET /talents`: active talent filtered by category, first letter and a name search, alphabetically, paged. */
export async function listPublicTalents(query: TalentsQuery): Promise<Paged<PublicTalentListItem>> {
  const result = await queryTalentsCached(query);
  return { ...result, data: result.data.map(({ id, stage_name, category, user }) => ({ id, stage_name, category, user })) };
}

/** The cards of a listing page (spec: category pages read up to 100 talent, filtered by letter). */
export async function listTalentCards(category: TalentCategory, letter?: string): Promise<Paged<TalentCard>> {
  return queryTalentsCached({ category, letter: letter?.toUpperCase(), search: undefined, page: 1, limit: 100 });
}

async function readTalent(id: number): Promise<PublicTalentProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ profile: talentProfiles, name: users.name, profileImageUrl: users.profileImageUrl, stageName: displayName })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.id, id), isPublic));
  if (!row) return null;
  const [media, social] = await Promise.all([
    db
      .select({
        id: talentMedia.id,
        file_url: talentMedia.fileUrl,
        width: talentMedia.width,
        height: talentMedia.height,
        blur_data_url: talentMedia.blurDataUrl,
      })
      .from(talentMedia)
      .where(eq(talentMedia.talentProfileId, id))
      .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id)),
    db
      .select({ platform: socialAccounts.platform, followers: socialAccounts.followers, url: socialAccounts.url })
      .from(socialAccounts)
      .where(eq(socialAccounts.talentProfileId, id))
      .orderBy(asc(socialAccounts.platform)),
  ]);
  const p = row.profile;
  return {
    id: p.id,
    stage_name: row.stageName,
    category: p.category,
    bio: p.bio,
    height: p.height,
    height_cm: p.heightCm,
    bust: p.bust,
    waist: p.waist,
    hips: p.hips,
    shoe_size: p.shoeSize,
    hair_color: p.hairColor,
    eye_color: p.eyeColor,
    dress_size: p.dressSize,
    user: {
      name: row.name,
      profile_image_url: row.profileImageUrl,
      profile_image_blur: media.find((m) => m.file_url === row.profileImageUrl)?.blur_data_url ?? null,
    },
    media,
    social_media: social.map((s) => ({ platform: s.platform, followers: s.followers, url: s.url })),
    updated_at: p.updatedAt.toISOString(),
  };
}

const readTalentCached = cached(readTalent, ["talents:one"], (id: number) => [cacheTags.talents, cacheTags.talent(id)]);

/** One active talent's public profile, or null (hidden, pending, declined, unknown: all the same to the public). */
export async function getPublicTalent(id: number): Promise<PublicTalentProfile | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return readTalentCached(id);
}

/** The profile's photos in page order: the profile image first, then the gallery (without repeating it). */
export function portfolioOf(talent: PublicTalentProfile): PublicMedia[] {
  const profileUrl = talent.user.profile_image_url;
  const gallery = talent.media.filter((m) => m.file_url !== profileUrl);
  if (!profileUrl) return gallery;
  const own = talent.media.find((m) => m.file_url === profileUrl);
  return [own ?? { id: 0, file_url: profileUrl, width: null, height: null, blur_data_url: null }, ...gallery];
}

async function readTalentIds(): Promise<{ id: number; updated_at: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: talentProfiles.id, updatedAt: talentProfiles.updatedAt })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(isPublic)
    .orderBy(asc(talentProfiles.id));
  return rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() }));
}

/** Every public profile, for the sitemap. */
export const listPublicTalentIds = cached(readTalentIds, ["talents:ids"], [cacheTags.talents]);
