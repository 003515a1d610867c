import { z } from "zod";
import { activitySubjectTypes } from "@/lib/domain/activity";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { isRealDay } from "./booking-rules";
import { dbId, pagingSchema } from "./common";

const activityMessages = {
  actor: "Choose a person from the list",
  subjectType: "Choose a kind of record from the list",
  subjectId: "Enter a record id (a whole number)",
  subjectIdNeedsType: "Choose the kind of record as well",
  day: "Enter a date as YYYY-MM-DD",
  reversed: "The last day cannot be before the first day",
} as const;

/** An empty query value (`?actor=` from a form left blank) is no filter. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const day = z.string().trim().refine(isRealDay, { error: activityMessages.day }).refine(isSaneDate, { error: saneDateMessage });

/**
 * `GET /admin/activity`'s filters: who (`actor`, a user id), which kind of record and which one, and a range of days
 * (UTC, both ends included). A filter that cannot be read is a 422 at its field, not an empty list.
 */
export const activityQuerySchema = pagingSchema
  .extend({
    actor: optional(dbId(activityMessages.actor)),
    subject_type: optional(z.enum(activitySubjectTypes, { error: activityMessages.subjectType })),
    subject_id: optional(dbId(activityMessages.subjectId)),
    from: optional(day),
    to: optional(day),
  })
  .superRefine((v, ctx) => {
    if (v.subject_id !== undefined && v.subject_type === undefined) {
      ctx.addIssue({ code: "custom", path: ["subject_type"], message: activityMessages.subjectIdNeedsType });
    }
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: activityMessages.reversed });
  });
export type ActivityQuery = z.output<typeof activityQuerySchema>;
