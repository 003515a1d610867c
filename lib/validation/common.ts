import { z } from "zod";

/** `page` and `limit` query parameters, bounded so no client can ask for the whole table at once. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});
export type Paging = z.infer<typeof pagingSchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const talentCategories = ["female", "male", "influencer", "teen"] as const;
export type TalentCategory = (typeof talentCategories)[number];

export const genders = ["male", "female", "other"] as const;
export type Gender = (typeof genders)[number];

/** Turns a zod error into the envelope's field map: field -> list of messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
