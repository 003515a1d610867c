import { z } from "zod";
import {
  bookingMaxLengths,
  bookingMessages,
  budgetRanges,
  earliestProjectDate,
  isRealDay,
  isPhoneInput,
  projectTypes,
  tooLongMessage,
} from "./booking-rules";
import { dbId, oneLine } from "./common";
import { bookingPhoneOf } from "./phone";

/**
 * `POST /bookings`: the payload of spec section 3, checked on the server. The constants, mappings and the form's own
 * check live in `./booking-rules.ts` (no zod, so the public form ships none); they are re-exported here.
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
/** Free text, line breaks allowed (the project description). */
const nullableText = (max: number) => nullable(upTo(max));
/** A one-line field (a company, a place). */
const nullableLine = (max: number) => nullable(oneLine(upTo(max)));

const money = z.number({ error: "Must be a number" }).int().min(0).max(100_000_000).nullish().transform((v) => v ?? null);

export const bookingPayloadSchema = z
  .object({
    talent_profile_id: dbId(bookingMessages.talent),
    client_name: requiredLine(bookingMaxLengths.fullName, bookingMessages.fullName),
    client_email: z
      .string({ error: bookingMessages.email })
      .trim()
      .max(254, { error: bookingMessages.email })
      .pipe(z.email({ error: bookingMessages.email })),
    client_phone: z
      .string({ error: bookingMessages.phone })
      .refine(isPhoneInput, { error: bookingMessages.phone })
      .transform(bookingPhoneOf),
    company_name: nullableLine(bookingMaxLengths.companyName),
    project_type: z.enum(projectTypes, { error: bookingMessages.purpose }),
    project_description: nullableText(bookingMaxLengths.notes).transform((v) => v ?? "No description"),
    project_date: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isRealDay(v), { error: bookingMessages.invalidDate })
      .refine((v) => v === null || v >= earliestProjectDate(), { error: bookingMessages.dateTooEarly }),
    project_duration: nullableLine(120),
    location: nullableLine(200).transform((v) => v ?? "TBD"),
    budget_min: money,
    budget_max: money,
  })
  .superRefine((value, ctx) => {
    // The budget range is required, and budget_min/budget_max must be one of the five ranges.
    const known = budgetRanges.some((b) => b.min === value.budget_min && b.max === value.budget_max);
    if (!known) ctx.addIssue({ code: "custom", path: ["budget_min"], message: bookingMessages.budget });
  });
export type BookingInput = z.output<typeof bookingPayloadSchema>;
