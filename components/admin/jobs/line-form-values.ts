import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { LineKind } from "@/lib/domain/jobs";
import { lineCreateSchema, lineUpdateSchema } from "@/lib/validation/jobs";
import type { JobLineJson } from "./types";

/**
 * The "Add line" / "Edit line" form as typed: strings from the inputs, times as `datetime-local` values read in UTC
 * (the clock every line's time is shown in), turned into the API's body and checked by the API's own schema.
 */
export interface LineFormValues {
  talent_profile_id: number | null;
  kind: LineKind;
  starts_at: string;
  ends_at: string;
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
  starts_at: "",
  ends_at: "",
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

/** "2026-03-04T09:00" -> "2026-03-04T09:00:00Z"; empty stays undefined (the schema says what is missing). */
export function utcInstant(local: string): string | undefined {
  if (!local) return undefined;
  return local.length === 16 ? `${local}:00Z` : `${local}Z`;
}

/** An ISO instant as a `datetime-local` value in UTC: "2026-03-04T09:00". */
export function utcLocal(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 16) : "";
}

/** The API body of a new line (`POST /admin/jobs/{id}/lines`) or of an edit (`PUT /admin/job-lines/{id}`). */
export function lineBody(v: LineFormValues, mode: "create" | "edit"): Record<string, unknown> {
  const fee = v.fee.trim() === "" ? null : Number(v.fee);
  const body: Record<string, unknown> = {
    kind: v.kind,
    starts_at: utcInstant(v.starts_at),
    ends_at: utcInstant(v.ends_at),
    fee,
    currency: v.currency.trim() ? v.currency.trim().toUpperCase() : null,
    notes: v.notes,
  };
  if (v.option_expires_at && v.placement === "option") body.option_expires_at = utcInstant(v.option_expires_at);
  if (mode === "create") {
    body.talent_profile_id = v.talent_profile_id ?? undefined;
    body.confirm = v.placement === "confirmed";
  }
  return body;
}

/** The form's values of an existing line. */
export function lineValues(line: JobLineJson): LineFormValues {
  return {
    talent_profile_id: line.talent_profile_id,
    kind: line.kind,
    starts_at: utcLocal(line.starts_at),
    ends_at: utcLocal(line.ends_at),
    placement: line.state === "confirmed" ? "confirmed" : "option",
    option_expires_at: utcLocal(line.option_expires_at),
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
export function lineResolver(mode: "create" | "edit"): Resolver<LineFormValues> {
  const schema = mode === "create" ? lineCreateSchema : lineUpdateSchema;
  return async (values) => {
    const parsed = schema.safeParse(lineBody(values, mode));
    return parsed.success ? { values, errors: {} } : { values: {}, errors: fieldErrors(parsed.error) };
  };
}
