import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, min, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { socialAccounts, talentMedia, talentProfiles, users } from "@/db/schema";
import { readPage } from "@/lib/services/platform";
import type { Paged } from "@/lib/domain/paging";
import { cacheTags, cached, isCachedPage } from "@/lib/cache";
import { hasUnboundedFilter, isFilterSet, loosenableFilters, withoutFilter, type ListingParamName, type LoosenableFilter } from "@/lib/domain/listing-filters";
import { leadWithProfilePicture } from "@/lib/domain/profile-photos";
import type { HeightRange } from "@/lib/domain/height-steps";
import type { Gender } from "@/lib/domain/genders";
import type { TalentCategory } from "@/lib/domain/talent-categories";
import type { ListingFilters, TalentSort, TalentsQuery } from "@/lib/validation/talents";
import { containsPattern } from "@/lib/services/platform";
import { isPublicTalent } from "./public-talent";
import { filterConditions } from "./talent-filters";
import { talentDisplayName as displayName } from "./talent-display-name";
import { userMatchesTalentSearch } from "./talent-name-search";

// The public side of talent: the listings, the profile page, the sitemap. Only public talent are ever returned
// (`isPublicTalent`: active and published; hidden, unpublished, pending, declined and suspended never), and never a
// date of birth, an age, a city or contact details: a minor's profile must not say where they live or how old they
// are, and an adult's does not need to.

/** The listing item of `GET /talents` (spec section 3). */
export interface PublicTalentListItem {
  id: number;
  stage_name: string;
  category: TalentCategory | null;
  user: { name: string; profile_image_url: string | null };
}

/** A card of the listing pages: the list item plus the photo to show, its blur placeholder, the hover photo and the height. */
export interface TalentCard extends PublicTalentListItem {
  image_url: string | null;
  blur_data_url: string | null;
  /** The next photo of the portfolio, shown when the pointer rests on the card; null with fewer than two photos. */
  hover_image_url: string | null;
  height_cm: number | null;
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
  /** Picks the board's labels (chest and suit size for men): `lib/domain/measurement-labels.ts`. */
  gender: Gender | null;
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

const isPublic = isPublicTalent;

/** What narrows a listing query: a category, a name search and the listing filters (lib/domain/listing-filters.ts). */
type SearchQuery = Pick<TalentsQuery, "category" | "search"> & Partial<Pick<TalentsQuery, ListingParamName>>;

function filters(query: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (query.category) conditions.push(eq(talentProfiles.category, query.category));
  if (query.search) {
    const pattern = containsPattern(query.search);
    // The candidates through the trigram indexes, then the exact rule (the shown name or the account's name).
    conditions.push(userMatchesTalentSearch(pattern), or(sql`${displayName} ilike ${pattern}`, ilike(users.name, pattern)));
  }
  for (const condition of Object.values(filterConditions)) conditions.push(condition(query));
  return and(...conditions);
}

/**
 * The card photos of a page of talent: the profile image, else the first photo of the gallery, with its blur
 * placeholder, and the hover photo. Read for the page's rows only, after the sort and limit, so a long filtered list
 * costs no photo lookups; and at most two photos a talent (issue 38: a page of 100 talents with 20 photos each had
 * read 2,000 rows for 200 pictures): the profile image's own row first when it is in the gallery, then the first
 * other photo, in one statement through `talent_media_profile_idx`.
 */
async function cardImagesOf(rows: { id: number; profileImageUrl: string | null }[]) {
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const lead = sql<boolean>`(${talentMedia.fileUrl} is not distinct from ${users.profileImageUrl})`;
  const firstTwo = db
    .select({ fileUrl: talentMedia.fileUrl, blur: talentMedia.blurDataUrl, lead: lead.as("lead"), sortOrder: talentMedia.sortOrder, mediaId: sql<number>`${talentMedia.id}`.as("media_id") })
    .from(talentMedia)
    .where(eq(talentMedia.talentProfileId, talentProfiles.id))
    .orderBy(desc(lead), asc(talentMedia.sortOrder), asc(talentMedia.id))
    .limit(2)
    .as("card_media");
  const media = ids.length
    ? await db
        .select({ profileId: talentProfiles.id, fileUrl: firstTwo.fileUrl, blur: firstTwo.blur })
        .from(talentProfiles)
        .innerJoin(users, eq(users.id, talentProfiles.userId))
        .innerJoinLateral(firstTwo, sql`true`)
        .where(inArray(talentProfiles.id, ids))
        .orderBy(asc(talentProfiles.id), desc(firstTwo.lead), asc(firstTwo.sortOrder), asc(firstTwo.mediaId))
    : [];
  return new Map(
    rows.map((r) => {
      const own = media.filter((m) => m.profileId === r.id);
      const url = r.profileImageUrl ?? own[0]?.fileUrl ?? null;
      const hover = own.find((m) => m.fileUrl !== url)?.fileUrl ?? null;
      return [r.id, { url, hover, blur: own.find((m) => m.fileUrl === url)?.blur ?? null }];
    }),
  );
}

async function queryTalents(query: SearchQuery & Pick<TalentsQuery, "sort" | "page" | "limit">): Promise<Paged<TalentCard>> {
  const db = await getDb();
  // The larger of each talent's Instagram and TikTok audiences, joined only for the most-followed sort.
  const reach = db
    .select({ profileId: socialAccounts.talentProfileId, followers: max(socialAccounts.followers).as("most_followers") })
    .from(socialAccounts)
    .groupBy(socialAccounts.talentProfileId)
    .as("reach");
  const byName = [sql`lower(${displayName})`, asc(talentProfiles.id)];
  // Each sort, with the name and then the id breaking ties so paging is stable.
  const orderOf: Record<TalentSort, SQL[]> = {
    name: byName,
    height: [sql`${talentProfiles.heightCm} asc nulls last`, ...byName],
    followers: [sql`${reach.followers} desc nulls last`, ...byName],
    newest: [desc(talentProfiles.createdAt), desc(talentProfiles.id)],
  };
  let page = db
    .select({
      id: talentProfiles.id,
      stageName: displayName,
      category: talentProfiles.category,
      name: users.name,
      profileImageUrl: users.profileImageUrl,
      heightCm: talentProfiles.heightCm,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .$dynamic();
  if (query.sort === "followers") page = page.leftJoin(reach, eq(reach.profileId, talentProfiles.id));
  // A page by name reads its candidates through the shown-name index (issue 38): sorting the whole public roster for
  // 20 cards grew with the agency. A search and a letter narrow through their own indexes first.
  const candidates = query.sort === "name" && !query.search && !query.letter ? firstByName(db, query, query.page * query.limit) : undefined;
  const result = await readPage(query, page.where(and(filters(query), candidates)).orderBy(...orderOf[query.sort]), countQuery(db, query));
  const images = await cardImagesOf(result.data);
  const items = result.data.map((r) => ({
    id: r.id,
    stage_name: r.stageName,
    category: r.category,
    user: { name: r.name, profile_image_url: r.profileImageUrl },
    image_url: images.get(r.id)?.url ?? null,
    blur_data_url: images.get(r.id)?.blur ?? null,
    hover_image_url: images.get(r.id)?.hover ?? null,
    height_cm: r.heightCm,
  }));
  return { ...result, data: items };
}

/**
 * The ids of the first `n` talents of a query by shown name, as a condition on `talent_profiles.id`: the first `n`
 * with a stage name in the order of `talent_profiles_shown_name_idx` (public talents' lower-cased stage names), and the
 * first `n` without one (shown by the account's name, few). The first `n` of the whole order are among these 2n, so
 * the page query sorts 2n candidates, not the board.
 */
function firstByName(db: Db, query: SearchQuery, n: number): SQL {
  const stage = sql`nullif(trim(${talentProfiles.stageName}), '')`;
  const named = db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(filters(query), sql`${stage} is not null`))
    .orderBy(sql`lower(${stage})`, asc(talentProfiles.id))
    .limit(n);
  const unnamed = db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(filters(query), sql`${stage} is null`))
    .orderBy(sql`lower(${users.name})`, asc(talentProfiles.id))
    .limit(n);
  return sql`${talentProfiles.id} = any(array((${named}) union all (${unnamed})))`;
}

/** The number of talent matching a query, not run yet. */
const countQuery = (db: Db, query: SearchQuery) =>
  db.select({ total: count() }).from(talentProfiles).innerJoin(users, eq(users.id, talentProfiles.userId)).where(filters(query));

async function countTalents(query: SearchQuery): Promise<number> {
  const [{ total }] = await countQuery(await getDb(), query);
  return Number(total);
}

// Only the unfiltered reads are cached: the filters make too many combinations to keep (see searchTalentCards).
const queryTalentsCached = cached(queryTalents, ["talents:list"], [cacheTags.talents]);

/** The page size `GET /talents` answers by default, the only one of its sizes kept in the cache. */
const API_PAGE_SIZE = 20;

/**
 * `GET /talents`: active talent filtered by category, first letter, a name search, height range, colours and
 * followers, in the chosen order, paged. Only the bounded queries are cached (a category, a letter, the first pages
 * at the default size): a free-text search or a chosen page size would let anyone fill the data cache.
 */
export async function listPublicTalents(query: TalentsQuery): Promise<Paged<PublicTalentListItem>> {
  const bounded = !hasUnboundedFilter(query) && !query.search && isCachedPage(query, [API_PAGE_SIZE]);
  const result = bounded ? await queryTalentsCached(query) : await queryTalents(query);
  return { ...result, data: result.data.map(({ id, stage_name, category, user }) => ({ id, stage_name, category, user })) };
}

/** A listing page shows up to this many talent (the spec's 100); the rest are on the next pages. */
export const LISTING_PAGE_SIZE = 100;

/**
 * The cards of one page of a listing (spec: category pages read 100 talent, filtered by letter), with the true total
 * and the last page, so every public talent is on some page (`/female-models/page/2`). Cached per page; the routes
 * answer a page past the last with a 404 before asking for it (`countListing`), so a visitor cannot fill the cache.
 */
export async function listTalentCards(category: TalentCategory, letter?: string, page = 1): Promise<Paged<TalentCard>> {
  return queryTalentsCached({ category, letter: letter?.toUpperCase(), search: undefined, sort: "name", page, limit: LISTING_PAGE_SIZE });
}

/** How many public talent a listing (or one of its letters) holds. Cached, dropped with the talent cache. */
export const countListing = cached(
  (category: TalentCategory, letter?: string) => countTalents({ category, letter: letter?.toUpperCase(), search: undefined }),
  ["talents:listing-count"],
  [cacheTags.talents],
);

/** The New Faces staff chose (`newFacePosition`, lib/services/talent-publication.ts), public ones only, in their order. */
async function queryNewFaces(limit: number): Promise<TalentCard[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: talentProfiles.id, stageName: displayName, category: talentProfiles.category, name: users.name, profileImageUrl: users.profileImageUrl, heightCm: talentProfiles.heightCm })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(isPublic, isNotNull(talentProfiles.newFacePosition)))
    .orderBy(asc(talentProfiles.newFacePosition), asc(talentProfiles.publishedAt), asc(talentProfiles.id))
    .limit(limit);
  return cardsOf(rows);
}

/** The home page's New Faces board: the talent staff chose, in the order they chose. Cached. */
export const listNewFaces = cached(queryNewFaces, ["talents:new-faces"], [cacheTags.talents]);

/** The shortest and tallest public talent of a board, in cm: null while none has a height. */
async function queryHeightRange(category: TalentCategory): Promise<HeightRange | null> {
  const db = await getDb();
  const [row] = await db
    .select({ low: min(talentProfiles.heightCm), high: max(talentProfiles.heightCm) })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(filters({ category, search: undefined }));
  return row?.low != null && row.high != null ? { low: Number(row.low), high: Number(row.high) } : null;
}

/**
 * The heights a board's filter offers run from its shortest to its tallest talent (`heightSteps`, lib/domain/height-steps.ts), whatever the
 * page's other filters: no option that matches no one. Cached, and dropped with the talent cache.
 */
export const boardHeightRange = cached(queryHeightRange, ["talents:height-range"], [cacheTags.talents]);

/**
 * The cards of a filtered listing page (`/female-models?hair=blonde&height_min=170`). Not cached: the filters
 * combine into more pages than a cache should hold, and the indexes keep one query in milliseconds.
 */
export async function searchTalentCards(category: TalentCategory, f: ListingFilters, page = 1): Promise<Paged<TalentCard>> {
  return queryTalents({ ...f, category, search: undefined, page, limit: LISTING_PAGE_SIZE });
}

/**
 * For a filtered listing with no match: how many talent each filter, dropped on its own, would bring back, so the
 * page can say which one to loosen. Only the filters that are set are counted.
 */
export async function countWithoutEachFilter(category: TalentCategory, f: ListingFilters): Promise<{ filter: LoosenableFilter; total: number }[]> {
  const base = { ...f, category, search: undefined };
  const set = loosenableFilters.filter((filter) => isFilterSet(filter, f));
  const totals = await Promise.all(set.map((filter) => countTalents(withoutFilter(filter, base))));
  return set.map((filter, i) => ({ filter, total: totals[i] }));
}

async function readTalent(id: number): Promise<PublicTalentProfile | null> {
  return (await readPublicTalents([id])).get(id) ?? null;
}

/**
 * The public profiles of the given talents, in three statements whatever their number (profiles, photos, social
 * accounts): hidden, pending, declined and unknown ones are not in the map. What a client package shows (issue 38).
 */
export async function readPublicTalents(ids: readonly number[]): Promise<Map<number, PublicTalentProfile>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ profile: talentProfiles, name: users.name, profileImageUrl: users.profileImageUrl, stageName: displayName })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(talentProfiles.id, [...ids]), isPublic));
  if (!rows.length) return new Map();
  const found = rows.map((r) => r.profile.id);
  const [allMedia, allSocial] = await Promise.all([
    db
      .select({
        profileId: talentMedia.talentProfileId,
        id: talentMedia.id,
        file_url: talentMedia.fileUrl,
        width: talentMedia.width,
        height: talentMedia.height,
        blur_data_url: talentMedia.blurDataUrl,
      })
      .from(talentMedia)
      .where(inArray(talentMedia.talentProfileId, found))
      .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id)),
    db
      .select({ profileId: socialAccounts.talentProfileId, platform: socialAccounts.platform, followers: socialAccounts.followers, url: socialAccounts.url })
      .from(socialAccounts)
      .where(inArray(socialAccounts.talentProfileId, found))
      .orderBy(asc(socialAccounts.platform)),
  ]);
  return new Map(
    rows.map((row) => {
      const media = allMedia.filter((m) => m.profileId === row.profile.id).map((m) => ({ id: m.id, file_url: m.file_url, width: m.width, height: m.height, blur_data_url: m.blur_data_url }));
      const social = allSocial.filter((s) => s.profileId === row.profile.id);
      return [row.profile.id, toPublicProfile(row, media, social)] as const;
    }),
  );
}

type ProfileRow = { profile: typeof talentProfiles.$inferSelect; name: string; profileImageUrl: string | null; stageName: string };

function toPublicProfile(row: ProfileRow, media: PublicMedia[], social: PublicTalentProfile["social_media"]): PublicTalentProfile {
  const p = row.profile;
  return {
    id: p.id,
    stage_name: row.stageName,
    category: p.category,
    gender: p.gender,
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

// Tagged with this talent only (issue 38): another talent's change, which revalidates `talents` (the lists), leaves
// this profile, and the page rendered from it, warm.
const readTalentCached = cached(readTalent, ["talents:one"], (id: number) => [cacheTags.talent(id)]);

/**
 * One active talent's public profile, or null (hidden, pending, declined, unknown: all the same to the public). Only
 * an id that exists reaches the per-talent cache (one primary-key lookup, live), so a made-up id keeps no entry; a
 * hidden talent's entry is dropped by the change that hid them (`talent(id)`).
 */
export async function getPublicTalent(id: number): Promise<PublicTalentProfile | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [known] = await db.select({ id: talentProfiles.id }).from(talentProfiles).where(eq(talentProfiles.id, id));
  return known ? readTalentCached(id) : null;
}

/** The profile's photos in page order: the profile image first, then the gallery (without repeating it). */
export function portfolioOf(talent: PublicTalentProfile): PublicMedia[] {
  return leadWithProfilePicture(talent.user.profile_image_url, talent.media, (url) => ({ id: 0, file_url: url, width: null, height: null, blur_data_url: null }));
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

/** Every public profile's id, read now: proxy.ts's 404 gate (lib/site/page-gate.ts) runs outside the data cache. */
export async function readPublicTalentIds(): Promise<number[]> {
  return (await readTalentIds()).map((r) => r.id);
}

/** Every public profile, for the sitemap. */
export const listPublicTalentIds = cached(readTalentIds, ["talents:ids"], [cacheTags.talents]);

/**
 * The cards of the given talent in the given order, the public ones only (a hidden or removed talent is simply left
 * out): the visitor's shortlist. Not cached: the ids are the visitor's own.
 */
export async function listTalentCardsByIds(ids: readonly number[]): Promise<TalentCard[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: talentProfiles.id, stageName: displayName, category: talentProfiles.category, name: users.name, profileImageUrl: users.profileImageUrl, heightCm: talentProfiles.heightCm })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(isPublic, inArray(talentProfiles.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cardsOf(ids.flatMap((id) => byId.get(id) ?? []));
}

type CardRow = { id: number; stageName: string; category: TalentCategory | null; name: string; profileImageUrl: string | null; heightCm: number | null };

/** Cards of rows already in their order, with their photos. */
async function cardsOf(rows: CardRow[]): Promise<TalentCard[]> {
  const images = await cardImagesOf(rows);
  return rows.map((r) => {
    const image = images.get(r.id);
    return { id: r.id, stage_name: r.stageName, category: r.category, user: { name: r.name, profile_image_url: r.profileImageUrl }, image_url: image?.url ?? null, blur_data_url: image?.blur ?? null, hover_image_url: image?.hover ?? null, height_cm: r.heightCm };
  });
}
