import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { approveTalent } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { approveTalentResponse } from "@/lib/api/responses/admin-talents";

/** Approves an application: the talent becomes active and is told by email. */
export const PATCH = apiRoute(
  { response: approveTalentResponse, errors: [409], auth: "staff", permission: "pending-approval", params: idParamSchema, summary: "Approve a talent application", tags: ["admin"] },
  async ({ viewer, params }) => ok(await approveTalent(viewer, params.id), { message: "The talent has been successfully approved." }),
);
