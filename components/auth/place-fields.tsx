"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api/client";
import type { CityOption, CountryOption, StateOption } from "@/lib/services/locations";
import type { PlaceLists, RegisterFormErrors } from "@/lib/validation/register-rules";

type PlaceFieldsProps = {
  countries: readonly Pick<CountryOption, "iso" | "name">[];
  errors: Pick<RegisterFormErrors, "country" | "state" | "city">;
  /** Tells the form what the loaded lists require: a state where states are listed, a listed city where cities are. */
  onListsChange: (lists: PlaceLists) => void;
};

// One request per list for the life of the page; a failed one is forgotten so that the next choice asks again.
const requests = new Map<string, Promise<unknown>>();
function load<T>(path: string): Promise<T> {
  let request = requests.get(path) as Promise<T> | undefined;
  if (!request) {
    request = apiFetch<T>(path);
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request;
}

/** A list from `/api/v1/locations`, or nothing while `path` is null. */
function useList<T>(path: string | null) {
  const [loaded, setLoaded] = useState<{ path: string; data?: T[]; failed?: true }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    load<T[]>(path).then(
      (data) => live && setLoaded({ path, data }),
      () => live && setLoaded({ path, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const current = path && loaded?.path === path ? loaded : undefined;
  const retry = () => {
    setLoaded(undefined);
    setAttempt((n) => n + 1);
  };
  return { data: current?.data, pending: Boolean(path) && !current, failed: Boolean(current?.failed), retry };
}

/**
 * Country, state and city as native controls: the countries come with the page, a country's states and a state's
 * cities are loaded when chosen, so the page never carries the world's cities. The city is typed, with the state's
 * cities offered as suggestions; where the dataset lists no states or no cities, any city is accepted. Changing the
 * country clears the state and city; changing the state clears the city.
 */
export function PlaceFields({ countries, errors, onListsChange }: PlaceFieldsProps) {
  const [country, setCountry] = useState("");
  const [state, setState] = useState("");
  const [city, setCity] = useState("");
  const citiesId = useId();
  const countrySelect = useRef<HTMLSelectElement>(null);

  // A country chosen before the script loaded is only in the page: take it over (the select is uncontrolled so that
  // hydration leaves the choice alone).
  useEffect(() => {
    const chosen = countrySelect.current?.value;
    if (chosen) setCountry(chosen);
  }, []);

  const states = useList<StateOption>(country ? `/locations/countries/${encodeURIComponent(country)}/states` : null);
  const statesListed = (states.data?.length ?? 0) > 0;
  const cities = useList<CityOption>(
    country && state && statesListed
      ? `/locations/countries/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`
      : null,
  );

  const noStates = Boolean(country) && Boolean(states.data) && !statesListed;
  const cityNames = useMemo(() => cities.data?.map((c) => c.name), [cities.data]);
  useEffect(() => {
    // Until a country's states are known, a state counts as required: the server asks for one where it can.
    onListsChange({ statesListed: !noStates, cities: cityNames ?? [] });
  }, [noStates, cityNames, onListsChange]);

  const countryName = countries.find((c) => c.iso === country)?.name;
  const cityOpen = noStates || Boolean(state);

  return (
    <>
      <FormField label="Country" required error={errors.country}>
        <NativeSelect
          ref={countrySelect}
          name="country"
          autoComplete="country"
          defaultValue=""
          onChange={(e) => {
            setCountry(e.target.value);
            setState("");
            setCity("");
          }}
        >
          <option value="">Select your country</option>
          {countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField
        label="State"
        required={!noStates}
        error={errors.state}
        hint={noStates ? `No states are listed for ${countryName ?? "this country"}.` : undefined}
      >
        <NativeSelect
          name="state"
          value={state}
          disabled={!statesListed}
          aria-busy={states.pending || undefined}
          onChange={(e) => {
            setState(e.target.value);
            setCity("");
          }}
        >
          <option value="">{!country ? "Select a country first" : states.pending ? "Loading states…" : noStates ? "None" : "Select your state"}</option>
          {states.data?.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField
        label="City"
        required
        error={errors.city}
        hint={cityOpen && !cities.pending ? (cityNames?.length ? "Start typing, then choose your city." : "Type the name of your city or town.") : undefined}
      >
        <Input
          name="city"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          list={cityNames?.length ? citiesId : undefined}
          disabled={!cityOpen}
          placeholder={!cityOpen ? (country ? "Select a state first" : "Select a country first") : cities.pending ? "Loading cities…" : undefined}
          autoComplete={cityNames?.length ? "off" : "address-level2"}
          maxLength={120}
        />
      </FormField>
      {cityNames && cityNames.length > 0 && (
        <datalist id={citiesId}>
          {cityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      {(states.failed || cities.failed) && (
        <p role="alert" className="flex flex-wrap items-center gap-x-3 text-sm text-destructive sm:col-span-2">
          The list of places could not be loaded. Please check your connection.
          <button
            type="button"
            onClick={states.failed ? states.retry : cities.retry}
            className="font-medium text-foreground underline underline-offset-4 hover:text-accent"
          >
            Try again
          </button>
        </p>
      )}
    </>
  );
}
