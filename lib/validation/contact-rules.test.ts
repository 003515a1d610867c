import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { contactMessages, validateContactForm, type ContactFormValues } from "./contact-rules";

/** The server schema's first message per field, in the form's shape. */
function serverErrors(values: ContactFormValues) {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const names = ["Ada Lovelace", "", "   ", "x".repeat(120), "x".repeat(121)];
const emails = ["client@example.com", " Client@Example.com ", "", "plain", "a@b", "a..b@c.de", `${"x".repeat(250)}@b.co`];
const subjects = ["Booking", "", "x".repeat(200), "x".repeat(201)];
const messages = ["Hello", " ", "x".repeat(5000), "x".repeat(5001)];

describe("contact form rules", () => {
  it("agree with the server's contactSchema on every field and message", () => {
    for (const fullName of names)
      for (const email of emails)
        for (const subject of subjects)
          for (const message of messages) {
            const values = { fullName, email, subject, message };
            expect(validateContactForm(values), JSON.stringify(values).slice(0, 200)).toEqual(serverErrors(values));
          }
  });

  it("report every missing field at once", () => {
    expect(validateContactForm({ fullName: "", email: "", subject: "", message: "" })).toEqual({
      fullName: contactMessages.fullNameRequired,
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
  });
});
