import { z } from "zod";
import { emailMessages } from "./email-rules";

/**
 * The server's email field: trimmed, lower-cased, at most 254 characters, zod's address check, with the shared
 * messages (`email-rules.ts`, whose zod-free check the public forms run and whose tests compare it with this one).
 * A form with its own spec wording passes its messages.
 */
export function emailSchema(messages: { required: string; invalid: string } = emailMessages) {
  return z.string({ error: messages.required }).trim().toLowerCase().min(1, messages.required).max(254, messages.invalid).pipe(z.email(messages.invalid));
}
