import "server-only";
import { eq } from "drizzle-orm";
import { after } from "next/server";
import { uniqueViolation } from "@/db/unique-violation";
import { getDb } from "@/db/client";
import { talentProfiles, uploads, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { deliverNow, enqueueMail, sendMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { absoluteUrl } from "@/lib/absolute-url";
import { tooManyRequests, validationError, type FieldErrors } from "@/lib/errors";
import { deleteStoredFile, storeImage, type StoredImage } from "@/lib/storage";
import type { ImageOptions } from "@/lib/storage/image";
import { fieldErrors } from "@/lib/validation/common";
import { isMinor, registerSchema } from "@/lib/validation/register";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";
import { attachSnapshots, chosenFile, deleteSnapshots, snapshotFilesOf, storeSnapshots, type StoredSnapshot } from "@/lib/services/talents";
import { issueGuardianLink } from "@/lib/services/talents";
import { fenceIdempotentWork } from "@/lib/services/platform";
import { resolveLocation } from "@/lib/services/talents";
import { consume, type Limit } from "@/lib/services/platform";

/**
 * Applications one address may send in an hour, counted before the email is looked up, whether it was new or not:
 * enough for a family or an agency scout, not for a script probing which addresses have accounts.
 */
export const REGISTRATION_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const satisfies Limit;
/** "Someone tried to register with your address" mails one account receives a day, so nobody can flood an inbox. */
export const TAKEN_EMAIL_NOTICE_LIMIT = { max: 3, windowSeconds: 24 * 60 * 60 } as const satisfies Limit;
export const APPLICATION_RECEIVED = "Your application has been submitted for review";
const NOT_AN_IMAGE_FILE = "The profile picture must be an image file.";
const PROFILE_IMAGE: ImageOptions = { accept: ["jpeg", "png", "gif", "webp"], maxSide: 1200, field: "profile_image" };

function merge(into: FieldErrors, from: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(from)) into[field] = [...new Set([...(into[field] ?? []), ...messages])];
  return into;
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

function profileImageOf(value: unknown, errors: FieldErrors): File | null {
  return chosenFile(value, "profile_image", errors, NOT_AN_IMAGE_FILE);
}

/**
 * A talent applies. The answer is the same whether the email is new or already has an account, so registration
 * cannot be used to learn who has one (sign-in and forgot-password hide it too):
 * 1. every field is checked (the place against the dataset); a bad form is a 422 that looked nothing up;
 * 2. the address's place under `REGISTRATION_LIMIT` is taken, atomically, before anything is looked up;
 * 3. the same work follows whatever the email: the password is hashed, the picture checked, re-encoded and stored,
 *    and the user and profile inserted in one transaction as a pending talent. The email is never looked up
 *    first: the users table's unique index refuses a taken one inside that transaction, so both take about as long;
 * 4. a new email: the applicant (and, for a minor, the parent or guardian) is mailed, the mails queued in the same
 *    transaction as the account. A taken email: the stored
 *    picture is removed again, nothing else was written, and the account's owner is mailed that someone tried to
 *    register with their address (at most `TAKEN_EMAIL_NOTICE_LIMIT` a day). Any other failure removes the picture
 *    too, so a failed registration leaves nothing behind.
 * Mails go out after the answer where Next can wait for them, so their cost never shows in its timing.
 */
export async function registerTalent(form: Record<string, unknown>, context: { ip: string }): Promise<void> {
  const parsed = registerSchema.safeParse(form);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const place = await resolveLocation({ country: text(form.country), state: text(form.state), city: text(form.city) });
  merge(errors, place.errors);
  const file = profileImageOf(form.profile_image, errors);
  const snapshotFiles = snapshotFilesOf(form, errors);
  if (!parsed.success || !place.location || Object.keys(errors).length) {
    throw validationError(Object.values(errors).flat()[0] ?? "Validation failed", errors);
  }
  const input = parsed.data;
  const location = place.location;

  const allowed = await consume(`register:ip:${context.ip}`, REGISTRATION_LIMIT);
  if (!allowed.allowed) {
    const minutes = Math.ceil(allowed.retryAfter / 60);
    throw tooManyRequests(
      `Too many applications from this network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      allowed.retryAfter,
    );
  }

  const passwordHash = await hashPassword(input.password);
  const minor = isMinor(input.dob);
  let image: StoredImage | null = null;
  if (file) image = await storeImage(file, { ...PROFILE_IMAGE, ownerId: null });
  let snapshots: StoredSnapshot[] = [];
  try {
    snapshots = await storeSnapshots(snapshotFiles);
  } catch (error) {
    if (image) await deleteStoredFile(image.url);
    throw error;
  }

  const guardian = minor && input.guardian_email && input.guardian_name ? { email: input.guardian_email, name: input.guardian_name } : null;
  const db = await getDb();
  let mailIds: number[];
  try {
    mailIds = await db.transaction(async (tx) => {
      await fenceIdempotentWork(tx);
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: "talent",
          status: "pending",
          phone: input.phone,
          whatsapp: input.whatsapp,
          profileImageUrl: image?.url ?? null,
        })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(talentProfiles)
        .values({
          userId: user.id,
          category: input.category,
          gender: input.gender,
          dob: input.dob,
          country: location.country,
          state: location.state,
          city: location.city,
          cityUnlisted: location.cityUnlisted,
          guardianName: minor ? (input.guardian_name ?? null) : null,
          guardianEmail: minor ? (input.guardian_email ?? null) : null,
          // The applicant's tick is not the guardian's consent: the guardian confirms on their link's page.
          guardianConsentAt: null,
          height: input.height,
          bust: input.bust,
          waist: input.waist,
          hips: input.hips,
          shoeSize: input.shoe_size,
          hairColor: input.hair_color,
          eyeColor: input.eye_color,
          ...searchColumnsOf({ height: input.height, hairColor: input.hair_color, eyeColor: input.eye_color }),
          instagramHandle: input.instagram,
        })
        .returning({ id: talentProfiles.id });
      await attachSnapshots(tx, { userId: user.id, talentProfileId: profile.id }, snapshots);
      if (image) await tx.update(uploads).set({ ownerId: user.id }).where(eq(uploads.id, image.id));
      return enqueueMail(
        tx,
        mails.registrationReceived(input.email, input.name),
        ...(guardian ? [mails.guardianConsent(guardian.email, guardian.name, input.name, await issueGuardianLink(tx, profile.id, guardian.email))] : []),
      );
    });
  } catch (error) {
    if (image) await deleteStoredFile(image.url);
    await deleteSnapshots(snapshots);
    // The email already has an account (the unique index says so, also for one created a moment ago by a
    // concurrent request): nothing was written, and the answer is the one a new email gets.
    if (uniqueViolation(error) === "users_email_unique") return noticeTakenEmail(input.email);
    throw error;
  }

  await deliverNow(mailIds);
}

/** Tells the owner of an existing account that someone tried to register with their address, within its limit. */
async function noticeTakenEmail(email: string): Promise<void> {
  const notice = await consume(`register:taken:${email}`, TAKEN_EMAIL_NOTICE_LIMIT);
  if (!notice.allowed) return;
  const db = await getDb();
  const [owner] = await db.select({ name: users.name, role: users.role }).from(users).where(eq(users.email, email));
  if (!owner) return;
  const links = {
    signIn: absoluteUrl(owner.role === "talent" ? "/login" : "/admin"),
    resetPassword: absoluteUrl("/forgot-password"),
  };
  await afterAnswer(() => mailQuietly(mails.registrationAttempted(email, owner.name, links)));
}

/**
 * Runs `task` after the answer has been sent when there is a request to wait for (Next's `after`), so that how long
 * a mail provider takes never shows in the answer's timing; outside a request (tests, scripts) it runs now.
 */
async function afterAnswer(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}

async function mailQuietly(message: Parameters<typeof sendMail>[0]): Promise<void> {
  try {
    await sendMail(message);
  } catch (error) {
    console.error("[registration] could not record a mail", error);
  }
}
