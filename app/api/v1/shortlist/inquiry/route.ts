import { apiRoute, withMessage } from "@/lib/api/route";
import { sendShortlistInquiry } from "@/lib/services/packages";
import { shortlistInquiryResponseSchema, shortlistInquirySchema } from "@/lib/validation/shortlist";

/** The visitor's shortlist as one inquiry: one pending booking request per talent, in one transaction; 201. */
export const POST = apiRoute(
  {
    response: shortlistInquiryResponseSchema,
    status: 201,
    rateLimited: true,
    idempotent: true,
    body: shortlistInquirySchema,
    maxBody: 16 * 1024,
    summary: "Send the visitor's shortlist as one inquiry",
    description:
      "One pending booking request per talent (at most 50), created together or not at all: a talent who is not active refuses the whole inquiry with a 422 on `talent_profile_ids`. One mail to the agency lists them; the visitor gets one receipt.",
    tags: ["bookings"],
  },
  async ({ body, ip }) => withMessage(await sendShortlistInquiry(body, { ip }), "Your inquiry has been sent."),
);
