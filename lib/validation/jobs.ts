import { z } from "zod";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { DAY_MS, jobStatuses, lineKinds, MAX_RANGE_DAYS } from "@/lib/domain/jobs";
import { isWallTime, type LineTime } from "@/lib/domain/line-times";
import { isTimeZone } from "@/lib/domain/zoned-time";
import { isRealDay } from "./booking-rules";
import { calendarDay, dbId, oneLine, pagingSchema } from "./common";
import { jobClientFields } from "./companies";
import { emailSchema } from "./email";

/** The messages of the job and line forms and of the API's 422s. */
export const jobMessages = {
  title: "Please enter a title",
  clientName: "Please enter the client's name",
  clientEmail: "Please enter a valid email address",
  talent: "Please choose a talent",
  startsAt: "Please enter when it starts",
  endsAt: "Please enter when it ends",
  reversed: "The end must be after the start",
  tooLong: `A line can last at most ${MAX_RANGE_DAYS} days`,
  currency: "A currency is a three-letter code such as USD",
  feeNeedsCurrency: "Please give the fee's currency",
  expiryPast: "The option's expiry must be in the future",
  from: "Please enter the first day (YYYY-MM-DD)",
  to: "Please enter the last day (YYYY-MM-DD)",
  daysReversed: "The last day must not be before the first",
  tooManyDays: `The calendar shows at most ${MAX_RANGE_DAYS} days at once`,
  talentIds: "Talent ids are numbers separated by commas",
  timeZone: "Choose a time zone from the list (for example America/New_York)",
  startDate: "Please enter the first day (YYYY-MM-DD)",
  endDate: "Please enter the last day (YYYY-MM-DD)",
} as const;

const upTo = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });
const nullable = (schema: z.ZodType<string>) => schema.nullish().transform((v) => (v ? v : null));
const required = (max: number, message: string) =>
  oneLine(z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `Must be at most ${max} characters` }));

/** An instant with its offset ("2026-05-04T09:00:00+02:00" or "...Z"), as a Date. */
const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((v) => new Date(v))
    .refine(isSaneDate, { error: saneDateMessage });

/** A whole day (YYYY-MM-DD) within the app's years (`SANE_YEARS`). */
const isInstant = (v: string) => z.iso.datetime({ offset: true }).safeParse(v).success;

/**
 * A line's start or end: an instant with its offset (a Date), or a wall time without one ("2026-03-08T00:00"), which
 * the service reads in the job's time zone (issue 36).
 */
const lineTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isInstant(v) || isWallTime(v), { error: message, abort: true })
    // Within the app's years (`SANE_YEARS`), as every date the API takes.
    .refine((v) => isSaneDate(isWallTime(v) ? v : new Date(v)), { error: saneDateMessage })
    .transform((v): LineTime => (isWallTime(v) ? { wall: v } : new Date(v)));

/** A job's own clock: an IANA name; empty or null reads the agency's. */
const timeZoneField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isTimeZone(v), { error: jobMessages.timeZone });

const jobFields = {
  title: required(160, jobMessages.title),
  client_name: required(120, jobMessages.clientName),
  client_company: nullable(oneLine(upTo(160))),
  client_email: nullable(z.union([z.literal(""), emailSchema({ required: jobMessages.clientEmail, invalid: jobMessages.clientEmail })])),
  client_phone: nullable(oneLine(upTo(40))),
  /** Where the work happens: the mails and the talent's schedule name it (issue 39). */
  location: nullable(oneLine(upTo(300))).optional(),
  notes: nullable(upTo(5000)),
  time_zone: timeZoneField,
  /** The client as an entity, its bill-to, PO, currency and terms (issue 40). */
  ...jobClientFields,
};

/** `POST /admin/jobs`: a new job, a draft unless the booker says "active". */
export const jobCreateSchema = z.object({ ...jobFields, status: z.enum(["draft", "active"]).default("draft") });
export type JobCreateInput = z.output<typeof jobCreateSchema>;

/** `PUT /admin/jobs/{id}`: the fields to change; the status moves along the job's machine (lib/domain/jobs.ts). */
export const jobUpdateSchema = z
  .object({ ...jobFields, status: z.enum(jobStatuses) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type JobUpdateInput = z.output<typeof jobUpdateSchema>;

const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** `GET /admin/jobs?search&status&from&to&page&limit`: `from`/`to` keep jobs with a line in those days. */
export const jobsQuerySchema = pagingSchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(jobStatuses, { error: "Unknown job status" }).optional()),
  search: z.preprocess(blankToUndefined, upTo(100).optional()),
  from: z.preprocess(blankToUndefined, calendarDay(jobMessages.from).optional()),
  to: z.preprocess(blankToUndefined, calendarDay(jobMessages.to).optional()),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

type RangeFields = { starts_at?: LineTime; ends_at?: LineTime; all_day?: boolean; start_date?: string; end_date?: string };

/**
 * Adds the range rules to a schema with `starts_at` and `ends_at` (or, all day, `start_date` and `end_date`): the
 * end after the start, at most 60 days. Two wall times compare as text (the service checks again once it has read
 * them in the job's zone); an instant and a wall time are left to the service.
 */
function checkRange(v: RangeFields, ctx: z.core.$RefinementCtx, required: boolean) {
  if (!v || typeof v !== "object") return; // a body that is no object at all has said so already
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.all_day) {
    if (required || v.start_date !== undefined || v.end_date !== undefined) {
      if (v.start_date === undefined) issue("start_date", jobMessages.startDate);
      if (v.end_date === undefined) issue("end_date", jobMessages.endDate);
    }
    if (v.start_date === undefined || v.end_date === undefined) return;
    const days = (Date.parse(v.end_date) - Date.parse(v.start_date)) / DAY_MS + 1;
    if (days < 1) issue("end_date", jobMessages.daysReversed);
    else if (days > MAX_RANGE_DAYS) issue("end_date", jobMessages.tooLong);
    return;
  }
  if (required) {
    if (v.starts_at === undefined) issue("starts_at", jobMessages.startsAt);
    if (v.ends_at === undefined) issue("ends_at", jobMessages.endsAt);
  }
  const [a, b] = [v.starts_at, v.ends_at];
  if (a instanceof Date && b instanceof Date) {
    if (b.getTime() <= a.getTime()) issue("ends_at", jobMessages.reversed);
    else if (b.getTime() - a.getTime() > MAX_RANGE_DAYS * DAY_MS) issue("ends_at", jobMessages.tooLong);
  } else if (a && b && typeof a === "object" && typeof b === "object" && "wall" in a && "wall" in b) {
    if (b.wall <= a.wall) issue("ends_at", jobMessages.reversed);
  }
}

function checkFee(v: { fee?: number | null; currency?: string | null }, ctx: z.core.$RefinementCtx) {
  if (v.fee != null && !v.currency) ctx.addIssue({ code: "custom", path: ["currency"], message: jobMessages.feeNeedsCurrency });
}

const lineFields = {
  kind: z.enum(lineKinds).default("job"),
  starts_at: lineTime(jobMessages.startsAt).optional(),
  ends_at: lineTime(jobMessages.endsAt).optional(),
  /** A whole-day (or multi-day) line: `start_date` to `end_date`, both included, midnight to midnight in the job's zone. */
  all_day: z.boolean().optional(),
  start_date: calendarDay(jobMessages.startDate).optional(),
  end_date: calendarDay(jobMessages.endDate).optional(),
  fee: z.number().int().min(0).max(1_000_000_000).nullish(),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: jobMessages.currency }).nullish(),
  notes: nullable(upTo(2000)),
  /** When the option lapses; absent: the options setting's default from now; null: never. */
  option_expires_at: instant(jobMessages.expiryPast).nullish(),
};

/** `POST /admin/jobs/{id}/lines`: one talent for one time range; `confirm` places it confirmed at once. */
export const lineCreateSchema = z
  .object({
    talent_profile_id: dbId(jobMessages.talent),
    ...lineFields,
    confirm: z.boolean().default(false),
    override: z.boolean().default(false),
  })
  // Run even when another field failed, so a form missing its talent and its start hears of both at once.
  .superRefine((v, ctx) => checkRange(v, ctx, true), { when: () => true })
  .superRefine(checkFee);
export type LineCreateInput = z.output<typeof lineCreateSchema>;

/** `PUT /admin/job-lines/{id}`: the fields to change (a new time is checked against the line's other end). */
export const lineUpdateSchema = z
  .object({ ...lineFields, kind: z.enum(lineKinds), override: z.boolean().default(false) })
  .partial()
  .superRefine((v, ctx) => checkRange(v, ctx, false))
  .superRefine(checkFee);
export type LineUpdateInput = z.output<typeof lineUpdateSchema>;

/**
 * `POST /admin/job-lines/{id}/move`: the line goes to another talent (issue 39, the board), on the same time unless a
 * new one is given (as in the edit: instants, wall times in the job's zone, or whole days); `override` books a
 * confirmed line over the new talent's blocked days (recorded in the log).
 */
export const lineTalentMoveSchema = z
  .object({
    talent_profile_id: dbId(jobMessages.talent),
    starts_at: lineFields.starts_at,
    ends_at: lineFields.ends_at,
    all_day: lineFields.all_day,
    start_date: lineFields.start_date,
    end_date: lineFields.end_date,
    override: z.boolean().default(false),
  })
  .superRefine((v, ctx) => checkRange(v, ctx, false), { when: () => true });
export type LineTalentMoveInput = z.output<typeof lineTalentMoveSchema>;

/** `POST /admin/job-lines/{id}/confirm`: `override` confirms on a day the talent blocked (recorded in the log). */
export const lineConfirmSchema = z.object({ override: z.boolean().default(false) });

/** `GET /admin/calendar?from&to&talent_ids&page&limit&search`: whole days, both included, at most 60. */
export const calendarQuerySchema = z
  .object({
    from: calendarDay(jobMessages.from),
    to: calendarDay(jobMessages.to),
    talent_ids: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.split(",")) : v),
      z.array(dbId(jobMessages.talentIds)).max(500, { error: "At most 500 talents at once" }).optional(),
    ),
    // A page of the roster at a time (issue 38): `limit` talents by name, from `page`; without `limit`, all of them.
    page: z.coerce.number({ error: "Must be a page number" }).int().min(1).max(10_000).optional(),
    limit: z.coerce.number({ error: "Must be a number of talents" }).int().min(1).max(200).optional(),
    /** The talents whose shown name contains it (the board's search, on the server once the board pages). */
    search: z.preprocess(blankToUndefined, upTo(100).optional()),
  })
  .superRefine((v, ctx) => {
    if (!isRealDay(v.from) || !isRealDay(v.to) || !isSaneDate(v.from) || !isSaneDate(v.to)) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: jobMessages.daysReversed });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: jobMessages.tooManyDays });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
