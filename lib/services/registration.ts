import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentProfiles, uploads, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { sendMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { conflict, tooManyRequests, validationError, type FieldErrors } from "@/lib/errors";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, deleteStoredFile, storeImage, type StoredImage } from "@/lib/storage";
import { fieldErrors } from "@/lib/validation/common";
import { isMinor, registerMessages, registerSchema } from "@/lib/validation/register";
import { resolveLocation } from "./locations";
import { hit, peek, secondsLeft } from "./rate-limit";

const REGISTRATION_WINDOW = 60 * 60;
/** Accounts one address may create in an hour: enough for a family or an agency scout, not for a script. */
const REGISTRATIONS_PER_ADDRESS = 20;
const NOT_AN_IMAGE_FILE = "The profile picture must be an image file.";

export interface RegisteredTalent {
  user: { id: number; name: string; email: string; role: "talent"; status: "pending"; profile_image_url: string | null };
  talent_profile: { id: number; category: string; gender: string; country: string; state: string | null; city: string };
}

function merge(into: FieldErrors, from: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(from)) into[field] = [...new Set([...(into[field] ?? []), ...messages])];
  return into;
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A chosen file, or null when none was sent (browsers send an empty, nameless part for an empty file input). */
function profileImageOf(value: unknown, errors: FieldErrors): File | null {
  if (value === undefined || value === null || value === "") return null;
  if (!(value instanceof File)) {
    errors.profile_image = [NOT_AN_IMAGE_FILE];
    return null;
  }
  if (value.size === 0 && !value.name) return null;
  if (value.size > MAX_IMAGE_BYTES) errors.profile_image = [IMAGE_TOO_LARGE];
  return value;
}

/** Walks an error's causes (drizzle wraps the driver's error) looking for Postgres' unique-violation code. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const emailTaken = () => conflict(registerMessages.emailTaken, { email: [registerMessages.emailTaken] });

/**
 * A talent applies: every field is checked (the place against the dataset) before anything is written, then the
 * picture is checked and stored, then the user and profile are inserted in one transaction as a pending talent.
 * If the insert fails the stored picture is removed, so a failed registration leaves nothing behind. The applicant
 * (and, for a minor, the parent or guardian) is mailed afterwards; a mail failure does not undo the registration.
 */
export async function registerTalent(form: Record<string, unknown>, context: { ip: string }): Promise<RegisteredTalent> {
  const parsed = registerSchema.safeParse(form);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const place = await resolveLocation({ country: text(form.country), state: text(form.state), city: text(form.city) });
  merge(errors, place.errors);
  const file = profileImageOf(form.profile_image, errors);
  if (!parsed.success || !place.location || Object.keys(errors).length) {
    throw validationError(Object.values(errors).flat()[0] ?? "Validation failed", errors);
  }
  const input = parsed.data;
  const location = place.location;

  const db = await getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();

  const addressKey = `register:ip:${context.ip}`;
  if ((await peek(addressKey, REGISTRATION_WINDOW)) >= REGISTRATIONS_PER_ADDRESS) {
    const minutes = Math.ceil(secondsLeft(REGISTRATION_WINDOW) / 60);
    throw tooManyRequests(
      `Too many applications from this network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      secondsLeft(REGISTRATION_WINDOW),
    );
  }

  const passwordHash = await hashPassword(input.password);
  const minor = isMinor(input.dob);
  let image: StoredImage | null = null;
  if (file) image = await storeImage(file, { ownerId: null, accept: ["jpeg", "png", "gif", "webp"], maxSide: 1200, field: "profile_image" });

  let created: RegisteredTalent;
  try {
    created = await db.transaction(async (tx) => {
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
        .returning();
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
          guardianName: minor ? (input.guardian_name ?? null) : null,
          guardianEmail: minor ? (input.guardian_email ?? null) : null,
          guardianConsentAt: minor ? new Date() : null,
        })
        .returning();
      if (image) await tx.update(uploads).set({ ownerId: user.id }).where(eq(uploads.id, image.id));
      return {
        user: { id: user.id, name: user.name, email: user.email, role: "talent", status: "pending", profile_image_url: user.profileImageUrl },
        talent_profile: {
          id: profile.id,
          category: input.category,
          gender: input.gender,
          country: location.country,
          state: location.state,
          city: location.city,
        },
      } satisfies RegisteredTalent;
    });
  } catch (error) {
    if (image) await deleteStoredFile(image.url);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await hit(addressKey, REGISTRATION_WINDOW);
  await mailQuietly(mails.registrationReceived(input.email, input.name));
  if (minor && input.guardian_email && input.guardian_name) {
    await mailQuietly(mails.guardianConsent(input.guardian_email, input.guardian_name, input.name));
  }
  return created;
}

async function mailQuietly(message: Parameters<typeof sendMail>[0]): Promise<void> {
  try {
    await sendMail(message);
  } catch (error) {
    console.error("[registration] could not record a mail", error);
  }
}
