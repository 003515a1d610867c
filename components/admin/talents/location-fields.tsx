"use client";

import { useQuery } from "@tanstack/react-query";
import { Combobox } from "@/components/ui/combobox";
import { CountryMark } from "@/components/ui/country-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import type { listCitiesResponse, listCountriesResponse, listStatesResponse } from "@/lib/api/responses/locations";
import { queryKeys } from "@/lib/api/query-keys";

export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

type AdminLocationFieldsProps = {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  errors?: Partial<Record<keyof LocationValue, string | undefined>>;
};

const forever = { staleTime: Infinity, gcTime: 30 * 60 * 1000, retry: 1 } as const;
const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();

/**
 * Country, state/province and city for the admin talent forms. Talent rows store names, so the pickers hold names
 * and look up the codes the locations API needs. Where the API has no list (or cannot be reached) the field is
 * typed instead. Changing the country clears the state and city; changing the state clears the city.
 */
export function AdminLocationFields({ value, onChange, errors }: AdminLocationFieldsProps) {
  const countries = useQuery({
    queryKey: queryKeys.locations("countries"),
    queryFn: () => apiFetch<typeof listCountriesResponse>("/locations/countries"),
    ...forever,
  });
  const countryIso = countries.data?.find((c) => fold(c.name) === fold(value.country) || c.iso === value.country)?.iso ?? "";
  const states = useQuery({
    queryKey: queryKeys.locations(countryIso, "states"),
    queryFn: () => apiFetch<typeof listStatesResponse>(`/locations/countries/${encodeURIComponent(countryIso)}/states`),
    enabled: Boolean(countryIso),
    ...forever,
  });
  const stateCode = states.data?.find((s) => fold(s.name) === fold(value.state))?.code ?? "";
  const cities = useQuery({
    queryKey: queryKeys.locations(countryIso, stateCode, "cities"),
    queryFn: () =>
      apiFetch<typeof listCitiesResponse>(`/locations/countries/${encodeURIComponent(countryIso)}/states/${encodeURIComponent(stateCode)}/cities`),
    enabled: Boolean(countryIso && stateCode),
    ...forever,
  });

  // Free text when there is no list to choose from: no API, an unknown country, no states, no cities.
  const typeCountry = countries.isError || (countries.isSuccess && Boolean(value.country) && !countryIso);
  const typeState = typeCountry || states.isError || (states.isSuccess && (states.data.length === 0 || (Boolean(value.state) && !stateCode)));
  const typeCity = typeState || cities.isError || (cities.isSuccess && (cities.data.length === 0 || (Boolean(value.city) && !cities.data.some((c) => fold(c.name) === fold(value.city)))));

  const withOption = (options: { value: string; label: string }[], current: string) =>
    current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;

  return (
    <>
      <FormField label="Country" error={errors?.country}>
        {(control) =>
          typeCountry ? (
            <Input {...control} value={value.country} onChange={(e) => onChange({ country: e.target.value, state: "", city: "" })} autoComplete="off" maxLength={80} />
          ) : (
            <Combobox
              {...control}
              value={value.country}
              onChange={(country) => country !== value.country && onChange({ country, state: "", city: "" })}
              options={(countries.data ?? []).map((c) => ({ value: c.name, label: c.name, keywords: c.iso, prefix: <CountryMark iso={c.iso} /> }))}
              loading={countries.isPending}
              placeholder="Select a country"
              searchPlaceholder="Search countries"
              emptyText="No country found"
            />
          )
        }
      </FormField>
      <FormField label="State/Province" error={errors?.state}>
        {(control) =>
          typeState || !countryIso ? (
            <Input
              {...control}
              value={value.state}
              onChange={(e) => onChange({ ...value, state: e.target.value, city: "" })}
              disabled={!typeState && !value.country}
              placeholder={!typeState && !value.country ? "Select a country first" : undefined}
              maxLength={80}
            />
          ) : (
            <Combobox
              {...control}
              value={value.state}
              onChange={(state) => state !== value.state && onChange({ ...value, state, city: "" })}
              options={withOption((states.data ?? []).map((s) => ({ value: s.name, label: s.name })), value.state)}
              loading={states.isPending}
              placeholder="Select a state or province"
              searchPlaceholder="Search states"
              emptyText="No state found"
            />
          )
        }
      </FormField>
      <FormField label="City" error={errors?.city}>
        {(control) =>
          typeCity || !stateCode ? (
            <Input
              {...control}
              value={value.city}
              onChange={(e) => onChange({ ...value, city: e.target.value })}
              disabled={!typeCity && !value.state}
              placeholder={!typeCity && !value.state ? "Select a state first" : undefined}
              maxLength={80}
            />
          ) : (
            <Combobox
              {...control}
              value={value.city}
              onChange={(city) => onChange({ ...value, city })}
              options={withOption((cities.data ?? []).map((c) => ({ value: c.name, label: c.name })), value.city)}
              loading={cities.isPending}
              placeholder="Select a city"
              searchPlaceholder="Search cities"
              emptyText="No city found"
            />
          )
        }
      </FormField>
    </>
  );
}
