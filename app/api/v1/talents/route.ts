import { apiRoute } from "@/lib/api/route";
import { listPublicTalents } from "@/lib/services/talents";
import { talentsQuerySchema } from "@/lib/validation/talents";
import { listPublicTalentsResponse } from "@/lib/api/responses/talents";

/**
 * Active talent, filtered by category, first letter, name, height range (cm), hair and eye colour (palette keys)
 * and minimum followers, sorted by name, height, followers or newest; `data.data` plus totals. A bad filter is a 422.
 */
export const GET = apiRoute(
  { response: listPublicTalentsResponse, query: talentsQuerySchema, summary: "List public talent (with the listing filters)", tags: ["talents"] },
  ({ query }) => listPublicTalents(query),
);
