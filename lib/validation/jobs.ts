import { z } from "zod";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { DAY_MS, jobStatuses, lineKinds, MAX_RANGE_DAYS } from "@/lib/domain/jobs";
import { isRealDay } from "./booking-rules";
import { dbId, oneLine, pagingSchema } from "./common";
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
const saneDay = (message: string) => z.string({ error: message }).refine(isRealDay, { error: message }).refine(isSaneDate, { error: saneDateMessage });

const jobFields = {
  title: required(160, jobMessages.title),
  client_name: required(120, jobMessages.clientName),
  client_company: nullable(oneLine(upTo(160))),
  client_email: nullable(z.union([z.literal(""), emailSchema({ required: jobMessages.clientEmail, invalid: jobMessages.clientEmail })])),
  client_phone: nullable(oneLine(upTo(40))),
  /** Where the work happens: the mails and the talent's schedule name it (issue 39). */
  location: nullable(oneLine(upTo(300))).optional(),
  notes: nullable(upTo(5000)),
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
  from: z.preprocess(blankToUndefined, saneDay(jobMessages.from).optional()),
  to: z.preprocess(blankToUndefined, saneDay(jobMessages.to).optional()),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

/** Adds the range rules to a schema with `starts_at` and `ends_at`: the end after the start, at most 60 days. */
function checkRange(v: { starts_at?: Date; ends_at?: Date }, ctx: z.core.$RefinementCtx) {
  // Refinements run even when a field failed its own check: only two real instants are compared.
  if (!(v.starts_at instanceof Date) || !(v.ends_at instanceof Date)) return;
  if (v.ends_at.getTime() <= v.starts_at.getTime()) ctx.addIssue({ code: "custom", path: ["ends_at"], message: jobMessages.reversed });
  else if (v.ends_at.getTime() - v.starts_at.getTime() > MAX_RANGE_DAYS * DAY_MS) ctx.addIssue({ code: "custom", path: ["ends_at"], message: jobMessages.tooLong });
}

function checkFee(v: { fee?: number | null; currency?: string | null }, ctx: z.core.$RefinementCtx) {
  if (v.fee != null && !v.currency) ctx.addIssue({ code: "custom", path: ["currency"], message: jobMessages.feeNeedsCurrency });
}

const lineFields = {
  kind: z.enum(lineKinds).default("job"),
  starts_at: instant(jobMessages.startsAt),
  ends_at: instant(jobMessages.endsAt),
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
  .superRefine(checkRange)
  .superRefine(checkFee);
export type LineCreateInput = z.output<typeof lineCreateSchema>;

/** `PUT /admin/job-lines/{id}`: the fields to change (a new time is checked against the line's other end). */
export const lineUpdateSchema = z
  .object({ ...lineFields, kind: z.enum(lineKinds), override: z.boolean().default(false) })
  .partial()
  .superRefine(checkRange)
  .superRefine(checkFee);
export type LineUpdateInput = z.output<typeof lineUpdateSchema>;

/** `POST /admin/job-lines/{id}/confirm`: `override` confirms on a day the talent blocked (recorded in the log). */
export const lineConfirmSchema = z.object({ override: z.boolean().default(false) });

/** `GET /admin/calendar?from&to&talent_ids`: whole days, both included, at most 60. */
export const calendarQuerySchema = z
  .object({
    from: saneDay(jobMessages.from),
    to: saneDay(jobMessages.to),
    talent_ids: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.split(",")) : v),
      z.array(dbId(jobMessages.talentIds)).max(500, { error: "At most 500 talents at once" }).optional(),
    ),
    // A page of the roster at a time (issue 38): `limit` talents by name, from `page`; without `limit`, all of them.
    page: z.coerce.number({ error: "Must be a page number" }).int().min(1).max(10_000).optional(),
    limit: z.coerce.number({ error: "Must be a number of talents" }).int().min(1).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (!isRealDay(v.from) || !isRealDay(v.to) || !isSaneDate(v.from) || !isSaneDate(v.to)) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: jobMessages.daysReversed });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: jobMessages.tooManyDays });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
