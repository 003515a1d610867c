import { apiRoute } from "@/lib/api/route";
import { searchPackageTalents } from "@/lib/services/packages";
import { searchPackageTalentsResponse } from "@/lib/api/responses/packages";
import { packageTalentsQuerySchema } from "@/lib/validation/package";

/**
 * Active talents to add to a package (at most 20, by name), each with its photos for the photo choice; with `date`
 * (the package's project date), how each stands that day.
 */
export const GET = apiRoute(
  {
    response: searchPackageTalentsResponse,
    auth: "staff",
    permission: "packages",
    query: packageTalentsQuerySchema,
    summary: "Search talents for a client package, with their day on the project date",
    tags: ["admin"],
  },
  async ({ viewer, query }) => searchPackageTalents(viewer, query.search, query.date),
);
