import "server-only";
import { tooManyRequests } from "@/lib/errors";
import type { ShortlistInquiryInput } from "@/lib/validation/shortlist";
import { createBookingRequests, type CreatedBookingRequest } from "@/lib/services/jobs";
import { consume, type Limit } from "@/lib/services/platform";

/** Fewer than single bookings (10 an hour): one inquiry may ask for up to 50 talents. */
export const SHORTLIST_INQUIRY_LIMIT = { max: 5, windowSeconds: 3600 } as const satisfies Limit;

/**
 * A visitor's shortlist sent as one inquiry: one pending booking request per talent, all or none (a talent who is
 * not active refuses the whole inquiry with a 422 on `talent_profile_ids`), then one mail to the agency listing them
 * and one receipt to the visitor.
 */
export async function sendShortlistInquiry(input: ShortlistInquiryInput, context: { ip: string }): Promise<{ bookings: CreatedBookingRequest[] }> {
  const place = await consume(`shortlist:ip:${context.ip}`, SHORTLIST_INQUIRY_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many booking requests. Please try again later.", place.retryAfter);
  const bookings = await createBookingRequests({
    talentProfileIds: input.talent_profile_ids,
    client: { name: input.client_name, email: input.client_email, phone: input.client_phone, company: input.company_name },
    purpose: input.purpose,
    budgetRange: input.budget_range,
    projectDate: input.project_date,
    notes: input.notes,
    kind: "shortlist",
    source: "Shortlist",
  });
  return { bookings };
}
