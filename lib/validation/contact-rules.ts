// The contact form's checks without zod, so the /contact page ships no schema library. The server validates the
// same request with `contactSchema` (lib/validation/contact.ts, built from these messages and limits);
// contact-rules.test.ts keeps the two in agreement.
import { hasLineBreak, ONE_LINE_MESSAGE } from "@/lib/domain/one-line";
import { isEmail } from "./email-rules";

export type ContactFormValues = { fullName: string; email: string; subject: string; message: string };
export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const contactLimits = { fullName: 120, email: 254, subject: 200, message: 5000 } as const;

export const contactMessages = {
  fullNameRequired: "The full name field is required.",
  fullNameTooLong: "The full name may not be greater than 120 characters.",
  emailRequired: "The email field is required.",
  emailInvalid: "The email must be a valid email address.",
  subjectRequired: "The subject field is required.",
  subjectTooLong: "The subject may not be greater than 200 characters.",
  messageRequired: "The message field is required.",
  messageTooLong: "The message may not be greater than 5000 characters.",
} as const;

/** Every field's first message, all at once (spec section 8: the four fields are required, the email an email). */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = contactMessages.fullNameRequired;
  else if (fullName.length > contactLimits.fullName) errors.fullName = contactMessages.fullNameTooLong;
  else if (hasLineBreak(fullName)) errors.fullName = ONE_LINE_MESSAGE;
  const email = values.email.trim();
  if (!email) errors.email = contactMessages.emailRequired;
  else if (email.length > contactLimits.email || !isEmail(email)) errors.email = contactMessages.emailInvalid;
  const subject = values.subject.trim();
  if (!subject) errors.subject = contactMessages.subjectRequired;
  else if (subject.length > contactLimits.subject) errors.subject = contactMessages.subjectTooLong;
  else if (hasLineBreak(subject)) errors.subject = ONE_LINE_MESSAGE;
  const message = values.message.trim();
  if (!message) errors.message = contactMessages.messageRequired;
  else if (message.length > contactLimits.message) errors.message = contactMessages.messageTooLong;
  return errors;
}
