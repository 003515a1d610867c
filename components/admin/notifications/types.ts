import type { z } from "zod";
import type { getAdminNotificationResponse, listAdminNotificationsResponse, listNotificationRecipientsResponse } from "@/lib/api/responses/notifications";

/** A notification as `GET /admin/notifications` answers it (dates as ISO strings); the edit screen's has `recipient_ids`. */
export type AdminNotification = z.infer<typeof listAdminNotificationsResponse>["data"][number] &
  Partial<Pick<z.infer<typeof getAdminNotificationResponse>, "recipient_ids">>;

/** A talent in the recipients panel (`id` is the user id notifications target). */
export type Recipient = z.infer<typeof listNotificationRecipientsResponse>[number];
