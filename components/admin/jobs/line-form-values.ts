import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { LineKind } from "@/lib/domain/jobs";
import { dayInZone, wallTimeInZone, zonedWallTimeToUtc } from "@/lib/domain/zoned-time";
import { lineCreateSchema, lineUpdateSchema } from "@/lib/validation/jobs";
import type { JobLineJson } from "./types";

/**
 * The "Add line" / "Edit line" form as typed: strings from the inputs, times as `datetime-local` values read in the
 * job's time zone (issue 36), or whole days, turned into the API's body and checked by the API's own schema.
 */
export interface LineFormValues {
  talent_profile_id: number | null;
  kind: LineKind;
  /** A whole-day (or multi-day) line: `start_date` to `end_date`, both included, in the job's zone. */
  all_day: boolean;
  starts_at: string;
  ends_at: string;
  start_date: string;
  end_date: string;
  /** "option" or "confirmed": what a new line is placed as. */
  placement: "option" | "confirmed";
  /** Empty: the options setting's default (new line) or unchanged (edit). */
  option_expires_at: string;
  fee: string;
  currency: string;
  notes: string;
}

export const blankLine: LineFormValues = {
  talent_profile_id: null,
  kind: "job",
  all_day: false,
  starts_at: "",
  ends_at: "",
  start_date: "",
  end_date: "",
  placement: "option",
  option_expires_at: "",
  fee: "",
  currency: "",
  notes: "",
};

/** A new line on the job's day (issue 39): 09:00 to 18:00 that day, instead of empty times. */
export function blankLineOn(day: string | undefined): LineFormValues {
  return day ? { ...blankLine, starts_at: `${day}T09:00`, ends_at: `${day}T18:00` } : blankLine;
}

/**
 * "2026-12-11T19:00" in New York -> "2026-12-12T00:00:00.000Z"; empty stays undefined (the schema says what is
 * missing), and text that is no wall time goes as typed (the schema refuses it).
 */
export function zonedInstant(local: string, timeZone: string): string | undefined {
  if (!local) return undefined;
  return zonedWallTimeToUtc(local, timeZone)?.toISOString() ?? local;
}

/** An ISO instant as a `datetime-local` value in the zone: "2026-12-11T19:00". */
export function zonedLocal(iso: string | null, timeZone: string): string {
  return iso ? wallTimeInZone(new Date(iso), timeZone) : "";
}

/** The API body of a new line (`POST /admin/jobs/{id}/lines`) or of an edit (`PUT /admin/job-lines/{id}`). */
export function lineBody(v: LineFormValues, mode: "create" | "edit", timeZone: string): Record<string, unknown> {
  const fee = v.fee.trim() === "" ? null : Number(v.fee);
  const time = v.all_day
    ? { all_day: true, start_date: v.start_date || undefined, end_date: v.end_date || undefined }
    : { starts_at: zonedInstant(v.starts_at, timeZone), ends_at: zonedInstant(v.ends_at, timeZone) };
  const body: Record<string, unknown> = {
    kind: v.kind,
    ...time,
    fee,
    currency: v.currency.trim() ? v.currency.trim().toUpperCase() : null,
    notes: v.notes,
  };
  if (v.option_expires_at && v.placement === "option") body.option_expires_at = zonedInstant(v.option_expires_at, timeZone);
  if (mode === "create") {
    body.talent_profile_id = v.talent_profile_id ?? undefined;
    body.confirm = v.placement === "confirmed";
  }
  return body;
}

/** The form's values of an existing line, in its job's zone. */
export function lineValues(line: JobLineJson): LineFormValues {
  const zone = line.time_zone;
  const lastInstant = new Date(Math.max(Date.parse(line.starts_at), Date.parse(line.ends_at) - 1));
  return {
    talent_profile_id: line.talent_profile_id,
    kind: line.kind,
    all_day: line.all_day,
    starts_at: zonedLocal(line.starts_at, zone),
    ends_at: zonedLocal(line.ends_at, zone),
    start_date: dayInZone(new Date(line.starts_at), zone),
    end_date: dayInZone(lastInstant, zone),
    placement: line.state === "confirmed" ? "confirmed" : "option",
    option_expires_at: zonedLocal(line.option_expires_at, zone),
    fee: line.fee == null ? "" : String(line.fee),
    currency: line.currency ?? "",
    notes: line.notes ?? "",
  };
}

/** Field errors from a zod failure, the first message of each field (what FormField shows). */
function fieldErrors(error: z.ZodError): FieldErrors<LineFormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "root");
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<LineFormValues>;
}

/** react-hook-form's resolver: the body the form would send, checked by the route's schema. */
export function lineResolver(mode: "create" | "edit", timeZone: string): Resolver<LineFormValues> {
  const schema = mode === "create" ? lineCreateSchema : lineUpdateSchema;
  return async (values) => {
    const parsed = schema.safeParse(lineBody(values, mode, timeZone));
    return parsed.success ? { values, errors: {} } : { values: {}, errors: fieldErrors(parsed.error) };
  };
}
