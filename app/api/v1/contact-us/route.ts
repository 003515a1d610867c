import { apiRoute, withMessage } from "@/lib/api/route";
import { sendContactMessage } from "@/lib/services/content";
import { contactSchema, contactSuccessMessage } from "@/lib/validation/contact";
import { sendContactMessageResponse } from "@/lib/api/responses/contact";

/** A message from the contact form: stored and mailed to the agency. */
export const POST = apiRoute(
  { response: sendContactMessageResponse, status: 201, rateLimited: true, idempotent: true, body: contactSchema, maxBody: 16 * 1024, summary: "Send a message to the agency", tags: ["contact"] },
  async ({ body, ip }) => withMessage(await sendContactMessage(body, { ip }), contactSuccessMessage),
);
