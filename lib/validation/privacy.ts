import { z } from "zod";

/** `POST /admin/talents/{id}/erase`: the talent's email typed out, which the service compares (lib/services/talent-erasure.ts). */
export const eraseTalentSchema = z.object({
  confirm: z
    .string({ error: "Type the talent's email address to confirm." })
    .trim()
    .min(1, { error: "Type the talent's email address to confirm." })
    .max(320, { error: "Must be at most 320 characters" }),
});

export type EraseTalentInput = z.infer<typeof eraseTalentSchema>;
