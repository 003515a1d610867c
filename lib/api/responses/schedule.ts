import { z } from "zod";
import { lineKinds } from "@/lib/domain/jobs";
import type { issueCalendarLink } from "@/lib/services/jobs";
import type { getOwnScheduleView } from "@/lib/services/jobs";
import { isoDate, type Wire } from "./envelope";

/** The `data` of the talent's schedule routes: their own lines, without fees, client contact or anyone else's. */
const scheduleLineSchema = z
  .object({
    id: z.number(),
    job_reference: z.string(),
    job_title: z.string(),
    kind: z.enum(lineKinds),
    state: z.enum(["confirmed", "option"]),
    rank: z.number().int().nullable(),
    starts_at: isoDate,
    ends_at: isoDate,
    /** The job's time zone (IANA): the line's times read in it. */
    time_zone: z.string(),
    option_expires_at: isoDate.nullable(),
    client: z.string(),
    location: z.string().nullable(),
    when: z.string(),
    call_time: z.string(),
    days: z.array(z.string()),
  })
  .meta({ id: "ScheduleLine", description: "One of the talent's live lines; `rank` is the option's place (1 = first), null when confirmed." });

export const scheduleResponse = z.object({
  lines: z.array(scheduleLineSchema),
  calendar_link: z.object({ created_at: isoDate }).nullable(),
  /** Whether the calendar feed lists options too, not only confirmed lines (the options setting). */
  calendar_shows_options: z.boolean(),
  /** The agency's time zone (IANA). */
  time_zone: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOwnScheduleView>>>>;

export const calendarLinkResponse = z.object({ url: z.url() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof issueCalendarLink>>>>;
