"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import {
  INVALID_PHONE,
  PHONE_MAX_LENGTH,
  bookingFormSchema,
  bookingPayloadFrom,
  budgetRanges,
  cleanPhoneInput,
  purposes,
  tomorrowLocal,
  type BookingFormValues,
} from "@/lib/validation/booking";
import type { z } from "zod";

type FormInput = BookingFormValues;
type FormOutput = z.output<typeof bookingFormSchema>;

/** The API's field names on the form's fields, to show a server-side message under the right control. */
const serverFields: Record<string, keyof FormInput> = {
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

const emptyValues: FormInput = {
  fullName: "",
  companyName: "",
  email: "",
  phone: "",
  budgetRange: "" as FormInput["budgetRange"],
  purpose: "" as FormInput["purpose"],
  preferredDate: "",
  notes: "",
};

/** The booking request form (spec: /book-talent), posting the spec's payload to `POST /bookings`. */
export function BookingForm({ talentId, serverTomorrow }: { talentId: number; serverTomorrow: string }) {
  const router = useRouter();
  const tomorrow = useTomorrow(serverTomorrow);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(bookingFormSchema), defaultValues: emptyValues });

  const onValid = async (values: FormOutput) => {
    try {
      await apiFetch("/bookings", { method: "POST", body: bookingPayloadFrom(talentId, values) });
      toast.success("Booking Request Submitted", { description: "We'll contact you within 24 hours." });
      router.push("/");
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          const target = serverFields[field];
          if (target) setError(target, { message: messages[0] });
        }
        toast.error("Booking Failed", { description: error.errors ? error.joined : error.message || "Invalid email address" });
        return;
      }
      toast.error("Error", { description: "Something went wrong while submitting your booking request." });
    }
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (invalid.phone) toast.error(INVALID_PHONE.title, { description: INVALID_PHONE.description });
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Booking request" className="grid gap-6 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-7">
      <FormField label="Full Name" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register("fullName")} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register("companyName")} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </FormField>
      <FormField label="Phone" required error={errors.phone?.message} hint="Digits only, with an optional + and country code (US by default).">
        {(control_) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <Input
                {...control_}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="+12125550100"
                maxLength={PHONE_MAX_LENGTH}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(cleanPhoneInput(event.target.value))}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Budget Range" required error={errors.budgetRange?.message}>
        <NativeSelect {...register("budgetRange")}>
          <option value="">Select a budget range</option>
          {budgetRanges.map((range) => (
            <option key={range.label} value={range.label}>
              {range.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Purpose" required error={errors.purpose?.message}>
        <NativeSelect {...register("purpose")}>
          <option value="">Select a purpose</option>
          {purposes.map((purpose) => (
            <option key={purpose.label} value={purpose.label}>
              {purpose.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Preferred Date" error={errors.preferredDate?.message} className="sm:col-span-2 sm:max-w-[calc(50%-0.75rem)]">
        <Input type="date" min={tomorrow} {...register("preferredDate")} />
      </FormField>
      <FormField label="Additional Notes" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={5} placeholder="Tell us about the project: dates, location, usage, anything we should know." {...register("notes")} />
      </FormField>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button type="submit" size="xl" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Submitting..." : "Submit Booking Request"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">We&apos;ll review your request and contact you within 24 hours.</p>
      </div>
    </form>
  );
}
