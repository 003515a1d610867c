import { z } from "zod";
import type { sendContactMessage } from "@/lib/services/content";
import type { Wire } from "./envelope";

/*
 * The `data` of the contact routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */


export const sendContactMessageResponse = z.object({ id: z.number(), created_at: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof sendContactMessage>>>>;
