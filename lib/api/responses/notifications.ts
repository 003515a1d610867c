import { z } from "zod";
import type { listOwnNotifications, markNotificationRead } from "@/lib/services/notifications";
import type { createAdminNotification, deleteAdminNotification, getAdminNotification, listAdminNotifications, listNotificationRecipients, updateAdminNotification } from "@/lib/services/notifications-admin";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the notification routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const createAdminNotificationSchema = z.object({
  created_at: isoDate,
  updated_at: isoDate,
  recipient_ids: z.array(z.number()).optional(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(["system", "booking", "general"]),
  important: z.boolean(),
  target_all: z.boolean(),
  target_talents: z.union([z.literal("all"), z.array(z.number())]).nullable(),
  target_count: z.number(),
});
const adminNotificationListItemSchema = z.object({
  created_at: isoDate,
  updated_at: isoDate,
  recipient_ids: z.array(z.number()).optional(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(["system", "booking", "general"]),
  important: z.boolean(),
  target_all: z.boolean(),
  target_talents: z.union([z.literal("all"), z.array(z.number())]).nullable(),
  target_count: z.number(),
});
const getAdminNotificationSchema = z.object({
  created_at: isoDate,
  updated_at: isoDate,
  recipient_ids: z.array(z.number()).optional(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(["system", "booking", "general"]),
  important: z.boolean(),
  target_all: z.boolean(),
  target_talents: z.union([z.literal("all"), z.array(z.number())]).nullable(),
  target_count: z.number(),
});
const updateAdminNotificationSchema = z.object({
  created_at: isoDate,
  updated_at: isoDate,
  recipient_ids: z.array(z.number()).optional(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(["system", "booking", "general"]),
  important: z.boolean(),
  target_all: z.boolean(),
  target_talents: z.union([z.literal("all"), z.array(z.number())]).nullable(),
  target_count: z.number(),
});
const inboxItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(["system", "booking", "general"]),
  important: z.boolean(),
  is_read: z.boolean(),
  read_at: isoDate.nullable(),
  created_at: isoDate,
});

export const createAdminNotificationResponse = createAdminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminNotification>>>>;
export const listAdminNotificationsResponse = z.object({
  data: z.array(adminNotificationListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminNotifications>>>>;
export const deleteAdminNotificationResponse = z.object({ id: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteAdminNotification>>>>;
export const getAdminNotificationResponse = getAdminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminNotification>>>>;
export const updateAdminNotificationResponse = updateAdminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateAdminNotification>>>>;
export const listNotificationRecipientsResponse = z.array(z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  stage_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
})) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listNotificationRecipients>>>>;
export const listOwnNotificationsResponse = z.object({
  unread_count: z.number(),
  data: z.array(inboxItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listOwnNotifications>>>>;
export const markNotificationReadResponse = z.object({ id: z.number(), is_read: z.boolean(), read_at: isoDate.nullable() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof markNotificationRead>>>>;
