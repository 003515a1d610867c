import { apiRoute } from "@/lib/api/route";
import { listPublicTalents } from "@/lib/services/talents";
import { talentsQuerySchema } from "@/lib/validation/talents";

/** Active talent, filtered by category, first letter and name, alphabetically; `data.data` plus totals. */
export const GET = apiRoute(
  { query: talentsQuerySchema, summary: "List public talent", tags: ["talents"] },
  ({ query }) => listPublicTalents(query),
);
