import { z } from "zod";
import { SESSION_KINDS } from "@/lib/domain/devices";
import type { listOwnSessions, revokeOtherSessions, revokeOwnSession } from "@/lib/services/accounts";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the own-sessions routes (issue 29). Each schema is declared `satisfies z.ZodType<Wire<...>>` against the
 * service it answers, so the typecheck fails when the two drift; the route tests check every answer against it.
 */

const sessionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_KINDS).meta({ description: "`web`: a sign-in; `api`: a token of an API client." }),
  device: z.string().meta({ description: 'Browser family and system read from the User-Agent, e.g. "Chrome on macOS".' }),
  ip: z.string().nullable(),
  created_at: isoDate,
  last_active_at: isoDate.meta({ description: "Kept to the minute." }),
  current: z.boolean().meta({ description: "The session this request was made with." }),
});

export const listSessionsResponse = z.array(sessionSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listOwnSessions>>>>;
export const revokeSessionResponse = z.object({ id: z.number().int(), current: z.boolean() }) satisfies z.ZodType<
  Wire<Awaited<ReturnType<typeof revokeOwnSession>>>
>;
export const revokeOtherSessionsResponse = z.object({ revoked: z.number().int() }) satisfies z.ZodType<
  Wire<Awaited<ReturnType<typeof revokeOtherSessions>>>
>;
