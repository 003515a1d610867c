import { apiRoute, withMessage } from "@/lib/api/route";
import { adminBookingAnswer } from "@/lib/api/responses/bookings";
import { linkBookingToCompany } from "@/lib/services/clients";
import { getAdminBooking } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { linkCompanySchema } from "@/lib/validation/companies";

/** Links the request (and those sent with it) to the company and its contact with the request's e-mail (created if new). Idempotent. */
export const POST = apiRoute(
  { response: adminBookingAnswer, auth: "staff", permission: "bookings", params: idParamSchema, body: linkCompanySchema, summary: "Link a booking request to a client company", tags: ["admin"] },
  async ({ viewer, params, body }) => {
    await linkBookingToCompany(viewer, params.id, body.company_id);
    return withMessage({ booking: await getAdminBooking(viewer, params.id) }, "Booking request linked to the company.");
  },
);
