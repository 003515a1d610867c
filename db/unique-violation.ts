/**
 * The constraint a Postgres unique violation (SQLSTATE 23505) broke, or null when the error is something else.
 * Walks the error's causes, because drizzle wraps the driver's error in its own "Failed query" error; postgres.js
 * names the constraint `constraint_name`, PGlite `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === "23505") return String(constraint ?? constraint_name ?? "");
  }
  return null;
}
