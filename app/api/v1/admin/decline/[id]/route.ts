import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { declineTalent } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { declineTalentResponse } from "@/lib/api/responses/admin-talents";

/** Declines an application: the applicant is told by email. */
export const PATCH = apiRoute(
  { response: declineTalentResponse, errors: [409], auth: "staff", permission: "pending-approval", params: idParamSchema, summary: "Decline a talent application", tags: ["admin"] },
  async ({ viewer, params }) => ok(await declineTalent(viewer, params.id), { message: "The talent application has been declined." }),
);
