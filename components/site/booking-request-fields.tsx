import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PHONE_MAX_CHARACTERS, budgetRanges, purposes, type BookingFormErrors, type BookingFormField, type BookingFormValues } from "@/lib/validation/booking-rules";

/**
 * The client's details and the project of a booking request (name, company, email, phone, budget, purpose): the same
 * fields, rules and messages on the booking form and the shortlist inquiry. The caller places them in its grid.
 */
/** The request fields' values as the form holds them, for the shared checks (booking form and shortlist). */
export function readBookingRequest(form: HTMLFormElement): BookingFormValues {
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

export function BookingRequestFields({ errors }: { errors: BookingFormErrors }) {
  return (
    <>
      <FormField label="Full Name" required error={errors.fullName}>
        <Input name="fullName" autoComplete="name" maxLength={120} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName}>
        <Input name="companyName" autoComplete="organization" maxLength={160} />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
      </FormField>
      <FormField label="Phone" required error={errors.phone} hint="With its country code, e.g. +33 1 42 68 53 00 (US by default).">
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+12125550100"
          maxLength={PHONE_MAX_CHARACTERS}
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
    </>
  );
}
