"use client";

import type { CountryCode } from "libphonenumber-js";
import { Combobox } from "@/components/ui/combobox";
import { phoneCountries } from "@/lib/phone-countries";

/**
 * A country's mark in a picker's list: its ISO code in small capitals. Flag emoji render as an empty box on Linux
 * Chrome without an emoji font and as two letters on Windows, so the code is what every system shows alike.
 */
export function CountryMark({ iso }: { iso: string }) {
  return (
    <span aria-hidden="true" className="inline-block w-6 shrink-0 text-[10px] leading-none font-medium tracking-wide text-muted-foreground tnum">
      {iso.toUpperCase()}
    </span>
  );
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
    prefix: <CountryMark iso={c.iso} />,
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
      // The trigger shows the ISO code too: "NG +234" reads the same everywhere.
      renderValue={() =>
        current ? (
          <span className="text-foreground tnum">
            <span className="text-xs font-medium tracking-wide text-muted-foreground">{current.iso}</span> +{current.callingCode}
          </span>
        ) : null
      }
    />
  );
}
