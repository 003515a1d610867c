import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import metadata from "libphonenumber-js/metadata.min.json";

export interface PhoneCountry {
  iso: CountryCode;
  name: string;
  callingCode: string;
  /** The country a shared calling code means when nothing else tells (the United States for +1, the UK for +44). */
  main: boolean;
}

let cached: PhoneCountry[] | undefined;

/** Every country libphonenumber knows, named in English by the platform (no name list is shipped), A to Z. */
export function phoneCountries(): PhoneCountry[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const byCode = metadata.country_calling_codes as Record<string, string[]>;
  cached = getCountries()
    .map((iso) => {
      const callingCode = getCountryCallingCode(iso);
      return { iso, name: names.of(iso) ?? iso, callingCode, main: byCode[callingCode]?.[0] === iso };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}
