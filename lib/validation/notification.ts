import { z } from "zod";
import { dbId, oneLine } from "./common";

export const NO_RECIPIENTS = "Please select at least one talent to send the notification to.";
export const NOTIFICATION_SAVE_FAILED = "Failed to save notification. Please try again.";
export const DELETE_NOTIFICATION_CONFIRM = "Are you sure you want to delete this notification?";

/**
 * An admin notification: `target_talents` is a list of talent user ids, or "all" for every active talent.
 * Title and message come first, then the recipients, as the form checks them.
 */
export const notificationInputSchema = z.object({
  title: oneLine(
    z
      .string({ error: "Title is required" })
      .trim()
      .min(1, { error: "Title is required" })
      .max(200, { error: "Title must be at most 200 characters" }),
  ),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, { error: "Message is required" })
    .max(5000, { error: "Message must be at most 5000 characters" }),
  important: z.boolean().default(false),
  target_talents: z.union([
    z.literal("all"),
    z
      .array(dbId(), { error: NO_RECIPIENTS })
      .min(1, { error: NO_RECIPIENTS })
      .max(5000, { error: "Too many recipients" }),
  ], { error: NO_RECIPIENTS }),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** The form's own fields (recipients are checked separately, with a toast, as the spec does). */
export const notificationFormSchema = notificationInputSchema.pick({ title: true, message: true, important: true });
export type NotificationFormValues = z.input<typeof notificationFormSchema>;

/** "1 talent" / "3 talents": the list card's badge when not every talent is targeted. */
export const talentCount = (n: number) => `${n} ${n === 1 ? "talent" : "talents"}`;
