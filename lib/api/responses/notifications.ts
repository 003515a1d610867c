import { z } from "zod";
import type { listOwnNotifications, markNotificationRead } from "@/lib/services/notifications";
import type { createAdminNotification, deleteAdminNotification, getAdminNotification, listAdminNotifications, listNotificationRecipients, updateAdminNotification } from "@/lib/services/notifications";
import { deletedSchema, genderSchema, notificationTypeSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the notification routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

/** A notification as the admin sent it, with whom it went to. */
const adminNotificationSchema = z.object({
  created_at: isoDate,
  updated_at: isoDate,
  recipient_ids: z.array(z.number()).optional(),
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  important: z.boolean(),
  target_all: z.boolean(),
  target_talents: z.union([z.literal("all"), z.array(z.number())]).nullable(),
  target_count: z.number(),
});
/** A notification in a talent's inbox. */
const inboxItemSchema = adminNotificationSchema
  .pick({ id: true, title: true, message: true, type: true, important: true, created_at: true })
  .extend({ is_read: z.boolean(), read_at: isoDate.nullable() });

export const createAdminNotificationResponse = adminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminNotification>>>>;
export const listAdminNotificationsResponse = pagedSchema(adminNotificationSchema).extend({
  /** The notices were counted up to a cap (1,000 past the page asked for): `total` is then "at least". */
  total_capped: z.boolean(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminNotifications>>>>;
export const deleteAdminNotificationResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteAdminNotification>>>>;
export const getAdminNotificationResponse = adminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminNotification>>>>;
export const updateAdminNotificationResponse = adminNotificationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateAdminNotification>>>>;
export const listNotificationRecipientsResponse = z.array(z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  gender: genderSchema.nullable(),
  stage_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
})) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listNotificationRecipients>>>>;
export const listOwnNotificationsResponse = pagedSchema(inboxItemSchema).extend({ unread_count: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listOwnNotifications>>>>;
export const markNotificationReadResponse = inboxItemSchema.pick({ id: true, is_read: true, read_at: true }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof markNotificationRead>>>>;
