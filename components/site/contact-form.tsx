"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { toast } from "@/lib/toast";
import { countFieldErrors } from "@/lib/forms/error-focus";
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

/**
 * "Send us a Message". The form checks the four required fields and the email with the server's own messages
 * (`validateContactForm`, not the browser's bubbles) and shows them all at their fields; the server checks again
 * and its 422 messages go to the same fields (and, joined, to the spec's toast). A failed submit focuses the first
 * field in error. Sending disables the button; success clears the form.
 */
export function ContactForm() {
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactInput, string | string[]>>>({});
  const [submission] = useState(() => new SubmissionKey());

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: ContactInput = {
      fullName: String(data.get("fullName") ?? ""),
      email: String(data.get("email") ?? ""),
      subject: String(data.get("subject") ?? ""),
      message: String(data.get("message") ?? ""),
    };
    const found = validateContactForm(body);
    setErrors(found);
    if (countFieldErrors(found)) {
      reportErrors(countFieldErrors(found));
      return;
    }
    clearReport();
    setSending(true);
    try {
      await apiFetch("/contact-us", { method: "POST", body, headers: submission.headerFor(JSON.stringify(body)) });
      submission.accepted();
      toast.success(contactMessages.success.title, { description: contactMessages.success.description });
      formRef.current?.reset();
    } catch (error) {
      let description: string = contactMessages.unexpected;
      if (error instanceof ApiError) {
        if (error.status === 422 && error.errors) {
          setErrors(error.errors);
          reportErrors(countFieldErrors(error.errors));
          description = error.joined;
        } else if (error.status === 0 || error.status >= 500) {
          description = contactMessages.network;
        } else {
          description = error.message || contactMessages.fallback;
        }
      }
      toast.error(contactMessages.errorTitle, { description, className: "whitespace-pre-line" });
    } finally {
      setSending(false);
    }
  }

  return (
    // method="post": a submit before the form has hydrated must never put what was typed in the URL.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="grid gap-6 sm:grid-cols-2">
      <FormErrorAnnouncer report={report} />
      <FormField label="Full Name" required error={errors.fullName}>
        <Input name="fullName" autoComplete="name" maxLength={contactLimits.fullName} />
      </FormField>
      <FormField label="Email Address" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={contactLimits.email} />
      </FormField>
      <FormField label="Subject" required error={errors.subject} className="sm:col-span-2">
        <Input name="subject" maxLength={contactLimits.subject} />
      </FormField>
      <FormField label="Message" required error={errors.message} className="sm:col-span-2">
        <Textarea name="message" rows={6} maxLength={contactLimits.message} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="xl" disabled={sending} aria-busy={sending || undefined} className="w-full sm:w-auto">
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
