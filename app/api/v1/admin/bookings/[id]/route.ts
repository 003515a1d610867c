import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { deleteBooking, getAdminBooking } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { adminBookingAnswer, deleteBookingResponse } from "@/lib/api/responses/bookings";

/** `data.booking` with its talent under `talent_profile`. */
export const GET = apiRoute(
  { response: adminBookingAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "One booking (admin)", tags: ["admin"] },
  async ({ viewer, params }) => ok({ booking: await getAdminBooking(viewer, params.id) }, { message: "Booking retrieved successfully." }),
);

export const DELETE = apiRoute(
  { response: deleteBookingResponse, auth: "staff", permission: "bookings", params: idParamSchema, summary: "Delete a booking", tags: ["admin"] },
  async ({ viewer, params }) => ok(await deleteBooking(viewer, params.id), { message: "Booking deleted successfully." }),
);
