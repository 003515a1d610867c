import { z } from "zod";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { hasLineBreak, ONE_LINE_MESSAGE } from "@/lib/domain/one-line";
import { isRealDay } from "./booking-rules";

/**
 * A one-line field (a name, a title, a company, a subject...): a line break is a 422 at the field, never stored, so it
 * cannot forge a line of a mail (lib/domain/one-line.ts). Wrap the string schema before `.optional()` and the like.
 */
export const oneLine = <T extends z.ZodString>(schema: T): T => schema.refine((v) => !hasLineBreak(v), { error: ONE_LINE_MESSAGE });

/** `page` and `limit` query parameters, bounded so no client can ask for the whole table at once. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});
export type Paging = z.infer<typeof pagingSchema>;

/** The largest value of Postgres' `integer`, the type of every id column. */
const DB_ID_MAX = 2_147_483_647;

/** Whether a number can be a row id: a whole number from 1 to `DB_ID_MAX`. */
export const isDbId = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= DB_ID_MAX;

/** Whether a zod issue is an id that is well formed but past `DB_ID_MAX` (nothing can have it): a path answers 404. */
export const isIdOutOfRange = (issue: z.core.$ZodIssue): boolean => issue.code === "too_big" && Number(issue.maximum) === DB_ID_MAX;

/** A digit string as a number; one too long for any id stays finite (just past the range) so the range check reports it. */
function digitsToNumber(v: string): number {
  const digits = v.trim().replace(/^0+(?=\d)/, "");
  return digits.length > String(DB_ID_MAX).length ? DB_ID_MAX + 1 : Number(digits);
}

/**
 * A row id wherever it arrives: a path segment, a query value, a form field (digit strings are read as numbers) or
 * a JSON number. Bounded to Postgres' integer range, so a larger id is a validation error, never a database error.
 * `message` replaces zod's wording for every failure (a form field's own message).
 */
export function dbId(message?: string) {
  const error = message ? { error: message } : undefined;
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? digitsToNumber(v) : v),
    z.number(error).int(error).positive(error).max(DB_ID_MAX, error),
  );
}

export const idParamSchema = z.object({ id: dbId() });

/** Turns a zod error into the envelope's field map: field -> list of messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * A real calendar day written YYYY-MM-DD, within the years the app stores (`isSaneDate`): the one day of every form and
 * query (a job's days, the board's range, an invoice's dates, a statement's period, a payment's day). A day the
 * database cannot hold (year 0000) or a day's arithmetic would overflow is a 422 at its field, never a 500.
 */
export const calendarDay = (message: string) =>
  z.string({ error: message }).trim().refine(isRealDay, { error: message, abort: true }).refine(isSaneDate, { error: saneDateMessage });
