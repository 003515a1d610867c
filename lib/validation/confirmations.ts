import { z } from "zod";
import { oneLine } from "./common";

/** The bodies of the confirmation routes (issue 40). */

export const confirmationTokenParamSchema = z.object({ token: z.string().max(200) });

/** `POST /admin/confirmations/{id}/send`: the address defaults to the job's contact; the message opens the mail. */
export const confirmationSendSchema = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "Enter a valid e-mail address" }))
    .optional(),
  message: z.string().trim().max(2000, { error: "Keep the message under 2000 characters" }).optional(),
});
export type ConfirmationSendInput = z.infer<typeof confirmationSendSchema>;

/** `POST /confirmations/{token}/accept`: a typed full name, an optional title, and the tick of the consent box. */
export const confirmationAcceptSchema = z.object({
  name: oneLine(z.string().trim().min(2, { error: "Type your full name" }).max(160, { error: "Keep the name under 160 characters" })),
  title: oneLine(z.string().trim().max(160, { error: "Keep the title under 160 characters" })).optional(),
  agree: z.literal(true, { error: "Tick the box to accept the terms" }),
});
export type ConfirmationAcceptInput = z.infer<typeof confirmationAcceptSchema>;

/** `POST /confirmations/{token}/decline`. */
export const confirmationDeclineSchema = z.object({
  reason: z.string().trim().max(1000, { error: "Keep the reason under 1000 characters" }).optional(),
});
export type ConfirmationDeclineInput = z.infer<typeof confirmationDeclineSchema>;
