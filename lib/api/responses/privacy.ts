import { z } from "zod";
import type { eraseTalentByAdmin } from "@/lib/services/privacy";
import type { Wire } from "./envelope";

/* The answers of the personal-data routes (issue 29, items 8 and 9). */

/** `GET /profile/export` answers the zip itself (documented as binary, see `file` in lib/api/route.ts). */
export const dataExportResponse = z.string().meta({ description: "The zip file's bytes" });

export const eraseTalentResponse = z.object({
  id: z.number().int(),
  erased: z.literal(true),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof eraseTalentByAdmin>>>>;
