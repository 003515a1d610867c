import { z } from "zod";

/** The talent's notification filters (spec: All, Unread, Important). */
export const inboxFilters = ["all", "unread", "important"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const INBOX_PAGE_SIZE = 20;

/** `GET /notifications` for a talent: an optional filter and paging (an unknown filter reads as all). */
export const notificationsQuerySchema = z.object({
  filter: z.enum(inboxFilters).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(INBOX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;
