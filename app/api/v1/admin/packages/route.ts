import { ok } from "@/lib/api/envelope";
import { apiRoute, withMessage } from "@/lib/api/route";
import { createPackage, listPackages } from "@/lib/services/packages";
import { packageInputSchema, packagesQuerySchema } from "@/lib/validation/package";
import { createPackageResponse, listPackagesResponse } from "@/lib/api/responses/packages";

/** `data.data` newest first, with `total`, `page`, `limit`, `last_page` and per-status `counts`. */
export const GET = apiRoute(
  { response: listPackagesResponse, auth: "staff", permission: "packages", query: packagesQuerySchema, summary: "List client packages", tags: ["admin"] },
  async ({ viewer, query }) => ok(await listPackages(viewer, query), { message: "Packages retrieved successfully." }),
);

/** A new package with a fresh private link (`url`). */
export const POST = apiRoute(
  { response: createPackageResponse, status: 201, auth: "staff", permission: "packages", body: packageInputSchema, summary: "Create a client package", tags: ["admin"] },
  async ({ viewer, body }) => withMessage(await createPackage(viewer, body), "Package created successfully."),
);
