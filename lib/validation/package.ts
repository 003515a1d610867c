import { z } from "zod";
import {
  maxExpiryDay,
  minExpiryDay,
  PACKAGE_MAX_PHOTOS,
  PACKAGE_MAX_TALENTS,
  packageMessages,
  packageStatuses,
} from "@/lib/domain/packages";
import { bookingMessages, bookingRequestSchema, isRealDay, optionalPhone, tooLongMessage } from "./booking";
import { dbId, oneLine, pagingSchema } from "./common";

/** A required one-line field (the title, the client's name). */
const line = (max: number, message: string) =>
  oneLine(z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLongMessage(max) }));

const upTo = (max: number) => z.string().trim().max(max, { error: tooLongMessage(max) });
const nullable = (schema: z.ZodString) => schema.nullish().transform((v) => (v ? v : null));
/** Free text, line breaks allowed (a note, the message). */
const optionalText = (max: number) => nullable(upTo(max));

/** An optional real day, YYYY-MM-DD; blank is none. */
const projectDateSchema = z
  .string({ error: packageMessages.projectDate })
  .trim()
  .refine((v) => v === "" || isRealDay(v), { error: packageMessages.projectDate })
  .nullish()
  .transform((v) => (v ? v : null));

const packageTalentInputSchema = z.object({
  talent_profile_id: dbId(bookingMessages.talent),
  note: optionalText(1000),
  /** The photos to show, in order; empty or absent shows the profile photo then the portfolio order. */
  media_ids: z
    .array(dbId())
    .max(PACKAGE_MAX_PHOTOS, { error: `At most ${PACKAGE_MAX_PHOTOS} photos` })
    .nullish()
    .transform((v) => (v && v.length ? [...new Set(v)] : null)),
});

/** `POST /admin/packages` and `PUT /admin/packages/{id}`: the whole package, talents in display order. */
export const packageInputSchema = z.object({
  title: line(160, packageMessages.title),
  client_name: line(120, packageMessages.clientName),
  client_company: nullable(oneLine(upTo(160))),
  client_email: z
    .string({ error: packageMessages.clientEmail })
    .trim()
    .max(254, { error: packageMessages.clientEmail })
    .pipe(z.email({ error: packageMessages.clientEmail }))
    .transform((v) => v.toLowerCase()),
  message: optionalText(5000).transform((v) => v ?? ""),
  /** The last day the link works (YYYY-MM-DD): from tomorrow to 90 days ahead. */
  expires_at: z
    .string({ error: packageMessages.expiresAt })
    .trim()
    .transform((v) => v.slice(0, 10))
    .refine(isRealDay, { error: packageMessages.expiresAt })
    .refine((v) => !isRealDay(v) || v <= maxExpiryDay(), { error: packageMessages.expiresTooLate })
    .refine((v) => !isRealDay(v) || v >= minExpiryDay(), { error: packageMessages.expiresTooEarly }),
  /** The day of the client's project (YYYY-MM-DD), optional: the picker marks each talent's day with it. */
  project_date: projectDateSchema,
  talents: z
    .array(packageTalentInputSchema, { error: packageMessages.talents })
    .min(1, { error: packageMessages.talents })
    .max(PACKAGE_MAX_TALENTS, { error: packageMessages.tooManyTalents })
    .refine((list) => new Set(list.map((t) => t.talent_profile_id)).size === list.length, {
      error: packageMessages.duplicateTalent,
    }),
});
export type PackageInput = z.output<typeof packageInputSchema>;
export type PackagePayload = z.input<typeof packageInputSchema>;

/**
 * The admin's package editor: its values as the form holds them (text as typed, each talent's note and ticked
 * photos), read by `packageInputSchema` into the request, with the request's rules, messages and paths.
 */
export const packageFormSchema = z
  .object({
    title: z.string(),
    client_name: z.string(),
    client_company: z.string(),
    client_email: z.string(),
    message: z.string(),
    expires_at: z.string(),
    project_date: z.string(),
    talents: z.array(z.object({ talent_profile_id: z.number(), note: z.string(), media_ids: z.array(z.number()) })),
  })
  // The form's values are one shape of the request's input (zod's pipe asks for the input type itself).
  .transform((values): PackagePayload => values)
  .pipe(packageInputSchema);
export type PackageFormValues = z.input<typeof packageFormSchema>;

const blankOrAll = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** `GET /admin/packages?search&status&page&limit`. */
export const packagesQuerySchema = pagingSchema.extend({
  status: z.preprocess(blankOrAll, z.enum(packageStatuses, { error: "Unknown package status" }).optional()),
  search: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(100).optional()),
});
export type PackagesQuery = z.output<typeof packagesQuerySchema>;

/** `GET /admin/package-talents?search&date`: `date` is a package's project date, to mark each talent's day. */
export const packageTalentsQuerySchema = z.object({
  search: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(100).optional()),
  date: z.preprocess((v) => (v === "" ? undefined : v), projectDateSchema.transform((v) => v ?? undefined)),
});

/** Any text: a token of the wrong shape is simply unknown (404), like a well-formed one that matches nothing. */
export const packageTokenParamSchema = z.object({ token: z.string().max(200) });

/**
 * `POST /packages/{token}/selection`: the talents the client picked and the project: the booking request's fields,
 * rules and messages (`bookingRequestSchema`) without the client's name, email and company, which are the package's;
 * the phone is optional.
 */
export const packageSelectionSchema = bookingRequestSchema
  .omit({ client_name: true, client_email: true, company_name: true })
  .extend({
    talent_profile_ids: z
      .array(dbId(bookingMessages.talent), { error: packageMessages.selection })
      .min(1, { error: packageMessages.selection })
      .max(PACKAGE_MAX_TALENTS, { error: packageMessages.tooManyTalents })
      .transform((ids) => [...new Set(ids)]),
    client_phone: optionalPhone,
  });
export type PackageSelectionInput = z.output<typeof packageSelectionSchema>;

/** `POST /packages/{token}/views`: a visit, or with a talent, the client opening that talent's photos. */
export const packageViewSchema = z.object({ talent_profile_id: dbId().optional() });
