import { BILLING_STATUSES } from "@/lib/domain/finance";
import { z } from "zod";
import { JOB_CONFIRMATION_STATUSES } from "@/lib/domain/confirmations";
import { availabilityKind } from "@/db/schema/availability";
import { jobStatuses, lineKinds, lineStates } from "@/lib/domain/jobs";
import type { getCalendar } from "@/lib/services/jobs";
import type { challengeLine, confirmLine } from "@/lib/services/jobs";
import type { moveLineToTalent, placeLine } from "@/lib/services/jobs";
import type { convertBookingToJob } from "@/lib/services/jobs";
import type { deleteJob, getJob, listJobs } from "@/lib/services/jobs";
import { deletedSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the jobs, job lines and calendar routes (issue 28), each checked against its service's return type
 * (`satisfies`), so the two cannot drift.
 */

const blockKindSchema = z.enum(availabilityKind.enumValues);
const lineStateSchema = z.enum(lineStates);
const lineKindSchema = z.enum(lineKinds);

/** A day the talent blocked that the line touches. */
const conflictSchema = z.object({
  kind: z.literal("blocked_day"),
  id: z.number(),
  block_kind: blockKindSchema,
  starts_on: z.string(),
  ends_on: z.string(),
  note: z.string().nullable(),
});

const lineSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  talent_profile_id: z.number(),
  stage_name: z.string(),
  kind: lineKindSchema,
  state: lineStateSchema,
  /** 1 + the live lines of the talent overlapping this one placed before it; null when the line is not live. */
  rank: z.number().int().nullable(),
  starts_at: isoDate,
  ends_at: isoDate,
  /** The job's time zone (IANA), which the line's times are entered and shown in. */
  time_zone: z.string(),
  /** Midnight to midnight in `time_zone`: a whole-day (or multi-day) line. */
  all_day: z.boolean(),
  placed_at: isoDate,
  option_expires_at: isoDate.nullable(),
  challenge_deadline: isoDate.nullable(),
  fee: z.number().int().nullable(),
  currency: z.string().nullable(),
  notes: z.string().nullable(),
  conflicts: z.array(conflictSchema),
});

const jobCompanySchema = z.object({ id: z.number(), name: z.string() });
const jobContactSchema = z.object({ id: z.number(), name: z.string(), email: z.string().nullable() });

const jobSchema = z.object({
  id: z.number(),
  reference: z.string(),
  title: z.string(),
  status: z.enum(jobStatuses),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** The job's effective time zone (IANA): its own, else the agency's. */
  time_zone: z.string(),
  /** The zone the job names itself; null when it reads the agency's. */
  own_time_zone: z.string().nullable(),
  company_id: z.number().nullable(),
  contact_id: z.number().nullable(),
  billing_company_id: z.number().nullable(),
  billing_contact_id: z.number().nullable(),
  company: jobCompanySchema.nullable(),
  contact: jobContactSchema.nullable(),
  billing_company: jobCompanySchema.nullable(),
  billing_contact: jobContactSchema.nullable(),
  po_number: z.string().nullable(),
  client_reference: z.string().nullable(),
  currency: z.string(),
  billing_status: z.enum(BILLING_STATUSES),
  agency_fee_percent: z.string().nullable(),
  cancellation_terms: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  lines: z.array(lineSchema),
});

const listJobsResponse = pagedSchema(jobSchema).omit({ data: true }).extend({ jobs: z.array(jobSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listJobs>>>>;
const jobResponse = jobSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getJob>>>>;
/** A conversion's job, with the requests it left out (their talent erased or off the roster), each named. */
const convertedResponse = jobSchema.extend({
  skipped: z.array(z.object({ booking_id: z.number(), talent_profile_id: z.number(), stage_name: z.string(), reason: z.enum(["erased", "unpublished"]) })),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof convertBookingToJob>>>>;
const lineResponse = lineSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof placeLine>>>>;
const confirmedResponse = lineSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof confirmLine>>>>;

export const jobsAnswer = listJobsResponse;
export const jobAnswer = z.object({ job: jobResponse });
/** `GET /admin/jobs/{id}`: the job with its confirmation status, derived on read (issue 40). */
export const jobReadAnswer = z.object({ job: jobResponse.extend({ confirmation_status: z.enum(JOB_CONFIRMATION_STATUSES) }) });
export const convertedJobAnswer = z.object({ job: convertedResponse });
export const deleteJobAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteJob>>>>;
export const lineAnswer = z.object({ line: lineResponse });
export const lineMoveAnswer = z.object({ line: confirmedResponse });
/** A line given to another talent: the new talent's line and the one that ended (released or cancelled). */
export const lineTalentMoveAnswer = z.object({ line: lineSchema, previous: lineSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof moveLineToTalent>>>>;
/** The challenging line and the line it challenged (now with its deadline). */
export const challengeAnswer = z.object({ line: lineSchema, challenged: lineSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof challengeLine>>>>;

export const calendarAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** Each talent's profile id (`id`, what lines and blocks name) and account id (`user_id`, its admin page). */
  /** `image_url`: the talent's photo, for the line form's picker (issue 39). */
  talents: z.array(z.object({ id: z.number(), stage_name: z.string(), user_id: z.number(), image_url: z.string().nullable() })),
  /** With `limit`: which page of the roster `talents` is, and how many talents it has in all; null without it. */
  talent_paging: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), last_page: z.number().int() }).nullable(),
  lines: z.array(
    z.object({
      id: z.number(),
      job_id: z.number(),
      job_reference: z.string(),
      job_title: z.string(),
      client: z.string(),
      /** Where the client's mails go (the move dialog names it); null: no mail goes out. */
      client_email: z.string().nullable(),
      talent_profile_id: z.number(),
      kind: lineKindSchema,
      state: lineStateSchema,
      rank: z.number().int().nullable(),
      starts_at: isoDate,
      ends_at: isoDate,
      /** The job's time zone: the board draws the line on the days it covers there. */
      time_zone: z.string(),
      option_expires_at: isoDate.nullable(),
      challenge_deadline: isoDate.nullable(),
      /** A 2nd or later option: the job holding the time ahead of it (issue 39). */
      held_by: z.object({ job_id: z.number(), job_reference: z.string(), job_title: z.string(), client: z.string() }).nullable(),
    }),
  ),
  blocks: z.array(z.object({ id: z.number(), talent_profile_id: z.number(), starts_on: z.string(), ends_on: z.string(), kind: blockKindSchema })),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCalendar>>>>;
