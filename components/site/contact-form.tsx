"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { toast } from "@/lib/toast";
import type { ContactInput } from "@/lib/validation/contact";
import { contactLimits, validateContactForm } from "@/lib/validation/contact-rules";

/** The toasts of the contact form (spec section 8). Kept here, not beside the zod schema, so no zod ships with it. */
const contactMessages = {
  success: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
  errorTitle: "Error",
  network: "Network or server error",
  unexpected: "An unexpected error occurred",
  fallback: "Failed to send message",
} as const;

function readContact(form: HTMLFormElement): ContactInput {
  const data = new FormData(form);
  return {
    fullName: String(data.get("fullName") ?? ""),
    email: String(data.get("email") ?? ""),
    subject: String(data.get("subject") ?? ""),
    message: String(data.get("message") ?? ""),
  };
}

/**
 * "Send us a Message". The form checks the four required fields and the email with the server's own messages
 * (`validateContactForm`, not the browser's bubbles) and shows them all at their fields; the server checks again
 * and its 422 messages go to the same fields (and, joined, to the spec's toast), through `useCheckedForm`. A failed
 * submit focuses the first field in error. Sending disables the button; success clears the form.
 */
export function ContactForm() {
  const [submission] = useState(() => new SubmissionKey());
  const form = useCheckedForm({
    read: readContact,
    validate: validateContactForm,
    async onSubmit(body) {
      await apiFetch("/contact-us", { method: "POST", body, headers: submission.headerFor(JSON.stringify(body)) });
      submission.accepted();
      toast.success(contactMessages.success.title, { description: contactMessages.success.description });
      form.reset();
    },
    onError(error) {
      let description: string = contactMessages.unexpected;
      if (error instanceof ApiError) {
        if (error.status === 422 && error.errors) description = error.joined;
        else if (error.status === 0 || error.status >= 500) description = contactMessages.network;
        else description = error.message || contactMessages.fallback;
      }
      toast.error(contactMessages.errorTitle, { description, className: "whitespace-pre-line" });
    },
  });

  return (
    // method="post": a submit before the form has hydrated must never put what was typed in the URL.
    <form {...form.formProps} aria-labelledby="contact-form-title" className="grid gap-6 sm:grid-cols-2">
      <FormErrorAnnouncer report={form.report} />
      <FormField label="Full Name" required error={form.errors.fullName}>
        <Input name="fullName" autoComplete="name" maxLength={contactLimits.fullName} />
      </FormField>
      <FormField label="Email Address" required error={form.errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={contactLimits.email} />
      </FormField>
      <FormField label="Subject" required error={form.errors.subject} className="sm:col-span-2">
        <Input name="subject" maxLength={contactLimits.subject} />
      </FormField>
      <FormField label="Message" required error={form.errors.message} className="sm:col-span-2">
        <Textarea name="message" rows={6} maxLength={contactLimits.message} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="xl" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined} className="w-full sm:w-auto">
          {form.isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
