import { z } from "zod";
import { AVAILABILITY_MAX_DAYS, AVAILABILITY_NOTE_MAX, availabilityKinds, blockLengthDays } from "@/lib/domain/availability";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { isRealDay } from "./booking-rules";

/**
 * A blocked range of days, as the talent's and the staff's forms send it (and the API takes it): both ends are
 * calendar days (YYYY-MM-DD), the end not before the start, at most `AVAILABILITY_MAX_DAYS` days in all.
 */

const availabilityMessages = {
  invalidDate: "Enter a date as YYYY-MM-DD",
  reversed: "The last day cannot be before the first day",
  tooLong: `A block can be at most ${AVAILABILITY_MAX_DAYS} days; add several for a longer absence`,
  kind: "Choose a kind",
  noteTooLong: `Must be at most ${AVAILABILITY_NOTE_MAX} characters`,
} as const;

const day = z
  .string({ error: availabilityMessages.invalidDate })
  .trim()
  .refine(isRealDay, { error: availabilityMessages.invalidDate })
  .refine(isSaneDate, { error: saneDateMessage });

export const availabilityBlockSchema = z
  .object({
    starts_on: day,
    ends_on: day,
    kind: z.enum(availabilityKinds, { error: availabilityMessages.kind }),
    note: z.string().trim().max(AVAILABILITY_NOTE_MAX, { error: availabilityMessages.noteTooLong }).optional().default(""),
    /** The talent read the warning that she has work on these days and blocks them anyway (issue 39). */
    confirm: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (!isRealDay(v.starts_on) || !isRealDay(v.ends_on)) return;
    if (v.ends_on < v.starts_on) ctx.addIssue({ code: "custom", path: ["ends_on"], message: availabilityMessages.reversed });
    else if (blockLengthDays(v.starts_on, v.ends_on) > AVAILABILITY_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["ends_on"], message: availabilityMessages.tooLong });
    }
  });
export type AvailabilityBlockInput = z.input<typeof availabilityBlockSchema>;
export type AvailabilityBlockValues = z.output<typeof availabilityBlockSchema>;

/** `?from=&to=` of a block list: optional days; without them, every block from today on (and those running today). */
export const availabilityListQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});
