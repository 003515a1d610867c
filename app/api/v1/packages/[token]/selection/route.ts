import { PACKAGE_ANSWER_HEADERS } from "@/lib/api/package-answers";
import { apiRoute, withMessage } from "@/lib/api/route";
import { submitPackageSelection } from "@/lib/services/packages";
import { packageSelectionSchema, packageTokenParamSchema } from "@/lib/validation/package";
import { submitPackageSelectionResponse } from "@/lib/api/responses/packages";

/** One pending booking request per selected talent, in one transaction; 201 with `booking_ids`. */
export const POST = apiRoute(
  {
    response: submitPackageSelectionResponse,
    status: 201,
    errors: [409, 410],
    headers: PACKAGE_ANSWER_HEADERS,
    rateLimited: true,
    idempotent: true,
    params: packageTokenParamSchema,
    body: packageSelectionSchema,
    maxBody: 16 * 1024,
    summary: "Send a client package's selection",
    tags: ["packages"],
  },
  async ({ params, body, ip }) => withMessage(await submitPackageSelection(params.token, body, { ip }), "Your selection has been sent."),
);
