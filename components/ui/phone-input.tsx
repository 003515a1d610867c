"use client";

import { parsePhoneNumberFromString, getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import { useState } from "react";
import { CountrySelect } from "@/components/ui/country-select";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type PhoneInputProps = {
  id?: string;
  name?: string;
  /** The number in E.164 ("+2348031234567"), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  defaultCountry?: CountryCode;
  /** Accessible name of the country picker. */
  countryLabel: string;
  autoComplete?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  className?: string;
};

function fromValue(value: string, fallback: CountryCode): { country: CountryCode; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  return { country: fallback, national: value.replace(/^\+\d*/, "") };
}

/** National digits in a country -> E.164; a number typed with its own "+code" keeps it. */
function toValue(national: string, country: CountryCode): string {
  const trimmed = national.trim();
  if (!/\d/.test(trimmed)) return "";
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (parsed) return parsed.number;
  if (trimmed.startsWith("+")) return "+" + trimmed.replace(/\D/g, "");
  return `+${getCountryCallingCode(country)}${trimmed.replace(/\D/g, "")}`;
}

/**
 * A phone number with its country: a searchable calling-code picker and the national number, reported as E.164.
 * A number pasted with its "+code" switches the picker to that country; the number is tidied on blur.
 */
export function PhoneInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  defaultCountry = "US",
  countryLabel,
  autoComplete = "tel",
  disabled,
  className,
  ...aria
}: PhoneInputProps) {
  const [state, setState] = useState(() => fromValue(value, defaultCountry));
  const [lastValue, setLastValue] = useState(value);
  // A value set from outside (a reset, "same as phone") replaces what is shown.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== toValue(state.national, state.country)) setState(fromValue(value, state.country));
  }

  function emit(next: { country: CountryCode; national: string }) {
    setState(next);
    const out = toValue(next.national, next.country);
    setLastValue(out);
    onChange(out);
  }

  function onNationalChange(text: string) {
    const cleaned = text.replace(/[^\d+()\-.\s]/g, "").slice(0, 24);
    if (cleaned.startsWith("+")) {
      const parsed = parsePhoneNumberFromString(cleaned);
      if (parsed?.country) {
        emit({ country: parsed.country, national: parsed.formatNational() });
        return;
      }
    }
    emit({ country: state.country, national: cleaned });
  }

  function tidy() {
    const parsed = parsePhoneNumberFromString(state.national, state.country);
    if (parsed?.isValid() && parsed.country === state.country) setState({ ...state, national: parsed.formatNational() });
    onBlur?.();
  }

  return (
    <div className={cn("flex gap-2", className)}>
      <CountrySelect
        value={state.country}
        onChange={(country) => emit({ country, national: state.national })}
        label={countryLabel}
        disabled={disabled}
        className="w-[6.75rem] shrink-0 px-2.5"
      />
      <Input
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        value={state.national}
        onChange={(e) => onNationalChange(e.target.value)}
        onBlur={tidy}
        disabled={disabled}
        {...aria}
      />
    </div>
  );
}
