"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { PhoneInput } from "@/components/ui/phone-input";

type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The accessible name of the country code picker ("Phone country code"). */
  countryLabel: string;
  error?: string;
  required?: boolean;
  defaultCountry?: React.ComponentProps<typeof PhoneInput>["defaultCountry"];
  className?: string;
};

/** A labelled international phone number (country code and digits) bound to a react-hook-form field. */
export function PhoneField<T extends FieldValues>({ control, name, label, countryLabel, error, required, defaultCountry, className }: PhoneFieldProps<T>) {
  return (
    <FormField label={label} required={required} error={error} className={className}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PhoneInput
              {...controlProps}
              name={field.name}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              countryLabel={countryLabel}
              defaultCountry={defaultCountry}
            />
          )}
        />
      )}
    </FormField>
  );
}
