import "server-only";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { uniqueViolation } from "@/db/unique-violation";
import { getDb, type DbOrTx } from "@/db/client";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";
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
import { hashPassword } from "@/lib/auth/password";
import type { Viewer } from "@/lib/auth/viewer";
import { approvedStatuses, isApprovedStatus, type ApprovedStatus } from "@/lib/domain/talent-status";
import { cacheTags, invalidate } from "@/lib/cache";
import { AppError, conflict, emailTaken, notFound } from "@/lib/errors";
import { deleteStoredFile, storeImage } from "@/lib/storage";
import {
  adminTalentCreateSchema,
  adminTalentUpdateSchema,
  generatePassword,
  type AdminTalentUpdateInput,
  type AdminTalentsQuery,
} from "@/lib/validation/admin-talent";
import { fieldErrors, type TalentCategory } from "@/lib/validation/common";
import { logActivity } from "./activity";
import { requireGalleryRoom, TALENT_GALLERY_FULL } from "./gallery-room";
import { containsPattern } from "./like-pattern";
import { ageFrom } from "./talent-profile";

export const NOT_APPROVED = "Only an approved talent can be hidden or shown.";
const TALENT_NOT_FOUND = "Talent not found.";

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
          .orderBy(desc(talentMedia.createdAt), desc(talentMedia.id)),
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
async function loadTalent(db: DbOrTx, userId: number) {
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
    base.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(talentProfiles.stageName, pattern)) as SQL);
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

/** `GET /admin/talents/{id}`: one talent of any status, with photos and social accounts. */
export async function getAdminTalent(viewer: Viewer | null, userId: number): Promise<AdminTalent> {
  requirePermission(viewer, "talents");
  const db = await getDb();
  const [talent] = await withDetails(db, [await loadTalent(db, userId)]);
  return talent;
}

// --- writes -----------------------------------------------------------------------------------------------------


async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: number) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== exceptUserId) throw emailTaken();
}

function invalidateTalent(profileId: number | null | undefined) {
  invalidate(...(profileId != null ? [cacheTags.talent(profileId)] : []), cacheTags.talents);
}

const storeProfileImage = (file: File, ownerId: number | null) =>
  storeImage(file, { ownerId, maxSide: 1200, field: "profile_image" });

/**
 * Creates a talent from the admin's dialog (and `POST /auth/register` by a staff member). Every field is optional
 * but the email, which must be valid and unused (409). A talent created here is active at once. A password is
 * generated when none is given; the talent can set their own through "forgot password".
 */
export async function createTalentByAdmin(viewer: Viewer | null, input: Record<string, unknown>): Promise<AdminTalent> {
  const staff = requirePermission(viewer, "talents");
  const parsed = adminTalentCreateSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "Validation failed", fieldErrors(parsed.error));
  const data = parsed.data;
  const db = await getDb();
  await assertEmailFree(db, data.email);

  const name = data.name || data.email.split("@")[0];
  const passwordHash = await hashPassword(data.password ?? generatePassword());
  // The image is checked and stored first, so a bad file answers 422 before anything is written.
  const image = data.profile_image ? await storeProfileImage(data.profile_image, null) : null;

  let created: { user: User; profile: TalentProfile };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name,
          email: data.email,
          passwordHash,
          role: "talent",
          status: "active",
          phone: data.phone ?? null,
          whatsapp: data.whatsapp ?? null,
          profileImageUrl: image?.url ?? null,
        })
        .returning();
      const [profile] = await tx
        .insert(talentProfiles)
        .values({
          userId: user.id,
          stageName: name,
          category: data.category ?? null,
          gender: data.gender ?? null,
          dob: data.dob ?? null,
          country: data.country ?? null,
          state: data.state ?? null,
          city: data.city ?? null,
          height: data.height ?? null,
          waist: data.waist ?? null,
          bust: data.bust ?? null,
          hips: data.hips ?? null,
          shoeSize: data.shoe_size ?? null,
          dressSize: data.dress_size ?? null,
          hairColor: data.hair_color ?? null,
          eyeColor: data.eye_color ?? null,
          experienceLevel: data.experience_level ?? null,
          ...searchColumnsOf({ height: data.height ?? null, hairColor: data.hair_color ?? null, eyeColor: data.eye_color ?? null }),
        })
        .returning();
      await logActivity(staff, "talents", `Created talent ${name}`, { type: "talent", id: profile.id }, tx);
      return { user, profile };
    });
  } catch (error) {
    await deleteStoredFile(image?.url);
    if (uniqueViolation(error) === "users_email_unique") throw emailTaken();
    throw error;
  }
  invalidateTalent(created.profile.id);
  return toAdminTalent(created.user, created.profile);
}

/** The profile columns an update may set, from the API's snake_case fields. */
function profilePatch(data: AdminTalentUpdateInput): Partial<typeof talentProfiles.$inferInsert> {
  const map = {
    stage_name: "stageName",
    category: "category",
    gender: "gender",
    dob: "dob",
    country: "country",
    state: "state",
    city: "city",
    bio: "bio",
    height: "height",
    waist: "waist",
    bust: "bust",
    hips: "hips",
    shoe_size: "shoeSize",
    dress_size: "dressSize",
    hair_color: "hairColor",
    eye_color: "eyeColor",
    experience_level: "experienceLevel",
    portfolio_url: "portfolioUrl",
    is_featured: "isFeatured",
    is_available: "isAvailable",
  } as const;
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) {
    const value = data[field as keyof typeof map];
    if (value !== undefined) patch[column] = value;
  }
  Object.assign(patch, searchColumnsOf({ height: data.height, hairColor: data.hair_color, eyeColor: data.eye_color }));
  if (data.hourly_rate !== undefined) patch.hourlyRate = data.hourly_rate === null ? null : String(data.hourly_rate);
  // A city set by the agency is one it has checked.
  if (data.city !== undefined) patch.cityUnlisted = false;
  return patch as Partial<typeof talentProfiles.$inferInsert>;
}

/**
 * `POST /admin/talents/{id}`: a partial update from the edit form (JSON), or multipart with a new profile picture.
 * A renamed talent whose stage name was their name keeps the two in step.
 */
export async function updateTalentByAdmin(viewer: Viewer | null, userId: number, input: unknown): Promise<AdminTalent> {
  const staff = requirePermission(viewer, "talents");
  const parsed = adminTalentUpdateSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "Validation failed", fieldErrors(parsed.error));
  const data = parsed.data;
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (data.email && data.email !== current.user.email) await assertEmailFree(db, data.email, userId);

  const image = data.profile_image ? await storeProfileImage(data.profile_image, userId) : null;
  const userPatch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (data.name !== undefined) userPatch.name = data.name;
  if (data.email !== undefined) userPatch.email = data.email;
  if (data.phone !== undefined) userPatch.phone = data.phone;
  if (data.whatsapp !== undefined) userPatch.whatsapp = data.whatsapp;
  if (image) userPatch.profileImageUrl = image.url;

  const patch = profilePatch(data);
  const oldName = current.user.name;
  if (data.name && data.stage_name === undefined && (current.profile?.stageName ?? oldName) === oldName) {
    patch.stageName = data.name;
  }

  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set(userPatch).where(eq(users.id, userId));
      if (current.profile) {
        await tx.update(talentProfiles).set({ ...patch, updatedAt: new Date() }).where(eq(talentProfiles.id, current.profile.id));
      } else {
        await tx.insert(talentProfiles).values({ ...patch, userId });
      }
      await logActivity(staff, "talents", `Updated talent ${data.name ?? oldName}`, { type: "talent", id: current.profile?.id ?? userId }, tx);
    });
  } catch (error) {
    await deleteStoredFile(image?.url);
    if (uniqueViolation(error) === "users_email_unique") throw emailTaken();
    throw error;
  }
  if (image && current.user.profileImageUrl) await deleteUnusedFile(db, current.user.profileImageUrl);
  invalidateTalent(current.profile?.id);
  return getAdminTalent(viewer, userId);
}

/**
 * `PATCH /admin/talents/{id}/status`: hides an approved talent from the public site or shows them again. An
 * applicant (pending or declined) is approved on the pending-approval screen instead: 409 here.
 */
export async function setTalentVisibility(viewer: Viewer | null, userId: number, status: ApprovedStatus) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (!isApprovedStatus(current.user.status)) throw conflict(NOT_APPROVED);
  if (current.user.status !== status) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
      const action = status === "hidden" ? "Hid talent from public view" : "Made talent visible to the public";
      await logActivity(staff, "talents", `${action}: ${current.user.name}`, { type: "talent", id: current.profile?.id ?? userId }, tx);
    });
    invalidateTalent(current.profile?.id);
  }
  const message = status === "hidden" ? "This talent is now hidden from public view." : "This talent is now visible to the public.";
  return { id: userId, status, is_hidden: status === "hidden", message };
}

/** Deletes a stored file unless a user's picture or a gallery row still points at it. */
async function deleteUnusedFile(db: DbOrTx, url: string | null) {
  if (!url) return;
  const [[media], [user]] = await Promise.all([
    db.select({ id: talentMedia.id }).from(talentMedia).where(eq(talentMedia.fileUrl, url)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.profileImageUrl, url)).limit(1),
  ]);
  if (!media && !user) await deleteStoredFile(url);
}

/**
 * `DELETE /admin/talents/{id}`: removes the talent with everything attached (profile, photos, social accounts,
 * bookings, notifications) and then their stored files.
 */
export async function deleteTalentByAdmin(viewer: Viewer | null, userId: number) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  const media = current.profile
    ? await db.select({ url: talentMedia.fileUrl }).from(talentMedia).where(eq(talentMedia.talentProfileId, current.profile.id))
    : [];
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await logActivity(staff, "talents", `Deleted talent ${current.user.name}`, { type: "talent", id: current.profile?.id ?? userId }, tx);
  });
  const urls = new Set([current.user.profileImageUrl, ...media.map((m) => m.url)].filter((u): u is string => !!u));
  for (const url of urls) await deleteUnusedFile(db, url);
  invalidateTalent(current.profile?.id);
  return { id: userId };
}

/** `POST /admin/talents/{id}/media`: adds a photo to the talent's portfolio, within the gallery's cap (`requireGalleryRoom`). */
export async function addTalentMediaByAdmin(viewer: Viewer | null, userId: number, file: File) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (!current.profile) throw notFound(TALENT_NOT_FOUND);
  const profileId = current.profile.id;
  await requireGalleryRoom(db, profileId, TALENT_GALLERY_FULL);
  const stored = await storeImage(file, { ownerId: userId, maxSide: 2000, field: "file" });
  try {
    const row = await db.transaction(async (tx) => {
      const { lastSortOrder: last } = await requireGalleryRoom(tx, profileId, TALENT_GALLERY_FULL);
      const [inserted] = await tx
        .insert(talentMedia)
        .values({
          talentProfileId: profileId,
          fileUrl: stored.url,
          width: stored.width,
          height: stored.height,
          blurDataUrl: stored.blurDataUrl,
          sortOrder: (last ?? -1) + 1,
        })
        .returning({ id: talentMedia.id, file_url: talentMedia.fileUrl });
      await logActivity(staff, "talents", `Added a portfolio image for ${current.user.name}`, { type: "talent", id: profileId }, tx);
      return inserted;
    });
    invalidateTalent(profileId);
    return row;
  } catch (error) {
    await deleteStoredFile(stored.url);
    throw error;
  }
}

/** `DELETE /admin/talents/{id}/media/{mediaId}`: removes one portfolio photo and its file. */
export async function deleteTalentMediaByAdmin(viewer: Viewer | null, userId: number, mediaId: number) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (!current.profile) throw notFound("Image not found.");
  const profileId = current.profile.id;
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(talentMedia)
      .where(and(eq(talentMedia.id, mediaId), eq(talentMedia.talentProfileId, profileId)))
      .returning({ id: talentMedia.id, fileUrl: talentMedia.fileUrl });
    if (!deleted) throw notFound("Image not found.");
    await logActivity(staff, "talents", `Deleted a portfolio image of ${current.user.name}`, { type: "talent", id: profileId }, tx);
    return deleted;
  });
  await deleteUnusedFile(db, row.fileUrl);
  invalidateTalent(profileId);
  return { id: row.id };
}
