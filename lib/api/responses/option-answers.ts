import { z } from "zod";
import type { answerOption, getOptionAnswer } from "@/lib/services/jobs";
import type { Wire } from "./envelope";

/*
 * The `data` of the challenge-link routes (`/options/{token}`, issue 39): what a challenged option's client may read
 * without signing in, and their answer. No fee, no contact, no other client.
 */

export const optionAnswerViewSchema = z.object({
  job_title: z.string(),
  job_reference: z.string(),
  talent_name: z.string(),
  when: z.string(),
  deadline: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOptionAnswer>>>>;

export const optionAnsweredSchema = z.object({ answer: z.enum(["confirmed", "released"]) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof answerOption>>>>;
