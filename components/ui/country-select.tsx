"use client";

import type { CountryCode } from "libphonenumber-js";
import { Combobox } from "@/components/ui/combobox";
import { phoneCountries } from "@/lib/phone-countries";

/** 🇳🇬 from "NG": two regional-indicator letters. */
export function flagOf(iso: string): string {
  return iso.toUpperCase().replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65));
}

type CountrySelectProps = {
  value: CountryCode;
  onChange: (iso: CountryCode) => void;
  /** Accessible name, e.g. "Phone number country". */
  label: string;
  disabled?: boolean;
  className?: string;
};

/** The calling-code picker beside a phone number: searchable by name, ISO code or "+234". */
export function CountrySelect({ value, onChange, label, disabled, className }: CountrySelectProps) {
  const options = phoneCountries().map((c) => ({
    value: c.iso,
    label: c.name,
    hint: `+${c.callingCode}`,
    keywords: `${c.iso} +${c.callingCode} ${c.callingCode}`,
    prefix: (
      <span aria-hidden="true" className="text-base leading-none">
        {flagOf(c.iso)}
      </span>
    ),
  }));
  const current = phoneCountries().find((c) => c.iso === value);
  return (
    <Combobox
      value={value}
      onChange={(iso) => onChange(iso as CountryCode)}
      options={options}
      aria-label={`${label}: ${current ? `${current.name} +${current.callingCode}` : "none"}`}
      searchPlaceholder="Search country or code"
      emptyText="No country found"
      disabled={disabled}
      className={className}
      contentClassName="w-80"
      // The trigger shows the ISO code rather than the flag: flag emoji are letters on Windows and absent on
      // systems without an emoji font, and "NG +234" reads the same everywhere.
      renderValue={() =>
        current ? (
          <span className="text-foreground tabular-nums">
            <span className="text-xs font-medium tracking-wide text-muted-foreground">{current.iso}</span> +{current.callingCode}
          </span>
        ) : null
      }
    />
  );
}
