"use client";

import { useState } from "react";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import { packageMessages } from "@/lib/domain/packages";
import { bookingMessages, budgetRanges, isPhoneInput, isRealDay, purposes, tomorrowLocal } from "@/lib/validation/booking-rules";
import { useSelection } from "./selection-context";

type Values = { preferredDate: string; budgetRange: string; purpose: string; notes: string; phone: string };
type Field = keyof Values | "talents";
type Errors = Partial<Record<Field, string>>;

/** The API's field names, for its 422 messages. */
const apiField: Record<string, Field> = {
  talent_profile_ids: "talents",
  project_date: "preferredDate",
  budget_range: "budgetRange",
  purpose: "purpose",
  notes: "notes",
  client_phone: "phone",
};

function check(values: Values, count: number): Errors {
  const errors: Errors = {};
  if (count === 0) errors.talents = packageMessages.selection;
  if (values.preferredDate) {
    if (!isRealDay(values.preferredDate)) errors.preferredDate = bookingMessages.invalidDate;
    else if (values.preferredDate < tomorrowLocal()) errors.preferredDate = bookingMessages.dateTooEarly;
  }
  if (!budgetRanges.some((b) => b.label === values.budgetRange)) errors.budgetRange = bookingMessages.budget;
  if (!purposes.some((p) => p.label === values.purpose)) errors.purpose = bookingMessages.purpose;
  if (values.phone.trim() && !isPhoneInput(values.phone)) errors.phone = bookingMessages.phone;
  if (values.notes.trim().length > 5000) errors.notes = "Must be at most 5000 characters";
  return errors;
}

const label = "eyebrow text-muted-foreground";
const control = "ui-control mt-2 w-full";

/** Sends the selected talents with the project's dates, budget and notes: one booking request per talent. */
export function SelectionForm() {
  const { selected, names, token, clear } = useSelection();
  const [values, setValues] = useState<Values>({ preferredDate: "", budgetRange: "", purpose: "", notes: "", phone: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, report, reportErrors } = useErrorReport();
  const [submission] = useState(() => new SubmissionKey());

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = check(values, selected.length);
    setErrors(found);
    if (Object.keys(found).length) return reportErrors(Object.keys(found).length);
    setBusy(true);
    try {
      const body = JSON.stringify({
        talent_profile_ids: selected,
        project_date: values.preferredDate || null,
        budget_range: values.budgetRange,
        purpose: values.purpose,
        notes: values.notes.trim() || null,
        client_phone: values.phone.trim() || null,
      });
      const res = await fetch(`/api/v1/packages/${token}/selection`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...submission.headerFor(body) },
        credentials: "same-origin",
        body,
      });
      const json = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
      if (res.status === 201) {
        submission.accepted();
        setSent(selected.map((id) => names[id] ?? `#${id}`));
        clear();
        return;
      }
      if (res.status === 422 && json?.errors) {
        const mapped: Errors = {};
        for (const [k, v] of Object.entries(json.errors)) mapped[apiField[k] ?? "notes"] ??= v[0];
        setErrors(mapped);
        return reportErrors(Object.keys(mapped).length);
      }
      setFailure(res.status === 410 ? packageMessages.gone : (json?.message ?? "Something went wrong. Please try again."));
    } catch {
      setFailure("Network error. Please try again.");
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
        <button type="button" className="mt-6 text-sm underline underline-offset-4" onClick={() => setSent(null)}>
          Select More Talents
        </button>
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `selection-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`selection-${field}-error`} className="mt-2 text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="selection-heading" className="border border-border p-6 md:p-10">
      <FormErrorAnnouncer report={report} />
      <h2 id="selection-heading" className="text-3xl md:text-4xl">
        Send your selection
      </h2>
      <p
        id="selection-talents"
        tabIndex={-1}
        aria-invalid={errors.talents ? true : undefined}
        aria-describedby={describedBy("talents")}
        className="mt-3 text-base text-muted-foreground focus:outline-none"
      >
        {selected.length === 0
          ? "Select the talents you would like to book above."
          : `Selected: ${selected.map((id) => names[id]).join(", ")} (${selected.length}).`}
      </p>
      {error("talents")}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor="selection-date" className={label}>
            Preferred date
          </label>
          <div className="mt-2">
            <DateInput id="selection-date" min={tomorrowLocal()} value={values.preferredDate} onChange={set("preferredDate")} aria-invalid={errors.preferredDate ? true : undefined} aria-describedby={describedBy("preferredDate")} />
          </div>
          {error("preferredDate")}
        </div>
        <div>
          <label htmlFor="selection-budget" className={label}>
            Budget range *
          </label>
          <select id="selection-budget" value={values.budgetRange} onChange={set("budgetRange")} aria-required="true" aria-invalid={errors.budgetRange ? true : undefined} aria-describedby={describedBy("budgetRange")} className={control}>
            <option value="">Select a budget range</option>
            {budgetRanges.map((b) => (
              <option key={b.label}>{b.label}</option>
            ))}
          </select>
          {error("budgetRange")}
        </div>
        <div>
          <label htmlFor="selection-purpose" className={label}>
            Purpose *
          </label>
          <select id="selection-purpose" value={values.purpose} onChange={set("purpose")} aria-required="true" aria-invalid={errors.purpose ? true : undefined} aria-describedby={describedBy("purpose")} className={control}>
            <option value="">Select a purpose</option>
            {purposes.map((p) => (
              <option key={p.label}>{p.label}</option>
            ))}
          </select>
          {error("purpose")}
        </div>
        <div>
          <label htmlFor="selection-phone" className={label}>
            Phone (optional)
          </label>
          <input id="selection-phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} aria-invalid={errors.phone ? true : undefined} aria-describedby={describedBy("phone")} className={control} />
          {error("phone")}
        </div>
        <div className="md:col-span-2">
          <label htmlFor="selection-notes" className={label}>
            Notes
          </label>
          <textarea id="selection-notes" rows={4} value={values.notes} onChange={set("notes")} aria-invalid={errors.notes ? true : undefined} aria-describedby={describedBy("notes")} className={control} />
          {error("notes")}
        </div>
      </div>
      {failure && (
        <p role="alert" className="mt-6 text-sm text-destructive">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="mt-8 inline-flex h-14 w-full items-center justify-center bg-primary px-8 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/85 disabled:opacity-60 md:w-auto"
      >
        {busy ? "Sending…" : "Send Selection"}
      </button>
    </form>
  );
}
