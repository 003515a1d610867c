import { z } from "zod";
import { SHORTLIST_MAX, shortlistMessages } from "@/lib/domain/shortlist";
import { bookingMessages, bookingPayloadSchema, budgetRanges, purposes } from "./booking";
import { dbId } from "./common";

const booking = bookingPayloadSchema.shape;

/**
 * `POST /shortlist/inquiry`: the visitor's whole shortlist as one inquiry, with the booking form's fields, rules and
 * messages (the booking schema's own fields; the budget and purpose as the form's labels, as a package's selection).
 */
export const shortlistInquirySchema = z.object({
  talent_profile_ids: z
    .array(dbId(bookingMessages.talent), { error: shortlistMessages.empty })
    .min(1, { error: shortlistMessages.empty })
    .max(SHORTLIST_MAX, { error: shortlistMessages.tooMany })
    .transform((ids) => [...new Set(ids)]),
  client_name: booking.client_name,
  client_email: booking.client_email,
  client_phone: booking.client_phone,
  company_name: booking.company_name,
  project_date: booking.project_date,
  budget_range: z.string({ error: bookingMessages.budget }).refine((v) => budgetRanges.some((b) => b.label === v), {
    error: bookingMessages.budget,
  }),
  purpose: z.string({ error: bookingMessages.purpose }).refine((v) => purposes.some((p) => p.label === v), {
    error: bookingMessages.purpose,
  }),
  notes: booking.project_description,
});
export type ShortlistInquiryInput = z.output<typeof shortlistInquirySchema>;

/** The answer's `data`: the booking requests created, one per talent, with the references the visitor is shown. */
export const shortlistInquiryResponseSchema = z.object({
  bookings: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      talent_profile_id: z.number().int(),
      talent_name: z.string(),
      status: z.literal("pending"),
    }),
  ),
});
