"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { BookingRequestFields, readBookingRequest } from "./booking-request-fields";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { shortlistMessages } from "@/lib/domain/shortlist";
import { countFieldErrors } from "@/lib/forms/error-focus";
import {
  bookingRequestPayloadFrom,
  tomorrowLocal,
  validateBookingForm,
  type BookingFormErrors,
  type BookingFormField,
} from "@/lib/validation/booking-rules";
import { setShortlist } from "./shortlist-store";

type Errors = BookingFormErrors & { talents?: string };

/** The API's field names on the form's fields, to show a server-side message under the right control. */
const serverFields: Record<string, BookingFormField | "talents"> = {
  talent_profile_ids: "talents",
  client_name: "fullName",
  company_name: "companyName",
  client_email: "email",
  client_phone: "phone",
  budget_range: "budgetRange",
  purpose: "purpose",
  project_date: "preferredDate",
  notes: "notes",
};

const noop = () => () => {};

/**
 * The whole shortlist as one inquiry (`POST /shortlist/inquiry`): the booking form's fields, checked in the browser
 * with its rules (`validateBookingForm`) and then by the server. Once sent, the shortlist is cleared and the visitor
 * sees the references at `/shortlist/sent`.
 */
export function ShortlistForm({ ids, serverTomorrow }: { ids: number[]; serverTomorrow: string }) {
  const router = useRouter();
  const tomorrow = useSyncExternalStore(noop, tomorrowLocal, () => serverTomorrow);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submission] = useState(() => new SubmissionKey());

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const values = readBookingRequest(event.currentTarget);
    const found: Errors = validateBookingForm(values, tomorrow);
    if (!ids.length) found.talents = shortlistMessages.empty;
    setErrors(found);
    if (countFieldErrors(found)) return reportErrors(countFieldErrors(found));
    clearReport();
    setSubmitting(true);
    try {
      const body = { talent_profile_ids: ids, ...bookingRequestPayloadFrom(values) };
      const sent = await apiFetch<{ bookings: { reference: string }[] }>("/shortlist/inquiry", {
        method: "POST",
        body,
        headers: submission.headerFor(JSON.stringify(body)),
      });
      submission.accepted();
      setShortlist([]);
      router.push(`/shortlist/sent?refs=${sent.bookings.map((b) => b.reference).join(",")}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        const fromServer: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          const target = serverFields[field.split(".")[0]] ?? "notes";
          fromServer[target] ??= messages[0];
        }
        setErrors(fromServer);
        return reportErrors(countFieldErrors(fromServer));
      }
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : "Something went wrong. Please try again.");
    }
  }

  return (
    // method="post": a submit before the form has hydrated must never put what was typed in the URL.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-labelledby="shortlist-form-heading" className="grid gap-6 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-7">
      <FormErrorAnnouncer report={report} />
      <div className="sm:col-span-2">
        <h2 id="shortlist-form-heading" className="text-3xl md:text-4xl">
          Send your shortlist
        </h2>
        <p
          tabIndex={-1}
          aria-invalid={errors.talents ? true : undefined}
          aria-describedby={errors.talents ? "shortlist-talents-error" : undefined}
          className="mt-3 text-base text-muted-foreground focus:outline-none"
        >
          One inquiry for {ids.length} {ids.length === 1 ? "talent" : "talents"}: we reply within 24 hours.
        </p>
        {errors.talents && (
          <p id="shortlist-talents-error" className="mt-2 text-sm text-destructive">
            {errors.talents}
          </p>
        )}
      </div>
      <BookingRequestFields errors={errors} tomorrow={tomorrow} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" size="xl" loading={submitting} className="w-full">
          {submitting ? "Sending..." : "Send Inquiry"}
        </Button>
      </div>
    </form>
  );
}
