import { z } from "zod";
import type { listActivity } from "@/lib/services/audit";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/** One activity entry: who, when, from where, what, on which record, and what changed (`{ field: [before, after] }`). */
const activityEntrySchema = z.object({
  id: z.number(),
  admin_name: z.string(),
  actor_id: z.number().nullable(),
  section: z.string(),
  /** The entry in words: a typed entry's sentence is made when read, with the names the actors rows carry now. */
  action: z.string(),
  /** The typed entry's event (`job_line.confirmed`, lib/domain/audit-events.ts); null for an old text entry. */
  event: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The browser in words ("Chrome on macOS"); null without a user agent or for staff who may not see addresses. */
  device: z.string().nullable(),
  timestamp: isoDate,
});

export const listActivityResponse = pagedSchema(activityEntrySchema).extend({
  /** The matches were counted up to a cap (10,000 past the page asked for): `total` is then "at least". */
  total_capped: z.boolean(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listActivity>>>>;
