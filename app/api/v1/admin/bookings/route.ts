import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { listAdminBookings } from "@/lib/services/jobs";
import { adminBookingsQuerySchema } from "@/lib/validation/admin-booking";
import { listAdminBookingsResponse } from "@/lib/api/responses/bookings";

/** `data.bookings` with `total`, `page`, `limit`, `last_page` and per-status `counts`; no status means all. */
export const GET = apiRoute(
  { response: listAdminBookingsResponse, auth: "staff", permission: "bookings", query: adminBookingsQuerySchema, summary: "List bookings (admin)", tags: ["admin"] },
  async ({ viewer, query }) => ok(await listAdminBookings(viewer, query), { message: "Bookings retrieved successfully." }),
);
