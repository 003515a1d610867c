"use client";

import { useEffect, useRef } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LineIcon } from "@/components/ui/line-icon";
import type { PhoneCountry } from "@/lib/phone-countries";
import { composePhone } from "@/lib/validation/register-rules";

export type PhoneValue = { country: string; national: string };
export type PhoneCountryOption = Pick<PhoneCountry, "name" | "callingCode" | "main"> & { iso: string };

type PhoneNumberFieldProps = {
  /** The name of the hidden input that carries the composed number ("+", calling code, national number). */
  name: string;
  label: string;
  /** The accessible name of the calling-code picker ("Phone number country"). */
  countryLabel: string;
  countries: readonly PhoneCountryOption[];
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  required?: boolean;
};

/** The country whose calling code starts a number typed with "+": the one chosen if it fits, else the code's main one. */
function countryOfNumber(countries: readonly PhoneCountryOption[], digits: string, chosen: PhoneCountryOption) {
  if (digits.startsWith(chosen.callingCode)) return chosen;
  for (let length = 3; length >= 1; length--) {
    const code = digits.slice(0, length);
    const match = countries.find((c) => c.callingCode === code && c.main) ?? countries.find((c) => c.callingCode === code);
    if (match) return match;
  }
  return null;
}

/**
 * A phone number with its country: a native calling-code picker (shown as "NG +234") and the national number. The
 * form sends both joined; the server checks the number against the country's plan and stores it as E.164. A number
 * pasted with its "+code" switches the picker to that country.
 */
export function PhoneNumberField({ name, label, countryLabel, countries, value, onChange, error, required }: PhoneNumberFieldProps) {
  const chosen = countries.find((c) => c.iso === value.country) ?? countries[0];
  const input = useRef<HTMLInputElement>(null);

  function onNationalChange(text: string) {
    const cleaned = text.replace(/[^\d+()\-.\s]/g, "").slice(0, 24);
    const digits = cleaned.replace(/\D/g, "");
    const pasted = cleaned.startsWith("+") ? countryOfNumber(countries, digits, chosen) : null;
    if (pasted && digits.length > pasted.callingCode.length + 3) {
      onChange({ country: pasted.iso, national: cleaned.replace(new RegExp(`^\\+\\s*${pasted.callingCode}[\\s\\-.]*`), "") });
    } else {
      onChange({ country: chosen.iso, national: cleaned });
    }
  }

  // A number typed before the script loaded is only in the page: take it over once, as if typed now.
  const typedEarly = useRef(true);
  useEffect(() => {
    if (!typedEarly.current) return;
    typedEarly.current = false;
    const typed = input.current?.value ?? "";
    if (typed && typed !== value.national) onNationalChange(typed);
  });

  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative w-[6.75rem] shrink-0">
            <select
              aria-label={countryLabel}
              data-field={name}
              value={chosen.iso}
              onChange={(e) => onChange({ country: e.target.value, national: value.national })}
              className="ui-control ui-native-select text-transparent [&>option]:text-foreground"
            >
              {countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.name} +{c.callingCode}
                </option>
              ))}
            </select>
            {/* What the closed picker shows: the ISO code reads the same on every system, unlike flag emoji. */}
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm tnum">
              <span className="mr-1 text-xs font-medium tracking-wide text-muted-foreground">{chosen.iso}</span>+{chosen.callingCode}
            </span>
            <LineIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground">
              <path d="m6 9 6 6 6-6" />
            </LineIcon>
          </div>
          <Input
            {...control}
            ref={input}
            data-field={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={value.national}
            onChange={(e) => onNationalChange(e.target.value)}
          />
          <input type="hidden" name={name} value={composePhone(chosen.callingCode, value.national)} />
        </div>
      )}
    </FormField>
  );
}
