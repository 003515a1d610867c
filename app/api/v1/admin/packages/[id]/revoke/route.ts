import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { revokePackage } from "@/lib/services/packages";
import { idParamSchema } from "@/lib/validation/common";
import { revokePackageResponse } from "@/lib/api/responses/packages";

/** The link stops working at once: the page and the client calls answer 410. */
export const POST = apiRoute(
  { response: revokePackageResponse, auth: "staff", permission: "packages", params: idParamSchema, summary: "Revoke a client package", tags: ["admin"] },
  async ({ viewer, params }) => ok(await revokePackage(viewer, params.id), { message: "Package revoked." }),
);
