import type { z } from "zod";
import type { getAdminNotificationResponse, listNotificationRecipientsResponse } from "@/lib/api/responses/notifications";

/** A notification as the admin routes answer it (dates as ISO strings); only one notification's read has `recipient_ids`. */
export type AdminNotification = z.infer<typeof getAdminNotificationResponse>;

/** A talent in the recipients panel (`id` is the user id notifications target). */
export type Recipient = z.infer<typeof listNotificationRecipientsResponse>[number];
