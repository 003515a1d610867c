import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { updateBookingStatus } from "@/lib/services/jobs";
import { bookingStatusSchema } from "@/lib/validation/admin-booking";
import { idParamSchema } from "@/lib/validation/common";
import { bookingStatusAnswer } from "@/lib/api/responses/bookings";

/** Moves a booking along pending -> confirmed | cancelled, confirmed -> completed; any other move is a 409. */
export const PUT = apiRoute(
  {
    response: bookingStatusAnswer,
    errors: [409],
    auth: "staff",
    permission: "bookings",
    params: idParamSchema,
    body: bookingStatusSchema,
    summary: "Change a booking's status",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) => {
    const booking = await updateBookingStatus(viewer, { bookingId: params.id, status: body.status });
    return ok({ booking }, { message: `Booking status changed to ${body.status}.` });
  },
);
