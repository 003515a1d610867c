import { apiRoute, withMessage } from "@/lib/api/route";
import { createBookingRequest } from "@/lib/services/jobs";
import { bookingPayloadSchema } from "@/lib/validation/booking";
import { createBookingRequestResponse } from "@/lib/api/responses/bookings";

/** A client's booking request for an active talent: stored as pending and mailed to the agency and the client. */
export const POST = apiRoute(
  { response: createBookingRequestResponse, status: 201, rateLimited: true, idempotent: true, body: bookingPayloadSchema, maxBody: 16 * 1024, summary: "Send a booking request", tags: ["bookings"] },
  async ({ body, ip }) => withMessage(await createBookingRequest(body, { ip }), "Booking request submitted successfully."),
);
