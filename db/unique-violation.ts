/**
 * The constraint a Postgres error with SQLSTATE `code` broke, or null when the error is something else. Walks the
 * error's causes, because drizzle wraps the driver's error in its own "Failed query" error; postgres.js names the
 * constraint `constraint_name`, PGlite `constraint`.
 */
function violatedConstraint(error: unknown, sqlState: string): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === sqlState) return String(constraint ?? constraint_name ?? "");
  }
  return null;
}

/** The unique index a unique violation (SQLSTATE 23505) broke, or null. */
export const uniqueViolation = (error: unknown): string | null => violatedConstraint(error, "23505");

/** The exclusion constraint an exclusion violation (SQLSTATE 23P01) broke, or null: two confirmed lines at once. */
export const exclusionViolation = (error: unknown): string | null => violatedConstraint(error, "23P01");

/** The foreign key a foreign-key violation (SQLSTATE 23503) broke, or null: a row still referenced by a RESTRICT key. */
export const foreignKeyViolation = (error: unknown): string | null => violatedConstraint(error, "23503");
