import "server-only";
import { eq } from "drizzle-orm";
import { foreignKeyViolation, uniqueViolation } from "@/db/unique-violation";
import { getDb, type DbOrTx } from "@/db/client";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";
import { invoiceLines, ledgerEntries, payouts, talentMedia, talentProfiles, users, type TalentProfile, type User } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { renderCompCardSoon } from "./comp-card-ready";
import { AppError, conflict, emailTaken } from "@/lib/errors";
import { deleteStoredFile, storeImage } from "@/lib/storage";
import {
  adminTalentCreateSchema,
  adminTalentUpdateSchema,
  generatePassword,
  type AdminTalentUpdateInput,
} from "@/lib/validation/admin-talent";
import { fieldErrors } from "@/lib/validation/common";
import { lockTalentForStaff, refuseErased } from "@/lib/services/platform";
import { diffChanges, logEvent, type Changes } from "@/lib/services/audit";
import { getAdminTalent, loadTalent, toAdminTalent, type AdminTalent } from "./talents-admin-reads";

// The staff side of talents, writes: create, edit and delete a talent, and the helpers the other writes share.

/** Columns an activity entry leaves out of a talent's changes: keys, bookkeeping and what is derived from the texts. */
const TALENT_DIFF_OMIT = ["id", "userId", "createdAt", "lastActiveAt", "sessionVersion", "heightCm", "hairColorKey", "eyeColorKey"];

/** What a write did to a talent, as one activity entry keeps it: the account's and the profile's changed fields. */
export function talentChanges(
  before: { user?: User | null; profile?: TalentProfile | null } | null,
  after: { user?: User | null; profile?: TalentProfile | null } | null,
): Changes {
  return {
    ...diffChanges(before?.user, after?.user, { omit: TALENT_DIFF_OMIT }),
    ...diffChanges(before?.profile, after?.profile, { omit: TALENT_DIFF_OMIT }),
  };
}

async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: number) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== exceptUserId) throw emailTaken();
}

export function invalidateTalent(profileId: number | null | undefined) {
  invalidate(...(profileId != null ? [cacheTags.talent(profileId)] : []), cacheTags.talents);
  // Staff edits of a profile, its photos or its status: the comp card is made again ahead of any request.
  void renderCompCardSoon(profileId);
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
      await logEvent(tx, staff, "talent.created", { subject: { type: "talent", id: profile.id }, payload: { talent_id: profile.id }, changes: talentChanges(null, { user, profile }) });
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
  refuseErased(current.user);
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
      // An erasure that committed meanwhile wins: 409, and the stored picture goes below.
      await lockTalentForStaff(tx, userId);
      const before = await loadTalent(tx, userId);
      const [user] = await tx.update(users).set(userPatch).where(eq(users.id, userId)).returning();
      const [profile] = before.profile
        ? await tx.update(talentProfiles).set({ ...patch, updatedAt: new Date() }).where(eq(talentProfiles.id, before.profile.id)).returning()
        : await tx.insert(talentProfiles).values({ ...patch, userId }).returning();
      const changes = talentChanges(before, { user, profile });
      await logEvent(tx, staff, "talent.updated", { subject: { type: "talent", id: profile.id }, payload: { talent_id: profile.id }, changes });
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

/** Deletes a stored file unless a user's picture or a gallery row still points at it. */
export async function deleteUnusedFile(db: DbOrTx, url: string | null) {
  if (!url) return;
  const [[media], [user]] = await Promise.all([
    db.select({ id: talentMedia.id }).from(talentMedia).where(eq(talentMedia.fileUrl, url)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.profileImageUrl, url)).limit(1),
  ]);
  if (!media && !user) await deleteStoredFile(url);
}

const KEPT_FOR_THE_BOOKS =
  "This talent appears on invoices or statements, which the books must keep. Erase the talent's personal data instead of deleting the talent.";

/** Whether an invoice line, a ledger entry or a payout names the profile (issue 41: kept under the legal hold). */
async function hasMoneyDocuments(db: DbOrTx, profileId: number): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.talentProfileId, profileId)).limit(1),
    db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.talentProfileId, profileId)).limit(1),
    db.select({ id: payouts.id }).from(payouts).where(eq(payouts.talentProfileId, profileId)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * `DELETE /admin/talents/{id}`: removes the talent with everything attached (profile, photos, social accounts,
 * bookings, notifications) and then their stored files. A talent named by an invoice line, a ledger entry or a
 * payout is refused (409): the books keep those, and the erasure is the way to remove her personal data.
 */
export async function deleteTalentByAdmin(viewer: Viewer | null, userId: number) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (current.profile && (await hasMoneyDocuments(db, current.profile.id))) throw conflict(KEPT_FOR_THE_BOOKS);
  const media = current.profile
    ? await db.select({ url: talentMedia.fileUrl }).from(talentMedia).where(eq(talentMedia.talentProfileId, current.profile.id))
    : [];
  await db.transaction(async (tx) => {
    const before = await loadTalent(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    const subject = { type: "talent", id: before.profile?.id ?? userId };
    await logEvent(tx, staff, "talent.deleted", {
      subject,
      payload: before.profile ? { talent_id: before.profile.id } : { talent_id: null, user_id: userId },
      changes: talentChanges(before, null),
      people: [{ userId, kind: "talent", name: before.user.name, talentProfileId: before.profile?.id ?? null }],
    });
  }).catch((error: unknown) => {
    // An invoice line or a ledger entry written meanwhile still names the profile (RESTRICT): the same refusal.
    if (foreignKeyViolation(error) !== null) throw conflict(KEPT_FOR_THE_BOOKS);
    throw error;
  });
  const urls = new Set([current.user.profileImageUrl, ...media.map((m) => m.url)].filter((u): u is string => !!u));
  for (const url of urls) await deleteUnusedFile(db, url);
  invalidateTalent(current.profile?.id);
  return { id: userId };
}
