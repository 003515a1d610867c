import { z } from "zod";
import type { listCities, listCountries, listStates } from "@/lib/services/talents";
import type { Wire } from "./envelope";

/*
 * The `data` of the location routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const cityOptionSchema = z.object({ name: z.string() });
const countryOptionSchema = z.object({ iso: z.string(), name: z.string(), flag: z.string() });
const stateOptionSchema = z.object({ code: z.string(), name: z.string() });

export const listCitiesResponse = z.array(cityOptionSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listCities>>>>;
export const listCountriesResponse = z.array(countryOptionSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listCountries>>>>;
export const listStatesResponse = z.array(stateOptionSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listStates>>>>;
