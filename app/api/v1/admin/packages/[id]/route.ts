import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { deletePackage, getPackage, updatePackage } from "@/lib/services/packages";
import { idParamSchema } from "@/lib/validation/common";
import { packageInputSchema } from "@/lib/validation/package";
import { deletePackageResponse, getPackageResponse, updatePackageResponse } from "@/lib/api/responses/packages";

/** The package, its talents with what the client did (opened, selected) and the bookings its selections made. */
export const GET = apiRoute(
  { response: getPackageResponse, auth: "staff", permission: "packages", params: idParamSchema, summary: "One client package", tags: ["admin"] },
  async ({ viewer, params }) => ok(await getPackage(viewer, params.id), { message: "Package retrieved successfully." }),
);

/** The whole package again; the link stays the same. */
export const PUT = apiRoute(
  { response: updatePackageResponse, auth: "staff", permission: "packages", params: idParamSchema, body: packageInputSchema, summary: "Update a client package", tags: ["admin"] },
  async ({ viewer, params, body }) => ok(await updatePackage(viewer, params.id, body), { message: "Package updated successfully." }),
);

export const DELETE = apiRoute(
  { response: deletePackageResponse, auth: "staff", permission: "packages", params: idParamSchema, summary: "Delete a client package", tags: ["admin"] },
  async ({ viewer, params }) => ok(await deletePackage(viewer, params.id), { message: "Package deleted successfully." }),
);
