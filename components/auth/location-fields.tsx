"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { CityOption, CountryOption, StateOption } from "@/lib/services/locations";
import type { RegisterFormValues, RegisterInput } from "@/lib/validation/register";

type LocationFieldsProps = {
  control: Control<RegisterFormValues, unknown, RegisterInput>;
  errors: FieldErrors<RegisterFormValues>;
  setValue: UseFormSetValue<RegisterFormValues>;
  country: string;
  state: string;
  /** Tells the form whether the chosen country has states listed (a state is then required). */
  onStatesListed: (listed: boolean) => void;
};

const forever = { staleTime: Infinity, gcTime: 30 * 60 * 1000 } as const;

/**
 * Country, state and city, each a searchable list loaded from the server one level at a time, so the page never
 * carries the world's cities. Changing the country clears the state and city; changing the state clears the city.
 * Where the dataset has no states for a country, or no cities for a state, the city is typed instead.
 */
export function LocationFields({ control, errors, setValue, country, state, onStatesListed }: LocationFieldsProps) {
  const countries = useQuery({
    queryKey: queryKeys.locations("countries"),
    queryFn: () => apiFetch<CountryOption[]>("/locations/countries"),
    ...forever,
  });
  const states = useQuery({
    queryKey: queryKeys.locations(country, "states"),
    queryFn: () => apiFetch<StateOption[]>(`/locations/countries/${encodeURIComponent(country)}/states`),
    enabled: Boolean(country),
    ...forever,
  });
  const statesListed = (states.data?.length ?? 0) > 0;
  const cities = useQuery({
    queryKey: queryKeys.locations(country, state, "cities"),
    queryFn: () =>
      apiFetch<CityOption[]>(
        `/locations/countries/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`,
      ),
    enabled: Boolean(country && state && statesListed),
    ...forever,
  });

  useEffect(() => {
    onStatesListed(!country || !states.isSuccess || statesListed);
  }, [country, states.isSuccess, statesListed, onStatesListed]);

  const countryName = countries.data?.find((c) => c.iso === country)?.name;
  const noStates = Boolean(country) && states.isSuccess && !statesListed;
  const noCities = Boolean(state) && cities.isSuccess && (cities.data?.length ?? 0) === 0;
  const typeCity = noStates || noCities;
  const loadError = countries.isError || states.isError || cities.isError;

  return (
    <>
      <FormField label="Country" required error={errors.country?.message}>
        {(control_) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Combobox
                {...control_}
                name={field.name}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(iso) => {
                  if (iso === field.value) return;
                  field.onChange(iso);
                  setValue("state", "", { shouldValidate: false });
                  setValue("city", "", { shouldValidate: false });
                }}
                options={(countries.data ?? []).map((c) => ({
                  value: c.iso,
                  label: c.name,
                  keywords: c.iso,
                  prefix: <span aria-hidden="true">{c.flag}</span>,
                }))}
                loading={countries.isPending}
                placeholder="Select your country"
                searchPlaceholder="Search countries"
                emptyText="No country found"
              />
            )}
          />
        )}
      </FormField>

      <FormField
        label="State"
        required={!noStates}
        error={errors.state?.message}
        hint={noStates ? `No states are listed for ${countryName ?? "this country"}.` : undefined}
      >
        {(control_) => (
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <Combobox
                {...control_}
                name={field.name}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(code) => {
                  if (code === field.value) return;
                  field.onChange(code);
                  setValue("city", "", { shouldValidate: false });
                }}
                options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name, keywords: s.code }))}
                disabled={!country || noStates}
                loading={Boolean(country) && states.isPending}
                placeholder={country ? "Select your state" : "Select a country first"}
                searchPlaceholder="Search states"
                emptyText="No state found"
              />
            )}
          />
        )}
      </FormField>

      <FormField
        label="City"
        required
        error={errors.city?.message}
        hint={typeCity ? "Type the name of your city or town." : undefined}
      >
        {(control_) => (
          <Controller
            control={control}
            name="city"
            render={({ field }) =>
              typeCity ? (
                <Input
                  {...control_}
                  name={field.name}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="address-level2"
                  maxLength={120}
                />
              ) : (
                <Combobox
                  {...control_}
                  name={field.name}
                  value={field.value ?? ""}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  options={(cities.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
                  disabled={!state}
                  loading={Boolean(state) && cities.isPending}
                  placeholder={state ? "Select your city" : "Select a state first"}
                  searchPlaceholder="Search cities"
                  emptyText="No city found"
                />
              )
            }
          />
        )}
      </FormField>
      {loadError && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          The list of places could not be loaded. Please check your connection and try again.
        </p>
      )}
    </>
  );
}
