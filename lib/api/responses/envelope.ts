import { z } from "zod";

/**
 * The envelope every `/api/v1` answer uses, as schemas: the OpenAPI document publishes them and the route tests
 * check every answer against them. Browser-safe (zod only), so clients infer their types from the same schemas.
 */
export const failureSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error: z.string().optional(),
    code: z.string().optional(),
  })
  .meta({
    id: "Failure",
    description: "`errors` maps each invalid field to its messages (422); the sign-in calls repeat `message` as `error`, which the old clients read. `code` names a refusal a client acts on: `TWO_FACTOR_SETUP_REQUIRED` (403) means the staff member must set up two-factor sign-in at /admin/account first.",
  });

/** `{ success: true, data, message? }` around the schema of `data`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** A paged list as `paged()` builds it: the items under `data`, with totals beside them. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    last_page: z.number().int(),
  });
}

/** A timestamp as it travels in JSON (a `Date` serialised by `Response.json`). */
export const isoDate = z.iso.datetime({ offset: true });

/**
 * What `Response.json` makes of a service's return type: dates become ISO strings. A response schema is declared
 * `satisfies z.ZodType<Wire<Awaited<ReturnType<typeof service>>>>`, so a field the service adds or retypes
 * fails the typecheck until the schema says it too.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
