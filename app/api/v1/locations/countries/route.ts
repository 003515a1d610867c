import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { LOCATION_CACHE, listCountries } from "@/lib/services/talents";
import { listCountriesResponse } from "@/lib/api/responses/locations";

export const GET = apiRoute({ response: listCountriesResponse, summary: "Countries for the registration form", tags: ["locations"] }, async () =>
  ok(await listCountries(), { headers: LOCATION_CACHE }),
);
