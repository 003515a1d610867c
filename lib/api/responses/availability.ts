import { z } from "zod";
import { availabilityKinds } from "@/lib/domain/availability";
import type { createOwnAvailability, deleteOwnAvailability, listOwnAvailability } from "@/lib/services/jobs";
import { deletedSchema } from "./common";
import { isoDate, type Wire } from "./envelope";

/** The `data` of the availability routes (the talent's and the staff's share one shape). */
const blockSchema = z
  .object({
    id: z.number(),
    talent_profile_id: z.number(),
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
    kind: z.enum(availabilityKinds),
    note: z.string().nullable(),
    created_at: isoDate,
    updated_at: isoDate,
  })
  .meta({ id: "AvailabilityBlock", description: "Blocked days: `starts_on` to `ends_on`, both included." });

export const availabilityListResponse = z.array(blockSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listOwnAvailability>>>>;
export const availabilityBlockResponse = blockSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createOwnAvailability>>>>;
export const availabilityDeletedResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteOwnAvailability>>>>;
