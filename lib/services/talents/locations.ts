import "server-only";
import type * as CountryStateCity from "country-state-city";
import { cleanCityInput, matchCity } from "@/lib/domain/places";
import { notFound } from "@/lib/errors";
import { foldPlace as fold, registerMessages, stateError } from "@/lib/validation/register-rules";

/**
 * Countries, states and cities from the `country-state-city` dataset (about 8 MB of JSON). It stays on the server:
 * the registration form loads one country's states and one state's cities at a time through `/api/v1/locations`.
 * The module is imported on first use so that no other route pays for it.
 */

/** The dataset changes only with a package upgrade, so browsers and CDNs may keep the lists for a day. */
export const LOCATION_CACHE = { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } as const;

export interface CountryOption {
  iso: string;
  name: string;
  flag: string;
}
export interface StateOption {
  code: string;
  name: string;
}
export interface CityOption {
  name: string;
}

type Dataset = typeof CountryStateCity;
let dataset: Promise<Dataset> | undefined;
const load = () => (dataset ??= import("country-state-city"));

const citiesCache = new Map<string, CityOption[]>();

export async function listCountries(): Promise<CountryOption[]> {
  const { Country } = await load();
  return Country.getAllCountries().map((c) => ({ iso: c.isoCode, name: c.name, flag: c.flag }));
}

async function findCountry(value: string) {
  const { Country } = await load();
  const wanted = fold(value);
  return Country.getAllCountries().find((c) => c.isoCode.toLowerCase() === wanted || fold(c.name) === wanted) ?? null;
}

async function statesOf(iso: string): Promise<StateOption[]> {
  const { State } = await load();
  return State.getStatesOfCountry(iso)
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function citiesOf(iso: string, stateCode: string): Promise<CityOption[]> {
  const key = `${iso}:${stateCode}`;
  const hit = citiesCache.get(key);
  if (hit) return hit;
  const { City } = await load();
  const names = [...new Set(City.getCitiesOfState(iso, stateCode).map((c) => c.name))].sort((a, b) => a.localeCompare(b));
  const cities = names.map((name) => ({ name }));
  if (citiesCache.size > 500) citiesCache.clear();
  citiesCache.set(key, cities);
  return cities;
}

/** The states of a country (by ISO code), sorted by name; 404 for a code the dataset does not know. */
export async function listStates(iso: string): Promise<StateOption[]> {
  const country = await findCountry(iso);
  if (!country || country.isoCode.toLowerCase() !== iso.toLowerCase()) throw notFound("Unknown country.");
  return statesOf(country.isoCode);
}

/** The cities of a state, sorted by name; 404 for an unknown country or state. */
export async function listCities(iso: string, stateCode: string): Promise<CityOption[]> {
  const states = await listStates(iso);
  const state = states.find((s) => s.code.toLowerCase() === stateCode.toLowerCase());
  if (!state) throw notFound("Unknown state.");
  return citiesOf(iso.toUpperCase(), state.code);
}

export interface ResolvedLocation {
  country: string;
  countryIso: string;
  state: string | null;
  city: string;
  /** The state lists cities and this one is not among them (nor an alias of one): kept as typed, for the admin. */
  cityUnlisted: boolean;
}

/**
 * Checks a country, state and city against the dataset and returns their names as stored. Country and state may be
 * given by code (what the form sends) or by name (what older clients send). A city is matched to the state's list
 * ignoring case, accents and common aliases (`matchCity`: "New York" is "New York City"); one the list lacks is kept
 * as typed and flagged `cityUnlisted` rather than refused, and where the dataset lists no cities it is kept as typed.
 */
export async function resolveLocation(input: {
  country?: string;
  state?: string;
  city?: string;
}): Promise<{ location: ResolvedLocation | null; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const countryValue = input.country?.trim() ?? "";
  const stateValue = input.state?.trim() ?? "";
  const cityValue = input.city?.trim() ?? "";
  const country = countryValue ? await findCountry(countryValue) : null;
  if (!country) {
    errors.country = [registerMessages.country];
    if (!cityValue) errors.city = [registerMessages.city];
    return { location: null, errors };
  }
  const states = await statesOf(country.isoCode);
  const missingState = stateError(stateValue, states.length > 0);
  if (missingState) errors.state = [missingState];

  let stateName: string | null = stateValue || null;
  let cities: CityOption[] = [];
  if (states.length > 0 && stateValue) {
    const state = states.find((s) => s.code.toLowerCase() === stateValue.toLowerCase() || fold(s.name) === fold(stateValue));
    if (!state) errors.state = [registerMessages.state];
    else {
      stateName = state.name;
      cities = await citiesOf(country.isoCode, state.code);
    }
  }

  if (!cityValue) errors.city = [registerMessages.city];
  const listed = matchCity(cityValue, cities.map((c) => c.name));
  const cityName = listed ?? cleanCityInput(cityValue);

  if (Object.keys(errors).length) return { location: null, errors };
  return {
    location: { country: country.name, countryIso: country.isoCode, state: stateName, city: cityName, cityUnlisted: cities.length > 0 && !listed },
    errors,
  };
}
