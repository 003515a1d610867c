import { z } from "zod";
import type { getAdminStats } from "@/lib/services/content";
import type { Wire } from "./envelope";

/*
 * The `data` of the admin dashboard routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const statCardSchema = z.object({
  key: z.enum(["pending", "bookings", "talents", "posts"]),
  value: z.number(),
  title: z.string(),
  description: z.string(),
  change: z.string(),
});
const recentActivityItemSchema = z.object({
  id: z.number(),
  action: z.string(),
  user: z.string(),
  status: z.string(),
  time: z.string(),
  section: z.string(),
});

export const getAdminStatsResponse = z.object({
  status: z.literal("success"),
  data: z.array(statCardSchema),
  recentActivity: z.array(recentActivityItemSchema),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminStats>>>>;
