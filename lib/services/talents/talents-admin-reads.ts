import "server-only";
import { userMatchesTalentSearch } from "./talent-name-search";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import {
  socialAccounts,
  talentMedia,
  talentProfiles,
  users,
  type SocialAccount,
  type TalentProfile,
  type User,
} from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { isMinor } from "@/lib/domain/age";
import { paged } from "@/lib/domain/paging";
import { approvedStatuses } from "@/lib/domain/talent-status";
import { notFound } from "@/lib/errors";
import type { AdminTalentsQuery } from "@/lib/validation/admin-talent";
import type { TalentCategory } from "@/lib/domain/talent-categories";
import { containsPattern } from "@/lib/services/platform";
import { ageFrom } from "./talent-profile";

/*
 * The staff side of talents, reads: the admin talent shape, the roster list and one talent. Creating, editing and
 * deleting are in `talents-admin-writes.ts`, hiding and showing in `talents-admin-status.ts`, portfolio photos in
 * `talents-admin-media.ts`.
 */

export const TALENT_NOT_FOUND = "Talent not found.";

// --- the admin talent shape (spec section 3, "Talent (admin list)") -----------------------------------------------

type Social = Pick<SocialAccount, "platform" | "username" | "url" | "followers">;
type Media = { id: number; file_url: string };

function socialView(social: Social[]) {
  const one = (platform: "instagram" | "tiktok") => {
    const s = social.find((x) => x.platform === platform);
    return s ? { username: s.username, url: s.url, followers: s.followers } : null;
  };
  return { instagram: one("instagram"), tiktok: one("tiktok") };
}

/** One talent as every admin call returns it: the user's fields on top, the profile nested. */
export function toAdminTalent(user: User, profile: TalentProfile | null, media: Media[] = [], social: Social[] = []) {
  const age = ageFrom(profile?.dob);
  const location = [profile?.city, profile?.state, profile?.country].filter(Boolean).join(", ") || null;
  return {
    id: user.id,
    name: user.name,
    full_name: user.name,
    email: user.email,
    gender: profile?.gender ?? null,
    age,
    /** Under 18 (`lib/domain/age.ts`): the lists mark it, the review shows the guardian. */
    is_minor: isMinor(profile?.dob),
    height: profile?.height ?? null,
    whatsapp_number: user.whatsapp,
    phone: user.phone,
    experience: profile?.experienceLevel ?? null,
    category: profile?.category ?? null,
    status: user.status,
    is_hidden: user.status === "hidden",
    profile_image_url: user.profileImageUrl,
    created_at: user.createdAt,
    talent_profile: profile
      ? {
          id: profile.id,
          user_id: profile.userId,
          stage_name: profile.stageName ?? user.name,
          bio: profile.bio,
          bust: profile.bust,
          waist: profile.waist,
          hips: profile.hips,
          height: profile.height,
          weight: profile.weight,
          shoe_size: profile.shoeSize,
          dress_size: profile.dressSize,
          hair_color: profile.hairColor,
          eye_color: profile.eyeColor,
          city: profile.city,
          /** The applicant typed a city the location list lacks: kept as typed for the agency to check. */
          city_unlisted: profile.cityUnlisted,
          state: profile.state,
          country: profile.country,
          location,
          dob: profile.dob,
          age,
          gender: profile.gender,
          category: profile.category,
          hourly_rate: profile.hourlyRate === null ? null : Number(profile.hourlyRate),
          is_available: profile.isAvailable,
          is_featured: profile.isFeatured,
          portfolio_url: profile.portfolioUrl,
          experience_level: profile.experienceLevel,
          /** The handle given with the application (declared, not a connected account). */
          instagram_handle: profile.instagramHandle,
          guardian: {
            name: profile.guardianName,
            email: profile.guardianEmail,
            consent_at: profile.guardianConsentAt,
          },
          whatsapp: user.whatsapp,
          updated_at: profile.updatedAt,
          media,
          social_media: socialView(social),
        }
      : null,
  };
}
export type AdminTalent = ReturnType<typeof toAdminTalent>;

/** Attaches photos (newest first) and social accounts to rows read with one query each. */
async function withDetails(db: DbOrTx, rows: { user: User; profile: TalentProfile | null }[]): Promise<AdminTalent[]> {
  const ids = rows.map((r) => r.profile?.id).filter((id): id is number => id != null);
  const [media, social] = ids.length
    ? await Promise.all([
        db
          .select({ id: talentMedia.id, file_url: talentMedia.fileUrl, profileId: talentMedia.talentProfileId })
          .from(talentMedia)
          .where(inArray(talentMedia.talentProfileId, ids))
          // The portfolio as the public profile shows it: the talent's own order (issue 26).
          .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id)),
        db.select().from(socialAccounts).where(inArray(socialAccounts.talentProfileId, ids)),
      ])
    : [[], []];
  return rows.map(({ user, profile }) =>
    toAdminTalent(
      user,
      profile,
      media.filter((m) => m.profileId === profile?.id).map(({ id, file_url }) => ({ id, file_url })),
      social.filter((s) => s.talentProfileId === profile?.id),
    ),
  );
}

/** The talent user (any status) with their profile, or 404. Admin screens address a talent by the user id. */
export async function loadTalent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ user: users, profile: talentProfiles })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, "talent")));
  if (!row) throw notFound(TALENT_NOT_FOUND);
  return row;
}

// --- reads ------------------------------------------------------------------------------------------------------

/**
 * `GET /admin/talents`: newest first, 50 a page on the screen. Without a status it lists the approved roster
 * (active and hidden); applicants are handled on the pending-approval screen. `counts` gives the category buttons
 * their numbers for the same search and status.
 */
export async function listAdminTalents(viewer: Viewer | null, query: AdminTalentsQuery) {
  requirePermission(viewer, "talents");
  const db = await getDb();
  const base: SQL[] = [eq(users.role, "talent")];
  if (query.status === "all") {
    // every status
  } else if (query.status) base.push(eq(users.status, query.status));
  else base.push(inArray(users.status, [...approvedStatuses]));
  if (query.search) {
    const pattern = containsPattern(query.search);
    base.push(userMatchesTalentSearch(pattern, { email: true }));
  }
  const where = and(...base, query.category ? eq(talentProfiles.category, query.category) : undefined);

  const [rows, [{ total }], byCategory] = await Promise.all([
    db
      .select({ user: users, profile: talentProfiles })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).leftJoin(talentProfiles, eq(talentProfiles.userId, users.id)).where(where),
    db
      .select({ category: talentProfiles.category, n: count() })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(and(...base))
      .groupBy(talentProfiles.category),
  ]);
  const counts: Record<"all" | TalentCategory, number> = { all: 0, female: 0, male: 0, influencer: 0, teen: 0 };
  for (const { category, n } of byCategory) {
    counts.all += n;
    if (category) counts[category] = n;
  }
  return { items: await withDetails(db, rows), total, counts };
}

/** `GET /admin/talents`'s `data`: the page in the envelope's paging shape, with the category counts. */
export async function readAdminTalentList(viewer: Viewer | null, query: AdminTalentsQuery) {
  const { items, total, counts } = await listAdminTalents(viewer, query);
  return { ...paged(items, total, query.page, query.limit), counts };
}

/** `GET /admin/talents/{id}`: one talent of any status, with photos and social accounts. */
export async function getAdminTalent(viewer: Viewer | null, userId: number): Promise<AdminTalent> {
  requirePermission(viewer, "talents");
  const db = await getDb();
  const [talent] = await withDetails(db, [await loadTalent(db, userId)]);
  return talent;
}
