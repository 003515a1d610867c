import { z } from "zod";
import { budgetRangeLabels, budgetRanges, LOCATION_TBD, NO_DESCRIPTION, projectTypes, purposeLabels } from "@/lib/domain/booking";
import { bookingMaxLengths, bookingMessages, earliestProjectDate, isRealDay, isPhoneInput, tooLongMessage } from "./booking-rules";
import { dbId, oneLine } from "./common";
import { bookingPhoneOf } from "./phone";

/**
 * The booking request's schemas, checked on the server. The messages, limits and the forms' own check live in
 * `./booking-rules.ts` (no zod, so the public forms ship none); they are re-exported here. The vocabulary (project
 * types, budget ranges, purposes) is `@/lib/domain/booking`.
 */
export * from "./booking-rules";

const requiredLine = (max: number, message: string) =>
  oneLine(
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: tooLongMessage(max) }),
  );

const nullable = (schema: z.ZodString) => schema.nullish().transform((v) => (v ? v : null));
const upTo = (max: number) => z.string().trim().max(max, { error: tooLongMessage(max) });
/** Free text, line breaks allowed (the project's notes). */
const nullableText = (max: number) => nullable(upTo(max));
/** A one-line field (a company, a place). */
const nullableLine = (max: number) => nullable(oneLine(upTo(max)));

const money = z.number({ error: "Must be a number" }).int().min(0).max(100_000_000).nullish().transform((v) => v ?? null);

const phone = z
  .string({ error: bookingMessages.phone })
  .refine(isPhoneInput, { error: bookingMessages.phone })
  .transform(bookingPhoneOf);

/**
 * One booking request: the client, the preferred date, the budget range and the purpose (the form's labels, the
 * spec's lists) and the notes (null for none). The shortlist inquiry and a package's selection extend it with their
 * talents; `POST /bookings` keeps the spec's payload of section 3 (the budget as its two numbers, the purpose as
 * its project type).
 */
export const bookingRequestSchema = z.object({
  client_name: requiredLine(bookingMaxLengths.fullName, bookingMessages.fullName),
  client_email: z
    .string({ error: bookingMessages.email })
    .trim()
    .max(254, { error: bookingMessages.email })
    .pipe(z.email({ error: bookingMessages.email })),
  client_phone: phone,
  company_name: nullableLine(bookingMaxLengths.companyName),
  project_date: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isRealDay(v), { error: bookingMessages.invalidDate })
    .refine((v) => v === null || v >= earliestProjectDate(), { error: bookingMessages.dateTooEarly }),
  budget_range: z.enum(budgetRangeLabels, { error: bookingMessages.budget }),
  purpose: z.enum(purposeLabels, { error: bookingMessages.purpose }),
  notes: nullableText(bookingMaxLengths.notes),
});

/** An optional phone number (a package's selection: the agency already has the client's address). */
export const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(phone.nullable());

/** `POST /bookings`: the payload of spec section 3. */
export const bookingPayloadSchema = bookingRequestSchema
  .omit({ budget_range: true, purpose: true, notes: true })
  .extend({
    talent_profile_id: dbId(bookingMessages.talent),
    project_type: z.enum(projectTypes, { error: bookingMessages.purpose }),
    project_description: nullableText(bookingMaxLengths.notes).transform((v) => v ?? NO_DESCRIPTION),
    project_duration: nullableLine(120),
    location: nullableLine(200).transform((v) => v ?? LOCATION_TBD),
    budget_min: money,
    budget_max: money,
  })
  .superRefine((value, ctx) => {
    // The budget range is required, and budget_min/budget_max must be one of the five ranges.
    const known = budgetRanges.some((b) => b.min === value.budget_min && b.max === value.budget_max);
    if (!known) ctx.addIssue({ code: "custom", path: ["budget_min"], message: bookingMessages.budget });
  });
export type BookingInput = z.output<typeof bookingPayloadSchema>;
