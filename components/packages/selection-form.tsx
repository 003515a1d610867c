"use client";

import { useState, useSyncExternalStore } from "react";
import { BookingBriefFields, BookingPhoneField, readBookingBrief } from "@/components/site/booking-request-fields";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { packageMessages } from "@/lib/domain/packages";
import { countFieldErrors } from "@/lib/forms/error-focus";
import {
  bookingBriefPayloadFrom,
  phoneError,
  tomorrowLocal,
  validateBookingBrief,
  type BookingFormErrors,
  type BookingFormField,
} from "@/lib/validation/booking-rules";
import { useSelection } from "./selection-context";

type Errors = BookingFormErrors & { talents?: string };

/** The API's field names on the form's fields, for its 422 messages. */
const apiField: Record<string, BookingFormField | "talents"> = {
  talent_profile_ids: "talents",
  project_date: "preferredDate",
  budget_range: "budgetRange",
  purpose: "purpose",
  notes: "notes",
  client_phone: "phone",
};

const noop = () => () => {};

/**
 * Sends the selected talents with the project's budget, purpose, date and notes (the booking request's brief, checked
 * with its shared rules) and an optional phone number: one booking request per talent. The client's name and email
 * are the package's.
 */
export function SelectionForm({ serverTomorrow }: { serverTomorrow: string }) {
  const { selected, names, token, clear } = useSelection();
  const tomorrow = useSyncExternalStore(noop, tomorrowLocal, () => serverTomorrow);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [submission] = useState(() => new SubmissionKey());

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const brief = readBookingBrief(event.currentTarget);
    const phone = String(new FormData(event.currentTarget).get("phone") ?? "");
    const found: Errors = validateBookingBrief(brief, tomorrow);
    const phoneMessage = phoneError(phone, false);
    if (phoneMessage) found.phone = phoneMessage;
    if (selected.length === 0) found.talents = packageMessages.selection;
    setErrors(found);
    if (countFieldErrors(found)) return reportErrors(countFieldErrors(found));
    clearReport();
    setBusy(true);
    try {
      const body = { talent_profile_ids: selected, ...bookingBriefPayloadFrom(brief), client_phone: phone.trim() || null };
      await apiFetch(`/packages/${token}/selection`, { method: "POST", body, headers: submission.headerFor(JSON.stringify(body)) });
      submission.accepted();
      setSent(selected.map((id) => names[id] ?? `#${id}`));
      clear();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        const mapped: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) mapped[apiField[field.split(".")[0]] ?? "notes"] ??= messages[0];
        setErrors(mapped);
        return reportErrors(countFieldErrors(mapped));
      }
      if (!(error instanceof ApiError) || error.status === 0) setFailure("Network error. Please try again.");
      else setFailure(error.status === 410 ? packageMessages.gone : error.message);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="border border-foreground p-6 md:p-10">
        <h2 className="text-3xl">Thank you</h2>
        <p className="mt-4 text-base text-muted-foreground">
          We received your selection of {sent.join(", ")}. We will confirm availability and come back to you within 24 hours; a receipt is on
          its way to your inbox.
        </p>
        <button type="button" className="mt-4 inline-flex h-11 items-center text-sm underline underline-offset-4" onClick={() => setSent(null)}>
          Select More Talents
        </button>
      </div>
    );
  }

  return (
    // method="post": a submit before the form has hydrated must never put what was typed in the URL.
    <form ref={formRef} method="post" noValidate onSubmit={submit} aria-labelledby="selection-heading" className="border border-border p-6 md:p-10">
      <FormErrorAnnouncer report={report} />
      <h2 id="selection-heading" className="text-3xl md:text-4xl">
        Send your selection
      </h2>
      <p
        id="selection-talents"
        tabIndex={-1}
        aria-invalid={errors.talents ? true : undefined}
        aria-describedby={errors.talents ? "selection-talents-error" : undefined}
        className="mt-3 text-base text-muted-foreground focus:outline-none"
      >
        {selected.length === 0
          ? "Select the talents you would like to book above."
          : `Selected: ${selected.map((id) => names[id]).join(", ")} (${selected.length}).`}
      </p>
      {errors.talents && (
        <p id="selection-talents-error" className="mt-2 text-sm text-destructive">
          {errors.talents}
        </p>
      )}
      <div className="mt-8 grid gap-6 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-7">
        <BookingBriefFields errors={errors} tomorrow={tomorrow} />
        <BookingPhoneField error={errors.phone} optional />
      </div>
      {failure && (
        <p role="alert" className="mt-6 text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="xl" loading={busy} className="mt-8 w-full md:w-auto">
        {busy ? "Sending…" : "Send Selection"}
      </Button>
    </form>
  );
}
