import { z } from "zod";
import { oneLine } from "./common";
import { contactLimits as max, contactMessages as m } from "./contact-rules";

/** The contact form and `POST /contact-us` (spec: fullName, email, subject, message; all required). */
export const contactSchema = z.object({
  fullName: oneLine(
    z
      .string({ error: m.fullNameRequired })
      .trim()
      .min(1, { error: m.fullNameRequired })
      .max(max.fullName, { error: m.fullNameTooLong }),
  ),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(max.email, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  subject: oneLine(
    z
      .string({ error: m.subjectRequired })
      .trim()
      .min(1, { error: m.subjectRequired })
      .max(max.subject, { error: m.subjectTooLong }),
  ),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(max.message, { error: m.messageTooLong }),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** The success message the API answers with (the form's toast shows the same words). */
export const contactSuccessMessage = "Thank you for contacting us. We'll get back to you soon.";
