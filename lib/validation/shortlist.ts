import { z } from "zod";
import { SHORTLIST_MAX, shortlistMessages } from "@/lib/domain/shortlist";
import { bookingMessages, bookingRequestSchema } from "./booking";
import { dbId } from "./common";

/**
 * `POST /shortlist/inquiry`: the visitor's whole shortlist as one inquiry: the booking request's fields, rules and
 * messages (`bookingRequestSchema`), with the talents.
 */
export const shortlistInquirySchema = bookingRequestSchema.extend({
  talent_profile_ids: z
    .array(dbId(bookingMessages.talent), { error: shortlistMessages.empty })
    .min(1, { error: shortlistMessages.empty })
    .max(SHORTLIST_MAX, { error: shortlistMessages.tooMany })
    .transform((ids) => [...new Set(ids)]),
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
