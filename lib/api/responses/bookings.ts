import { z } from "zod";
import { bookingStatuses } from "@/lib/domain/booking";
import { jobStatuses, lineStates } from "@/lib/domain/jobs";
import type { deleteBooking, getAdminBooking, listAdminBookings, updateBookingStatus } from "@/lib/services/jobs";
import type { createBookingRequest } from "@/lib/services/jobs";
import { bookingStatusSchema, deletedSchema, projectTypeSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the booking routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_image_url: z.string().nullable(),
});
const talentProfileSchema = z.object({ id: z.number(), user_id: z.number(), stage_name: z.string(), user: userSchema });
/** A booking request as the admin reads it, with the talent it is for. */
const adminBookingSchema = z.object({
  id: z.number(),
  reference: z.string(),
  project_type: projectTypeSchema,
  client_name: z.string(),
  client_email: z.string(),
  client_phone: z.string(),
  company_name: z.string().nullable(),
  status: bookingStatusSchema,
  project_date: z.string().nullable(),
  event_time: z.string().nullable(),
  duration: z.string().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  location: z.string(),
  project_description: z.string(),
  requirements: z.string().nullable(),
  package: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The request for several talents this booking is one of (a shortlist inquiry, a package selection), or null. */
  inquiry: z
    .object({
      id: z.number(),
      source: z.enum(["shortlist", "package"]),
      source_label: z.string(),
      bookings: z.array(
        z.object({ id: z.number(), reference: z.string(), status: bookingStatusSchema, talent_profile_id: z.number(), stage_name: z.string() }),
      ),
    })
    .nullable(),
  /** The job the request was converted into, with the line holding its talent's time and how it stands in words, or null. */
  job: z
    .object({
      id: z.number(),
      reference: z.string(),
      status: z.enum(jobStatuses),
      line: z.object({ id: z.number(), state: z.enum(lineStates), rank: z.number().nullable() }).nullable(),
      standing: z.string(),
    })
    .nullable(),
  /** The client company and contact a booker linked (issue 40), or null. */
  company_id: z.number().nullable(),
  contact_id: z.number().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  talent_profile: talentProfileSchema,
});
/** A booking request as its sender (a visitor, a package's client) sees it. */
export const createdBookingSchema = adminBookingSchema
  .pick({ id: true, reference: true, status: true, project_type: true, project_date: true, budget_min: true, budget_max: true })
  .extend({ talent_profile_id: z.number(), created_at: z.string() });
const statusCountsSchema = z.object({
  pending: z.number(),
  all: z.number(),
  confirmed: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});

export const createBookingRequestResponse = z.object({ booking: createdBookingSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createBookingRequest>>>>;
export const deleteBookingResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteBooking>>>>;
const getAdminBookingResponse = adminBookingSchema.extend({
  /** The company the client's e-mail suggests while none is linked: by a contact's exact e-mail or the domain. */
  suggested_company: z.object({ id: z.number(), name: z.string(), domain: z.string().nullable(), reason: z.enum(["contact_email", "domain"]) }).nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminBooking>>>>;
export const listAdminBookingsResponse = pagedSchema(adminBookingSchema)
  .omit({ data: true })
  .extend({
    bookings: z.array(adminBookingSchema),
    counts: statusCountsSchema,
    total_capped: z.boolean().describe("`total` is at least this many: the list was counted only 1,000 rows past the page in view"),
    counts_capped: z.array(z.enum(["all", ...bookingStatuses])).describe("The counts that stopped at the cap (at least that many)"),
    waiting: z.number().int().describe("Requests waiting for an answer (an inquiry counted once), counted up to 101: past 100 the screens say 100+.") }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminBookings>>>>;
const updateBookingStatusResponse = adminBookingSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateBookingStatus>>>>;

// The admin routes wrap a booking as `data.booking`, the name the old admin reads.
export const adminBookingAnswer = z.object({ booking: getAdminBookingResponse });
export const bookingStatusAnswer = z.object({ booking: updateBookingStatusResponse });
