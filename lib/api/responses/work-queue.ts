import { z } from "zod";
import type { getWorkQueue } from "@/lib/services/jobs";
import { workSectionKeys } from "@/lib/domain/work-queue";
import type { Wire } from "./envelope";

/** The `data` of `GET /admin/work-queue`, held to the service's type (see admin-stats.ts). */
const workItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  href: z.string(),
  at: z.string(),
  at_kind: z.enum(["received", "expires"]),
  when: z.string().optional(),
});

export const getWorkQueueResponse = z.object({
  sections: z.array(z.object({ key: z.enum(workSectionKeys), count: z.number(), capped: z.boolean().optional(), items: z.array(workItemSchema) })),
}) satisfies z.ZodType<Wire<{ sections: Awaited<ReturnType<typeof getWorkQueue>> }>>;
