import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { LOCATION_CACHE, listCities } from "@/lib/services/talents";
import { listCitiesResponse } from "@/lib/api/responses/locations";

export const GET = apiRoute(
  {
    response: listCitiesResponse,
    params: z.object({
      iso: z.string().trim().regex(/^[A-Za-z]{2}$/, "Use a two-letter country code"),
      code: z.string().trim().min(1).max(10).regex(/^[\w-]+$/, "Use a state code"),
    }),
    summary: "Cities of a state",
    tags: ["locations"],
  },
  async ({ params }) => ok(await listCities(params.iso, params.code), { headers: LOCATION_CACHE }),
);
