import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { LOCATION_CACHE, listStates } from "@/lib/services/talents";
import { listStatesResponse } from "@/lib/api/responses/locations";

export const GET = apiRoute(
  {
    response: listStatesResponse,
    params: z.object({ iso: z.string().trim().regex(/^[A-Za-z]{2}$/, "Use a two-letter country code") }),
    summary: "States of a country",
    tags: ["locations"],
  },
  async ({ params }) => ok(await listStates(params.iso), { headers: LOCATION_CACHE }),
);
