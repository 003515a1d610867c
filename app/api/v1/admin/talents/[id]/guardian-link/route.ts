import { apiRoute, withMessage } from "@/lib/api/route";
import { guardianStatusResponse } from "@/lib/api/responses/talent-publication";
import { resendGuardianLink } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";

/** Mails the minor's guardian a new consent link; the previous one stops working. */
export const POST = apiRoute(
  {
    response: guardianStatusResponse,
    errors: [409],
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    summary: "Resend the guardian's consent link",
    tags: ["admin"],
  },
  async ({ viewer, params }) => withMessage(await resendGuardianLink(viewer, params.id), "A new link was sent to the guardian."),
);
