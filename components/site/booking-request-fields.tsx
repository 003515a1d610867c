import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { budgetRanges, purposes } from "@/lib/domain/booking";
import {
  PHONE_MAX_CHARACTERS,
  bookingMaxLengths,
  type BookingBriefValues,
  type BookingFormErrors,
  type BookingFormField,
  type BookingFormValues,
} from "@/lib/validation/booking-rules";

const fieldOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return (name: BookingFormField) => String(data.get(name) ?? "");
};

/** The brief's values as the form holds them, for the shared check (the three booking request forms). */
export function readBookingBrief(form: HTMLFormElement): BookingBriefValues {
  const get = fieldOf(form);
  return { budgetRange: get("budgetRange"), purpose: get("purpose"), preferredDate: get("preferredDate"), notes: get("notes") };
}

/** The client's details and the brief as the form holds them (the booking form and the shortlist). */
export function readBookingRequest(form: HTMLFormElement): BookingFormValues {
  const get = fieldOf(form);
  return { fullName: get("fullName"), companyName: get("companyName"), email: get("email"), phone: get("phone"), ...readBookingBrief(form) };
}

/**
 * The phone field: required on the booking form and the shortlist, optional on a package's selection (the agency
 * already has the client's address).
 */
export function BookingPhoneField({ error, optional = false }: { error?: string; optional?: boolean }) {
  return (
    <FormField
      label="Phone"
      required={!optional}
      error={error}
      hint={`${optional ? "Optional, for a call back. " : ""}With its country code, e.g. +33 1 42 68 53 00 (US by default).`}
    >
      <Input name="phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+12125550100" maxLength={PHONE_MAX_CHARACTERS} />
    </FormField>
  );
}

/**
 * The project of a booking request (budget, purpose, preferred date, notes): the same fields, rules and messages on
 * the booking form, the shortlist inquiry and a package's selection. The caller places them in its two-column grid.
 */
export function BookingBriefFields({ errors, tomorrow }: { errors: BookingFormErrors; tomorrow: string }) {
  return (
    <>
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
        <DateInput name="preferredDate" min={tomorrow} />
      </FormField>
      <FormField label="Additional Notes" error={errors.notes} className="sm:col-span-2">
        <Textarea name="notes" rows={5} maxLength={bookingMaxLengths.notes} placeholder="Tell us about the project: dates, location, usage, anything we should know." />
      </FormField>
    </>
  );
}

/**
 * The whole booking request as the booking form and the shortlist inquiry ask for it: the client's details (name,
 * company, email, phone), then the brief.
 */
export function BookingRequestFields({ errors, tomorrow }: { errors: BookingFormErrors; tomorrow: string }) {
  return (
    <>
      <FormField label="Full Name" required error={errors.fullName}>
        <Input name="fullName" autoComplete="name" maxLength={bookingMaxLengths.fullName} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName}>
        <Input name="companyName" autoComplete="organization" maxLength={bookingMaxLengths.companyName} />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
      </FormField>
      <BookingPhoneField error={errors.phone} />
      <BookingBriefFields errors={errors} tomorrow={tomorrow} />
    </>
  );
}
