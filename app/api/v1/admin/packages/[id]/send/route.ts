import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { sendPackage } from "@/lib/services/packages";
import { idParamSchema } from "@/lib/validation/common";
import { sendPackageResponse } from "@/lib/api/responses/packages";

/** Mails the client the link and records `sent_at`; 409 for a revoked or expired package. */
export const POST = apiRoute(
  { response: sendPackageResponse, errors: [409], auth: "staff", permission: "packages", params: idParamSchema, summary: "Send a client package", tags: ["admin"] },
  async ({ viewer, params }) => ok(await sendPackage(viewer, params.id), { message: "Package sent to the client." }),
);
