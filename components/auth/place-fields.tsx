"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { z } from "zod";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import type { listCitiesResponse, listStatesResponse } from "@/lib/api/responses/locations";
import { matchCity, stateLabelOf, suggestCities } from "@/lib/domain/places";
import type { CountryOption } from "@/lib/services/talents";
import type { PlaceLists, RegisterFormErrors } from "@/lib/validation/register-rules";

type PlaceFieldsProps = {
  countries: readonly Pick<CountryOption, "iso" | "name">[];
  errors: Pick<RegisterFormErrors, "country" | "state" | "city">;
  /** Tells the form what the loaded lists require: a state where states are listed, a listed city where cities are. */
  onListsChange: (lists: PlaceLists) => void;
};

// One request per list for the life of the page; a failed one is forgotten so that the next choice asks again.
const requests = new Map<string, Promise<unknown>>();
function load<S extends z.ZodType>(path: string): Promise<ResponseData<S>> {
  let request = requests.get(path) as Promise<ResponseData<S>> | undefined;
  if (!request) {
    request = apiFetch<S>(path);
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request;
}

/** A list from `/api/v1/locations` (its route's response schema `S`), or nothing while `path` is null. */
function useList<S extends z.ZodType<unknown[]>>(path: string | null) {
  const [loaded, setLoaded] = useState<{ path: string; data?: ResponseData<S>; failed?: true }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    load<S>(path).then(
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
 * cities are loaded when chosen, so the page never carries the world's cities. The state's label is the country's
 * own word (county, province...). The city is typed: the nearest listed cities are offered as the person types,
 * a name the list knows under another spelling says what it will be saved as ("New York" -> New York City), and a
 * city the list lacks is accepted as typed (the agency checks it). Changing the country clears the state and city;
 * changing the state clears the city.
 */
export function PlaceFields({ countries, errors, onListsChange }: PlaceFieldsProps) {
  const [country, setCountry] = useState("");
  const [state, setState] = useState("");
  const [city, setCity] = useState("");
  const suggestionsId = useId();
  const [cityFocused, setCityFocused] = useState(false);
  const countrySelect = useRef<HTMLSelectElement>(null);

  // A country chosen before the script loaded is only in the page: take it over (the select is uncontrolled so that
  // hydration leaves the choice alone).
  useEffect(() => {
    const chosen = countrySelect.current?.value;
    if (chosen) setCountry(chosen);
  }, []);

  const states = useList<typeof listStatesResponse>(country ? `/locations/countries/${encodeURIComponent(country)}/states` : null);
  const statesListed = (states.data?.length ?? 0) > 0;
  const cities = useList<typeof listCitiesResponse>(
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
  const stateLabel = stateLabelOf(country);
  const typed = city.trim();
  const listedAs = cityNames?.length && typed ? matchCity(typed, cityNames) : null;
  const suggestions = cityNames?.length && typed && listedAs !== typed ? suggestCities(typed, cityNames, 5) : [];
  let cityHint: string | undefined;
  if (cityOpen && !cities.pending) {
    if (!cityNames?.length) cityHint = "Type the name of your city or town.";
    else if (!typed) cityHint = "Start typing, then choose your city.";
    else if (listedAs && listedAs !== typed) cityHint = `We'll save it as ${listedAs}.`;
    else if (!listedAs) cityHint = `${typed} is not in our list: we'll keep it as you typed it.`;
  }

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
        label={stateLabel}
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
          <option value="">
            {!country ? "Select a country first" : states.pending ? "Loading…" : noStates ? "None" : `Select your ${stateLabel.toLowerCase()}`}
          </option>
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
        hint={cityHint}
      >
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              name="city"
              value={city}
              onChange={(e) => setCity(e.target.value)}
              onFocus={() => setCityFocused(true)}
              onBlur={(e) => {
                // Leaving for a suggestion keeps the list open until the click lands.
                if (!e.relatedTarget?.closest(`[id="${suggestionsId}"]`)) setCityFocused(false);
              }}
              aria-controls={suggestions.length ? suggestionsId : undefined}
              disabled={!cityOpen}
              placeholder={!cityOpen ? (country ? `Select a ${stateLabel.toLowerCase()} first` : "Select a country first") : cities.pending ? "Loading cities…" : undefined}
              autoComplete={cityNames?.length ? "off" : "address-level2"}
              maxLength={120}
            />
            {cityFocused && suggestions.length > 0 && (
              <ul
                id={suggestionsId}
                aria-label="Suggested cities"
                className="absolute inset-x-0 top-full z-20 mt-1 flex flex-col border border-border bg-background py-1 popover-shadow"
              >
                {suggestions.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="w-full px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                      onClick={() => {
                        setCity(name);
                        setCityFocused(false);
                      }}
                    >
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </FormField>
      {(states.failed || cities.failed) && (
        <p role="alert" className="flex flex-wrap items-center gap-x-3 text-sm text-destructive sm:col-span-2">
          The list of places could not be loaded. Please check your connection.
          <button
            type="button"
            onClick={states.failed ? states.retry : cities.retry}
            className="font-medium text-foreground underline underline-offset-4 hover:text-accent"
          >
            Try Again
          </button>
        </p>
      )}
    </>
  );
}
