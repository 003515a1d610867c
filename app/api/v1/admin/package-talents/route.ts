import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { searchPackageTalents } from "@/lib/services/packages-admin-picker";
import { searchPackageTalentsResponse } from "@/lib/api/responses/packages";

const querySchema = z.object({
  search: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(100).optional()),
});

/** Active talents to add to a package (at most 20, by name), each with its photos for the photo choice. */
export const GET = apiRoute(
  { response: searchPackageTalentsResponse, auth: "staff", permission: "packages", query: querySchema, summary: "Search talents for a client package", tags: ["admin"] },
  async ({ viewer, query }) => searchPackageTalents(viewer, query.search),
);
