import { z } from "zod";

/** The contact form and `POST /contact-us` (spec: fullName, email, subject, message; all required). */
export const contactSchema = z.object({
  fullName: z
    .string({ error: "The full name field is required." })
    .trim()
    .min(1, { error: "The full name field is required." })
    .max(120, { error: "The full name may not be greater than 120 characters." }),
  email: z
    .string({ error: "The email field is required." })
    .trim()
    .min(1, { error: "The email field is required." })
    .max(254, { error: "The email must be a valid email address." })
    .pipe(z.email({ error: "The email must be a valid email address." })),
  subject: z
    .string({ error: "The subject field is required." })
    .trim()
    .min(1, { error: "The subject field is required." })
    .max(200, { error: "The subject may not be greater than 200 characters." }),
  message: z
    .string({ error: "The message field is required." })
    .trim()
    .min(1, { error: "The message field is required." })
    .max(5000, { error: "The message may not be greater than 5000 characters." }),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** The success message the API answers with (the form's toast shows the same words). */
export const contactSuccessMessage = "Thank you for contacting us. We'll get back to you soon.";
