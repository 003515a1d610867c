import { z } from "zod";
import { bookingStatuses } from "@/lib/domain/booking";
import { dbId, pagingSchema } from "./common";

export const bookingStatusSchema = z.object({
  status: z.enum(bookingStatuses, { error: "Status must be one of pending, confirmed, completed or cancelled" }),
});

const blankOrAll = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** `GET /admin/bookings?status&talentId&search&page&limit`; no status means all. */
export const adminBookingsQuerySchema = pagingSchema.extend({
  status: z.preprocess(blankOrAll, z.enum(bookingStatuses, { error: "Unknown booking status" }).optional()),
  talentId: z.preprocess((v) => (v === "" ? undefined : v), dbId().optional()),
  search: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(100).optional()),
});
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;
