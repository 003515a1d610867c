import { z } from "zod";
import type { createSubadmin, deleteSubadmin, listActivity, listSubadmins, updateSubadmin } from "@/lib/services/subadmins";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the sub-admin and activity-log routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const createSubadminSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.enum(["notifications", "content", "bookings", "packages", "talents", "dashboard", "pending-approval", "news", "banner", "categories", "brands", "join-statements", "social-media", "member-settings", "logo-icon"])),
  status: z.enum(["active", "inactive"]),
  lastActive: isoDate.nullable(),
  created_at: isoDate,
});
const subadminSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.enum(["notifications", "content", "bookings", "packages", "talents", "dashboard", "pending-approval", "news", "banner", "categories", "brands", "join-statements", "social-media", "member-settings", "logo-icon"])),
  status: z.enum(["active", "inactive"]),
  lastActive: isoDate.nullable(),
  created_at: isoDate,
});
const updateSubadminSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.enum(["notifications", "content", "bookings", "packages", "talents", "dashboard", "pending-approval", "news", "banner", "categories", "brands", "join-statements", "social-media", "member-settings", "logo-icon"])),
  status: z.enum(["active", "inactive"]),
  lastActive: isoDate.nullable(),
  created_at: isoDate,
});
const activityEntrySchema = z.object({
  id: z.number(),
  adminName: z.string(),
  section: z.string(),
  action: z.string(),
  timestamp: isoDate,
});

export const createSubadminResponse = createSubadminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createSubadmin>>>>;
export const listSubadminsResponse = z.array(subadminSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listSubadmins>>>>;
export const deleteSubadminResponse = z.object({ id: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteSubadmin>>>>;
export const updateSubadminResponse = updateSubadminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateSubadmin>>>>;
export const listActivityResponse = z.object({
  data: z.array(activityEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listActivity>>>>;
