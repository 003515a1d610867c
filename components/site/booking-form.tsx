"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import {
  INVALID_PHONE,
  PHONE_MAX_LENGTH,
  bookingPayloadFrom,
  budgetRanges,
  cleanPhoneInput,
  purposes,
  tomorrowLocal,
  validateBookingForm,
  type BookingFormErrors,
  type BookingFormField,
  type BookingFormValues,
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

const fieldOrder: BookingFormField[] = ["fullName", "companyName", "email", "phone", "budgetRange", "purpose", "preferredDate", "notes"];

const noop = () => () => {};
// "Tomorrow" in the visitor's time zone; the server's render uses its own until hydration.
const useTomorrow = (serverValue: string) => useSyncExternalStore(noop, tomorrowLocal, () => serverValue);

function readValues(form: HTMLFormElement): BookingFormValues {
  const data = new FormData(form);
  const get = (name: BookingFormField) => String(data.get(name) ?? "");
  return {
    fullName: get("fullName"),
    companyName: get("companyName"),
    email: get("email"),
    phone: get("phone"),
    budgetRange: get("budgetRange"),
    purpose: get("purpose"),
    preferredDate: get("preferredDate"),
    notes: get("notes"),
  };
}

/**
 * The booking request form (spec: /book-talent), posting the spec's payload to `POST /bookings`. Checked in the
 * browser with the shared rules (`validateBookingForm`), then by the server's schema; plain form state, so the page
 * ships no form or schema library.
 */
export function BookingForm({ talentId, serverTomorrow }: { talentId: number; serverTomorrow: string }) {
  const router = useRouter();
  const tomorrow = useTomorrow(serverTomorrow);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const focusFirst = (found: BookingFormErrors) => {
    const first = fieldOrder.find((f) => found[f]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readValues(event.currentTarget);
    const found = validateBookingForm(values, tomorrow);
    setErrors(found);
    if (Object.keys(found).length) {
      if (found.phone) toast.error(INVALID_PHONE.title, { description: INVALID_PHONE.description });
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      await apiFetch("/bookings", { method: "POST", body: bookingPayloadFrom(talentId, values) });
      toast.success("Booking Request Submitted", { description: "We'll contact you within 24 hours." });
      router.push("/");
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status !== 0) {
        const fromServer: BookingFormErrors = {};
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          const target = serverFields[field];
          if (target && !fromServer[target]) fromServer[target] = messages[0];
        }
        setErrors(fromServer);
        focusFirst(fromServer);
        toast.error("Booking Failed", { description: error.errors ? error.joined : error.message || "Invalid email address" });
        return;
      }
      toast.error("Error", { description: "Something went wrong while submitting your booking request." });
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Booking request" className="grid gap-6 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-7">
      <FormField label="Full Name" required error={errors.fullName}>
        <Input name="fullName" autoComplete="name" maxLength={120} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName}>
        <Input name="companyName" autoComplete="organization" maxLength={160} />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
      </FormField>
      <FormField label="Phone" required error={errors.phone} hint="Digits only, with an optional + and country code (US by default).">
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+12125550100"
          maxLength={PHONE_MAX_LENGTH}
          onInput={(event) => {
            const input = event.currentTarget;
            const cleaned = cleanPhoneInput(input.value);
            if (cleaned !== input.value) input.value = cleaned;
          }}
        />
      </FormField>
      <FormField label="Budget Range" required error={errors.budgetRange}>
        <NativeSelect name="budgetRange" defaultValue="">
          <option value="">Select a budget range</option>
          {budgetRanges.map((range) => (
            <option key={range.label} value={range.label}>
              {range.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Purpose" required error={errors.purpose}>
        <NativeSelect name="purpose" defaultValue="">
          <option value="">Select a purpose</option>
          {purposes.map((purpose) => (
            <option key={purpose.label} value={purpose.label}>
              {purpose.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Preferred Date" error={errors.preferredDate} className="sm:col-span-2 sm:max-w-[calc(50%-0.75rem)]">
        <Input name="preferredDate" type="date" min={tomorrow} />
      </FormField>
      <FormField label="Additional Notes" error={errors.notes} className="sm:col-span-2">
        <Textarea name="notes" rows={5} maxLength={5000} placeholder="Tell us about the project: dates, location, usage, anything we should know." />
      </FormField>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button type="submit" size="xl" loading={submitting} className="w-full">
          {submitting ? "Submitting..." : "Submit Booking Request"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">We&apos;ll review your request and contact you within 24 hours.</p>
      </div>
    </form>
  );
}
