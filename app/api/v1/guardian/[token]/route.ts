import { apiRoute, withMessage } from "@/lib/api/route";
import { confirmGuardianConsentResponse } from "@/lib/api/responses/talent-publication";
import { confirmGuardianConsent } from "@/lib/services/talents";
import { guardianTokenParamSchema } from "@/lib/validation/talent-publication";

/** The guardian confirms consent from the link they were mailed: once, within 14 days; time and address recorded. */
export const POST = apiRoute(
  {
    response: confirmGuardianConsentResponse,
    errors: [409],
    idempotent: true,
    params: guardianTokenParamSchema,
    summary: "Confirm a guardian's consent",
    tags: ["guardian"],
  },
  async ({ params, ip }) => withMessage(await confirmGuardianConsent(params.token, { ip }), "Thank you: your consent is recorded."),
);
