import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts a refused request's field messages (the envelope's `errors`) on the form's own fields, the first message of
 * each, and says how many it placed: 0 means the error belongs elsewhere (a toast, a banner).
 */
export function placeServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): number {
  if (!(error instanceof ApiError) || !error.errors) return 0;
  const placed = fields.filter((field) => error.errors?.[field]?.length);
  for (const field of placed) setError(field, { message: error.errors[field][0] });
  return placed.length;
}
