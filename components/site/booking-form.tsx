"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { BookingRequestFields, readBookingRequest } from "./booking-request-fields";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import {
  INVALID_PHONE,
  bookingPayloadFrom,
  tomorrowLocal,
  validateBookingForm,
  type BookingFormErrors,
  type BookingFormField,
} from "@/lib/validation/booking-rules";

/** The API's field names on the form's fields, to show a server-side message under the right control. */
const serverFields: Record<string, BookingFormField> = {
  client_name: "fullName",
  company_name: "companyName",
  client_email: "email",
  client_phone: "phone",
  budget_min: "budgetRange",
  budget_max: "budgetRange",
  project_type: "purpose",
  project_date: "preferredDate",
  project_description: "notes",
};

const noop = () => () => {};
// "Tomorrow" in the visitor's time zone; the server's render uses its own until hydration.
const useTomorrow = (serverValue: string) => useSyncExternalStore(noop, tomorrowLocal, () => serverValue);

/**
 * The booking request form (spec: /book-talent), posting the spec's payload to `POST /bookings`. Checked in the
 * browser with the shared rules (`validateBookingForm`), then by the server's schema; plain form state, so the page
 * ships no form or schema library.
 */
export function BookingForm({ talentId, serverTomorrow }: { talentId: number; serverTomorrow: string }) {
  const router = useRouter();
  const tomorrow = useTomorrow(serverTomorrow);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submission] = useState(() => new SubmissionKey());

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readBookingRequest(event.currentTarget);
    const found = validateBookingForm(values, tomorrow);
    setErrors(found);
    if (Object.keys(found).length) {
      if (found.phone) toast.error(INVALID_PHONE.title, { description: INVALID_PHONE.description });
      reportErrors(countFieldErrors(found));
      return;
    }
    clearReport();
    setSubmitting(true);
    try {
      const body = bookingPayloadFrom(talentId, values);
      const sent = await apiFetch<{ booking: { reference: string } }>("/bookings", { method: "POST", body, headers: submission.headerFor(JSON.stringify(body)) });
      submission.accepted();
      toast.success("Booking Request Submitted", { description: "We'll contact you within 24 hours." });
      router.push(`/booking/confirmed?ref=${encodeURIComponent(sent.booking.reference)}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status !== 0) {
        const fromServer: BookingFormErrors = {};
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          const target = serverFields[field];
          if (target && !fromServer[target]) fromServer[target] = messages[0];
        }
        setErrors(fromServer);
        reportErrors(countFieldErrors(fromServer));
        toast.error("Booking Failed", { description: error.errors ? error.joined : error.message || "Invalid email address" });
        return;
      }
      toast.error("Error", { description: "Something went wrong while submitting your booking request." });
    }
  }

  return (
    // method="post": a submit before the form has hydrated must never put what was typed in the URL.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-label="Booking request" className="grid gap-6 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-7">
      <FormErrorAnnouncer report={report} />
      <BookingRequestFields errors={errors} tomorrow={tomorrow} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button type="submit" size="xl" loading={submitting} className="w-full">
          {submitting ? "Submitting..." : "Submit Booking Request"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">We&apos;ll review your request and contact you within 24 hours.</p>
      </div>
    </form>
  );
}
