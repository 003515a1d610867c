import { ok } from "@/lib/api/envelope";
import { packageAnswer } from "@/lib/api/package-answers";
import { apiRoute } from "@/lib/api/route";
import { submitPackageSelection } from "@/lib/services/package-client";
import { packageSelectionSchema, packageTokenParamSchema } from "@/lib/validation/package";
import { submitPackageSelectionResponse } from "@/lib/api/responses/packages";

/** One pending booking request per selected talent, in one transaction; 201 with `booking_ids`. */
export const POST = apiRoute(
  {
    response: submitPackageSelectionResponse,
    status: 201,
    errors: [409, 410],
    rateLimited: true,
    params: packageTokenParamSchema,
    body: packageSelectionSchema,
    maxBody: 16 * 1024,
    summary: "Send a client package's selection",
    tags: ["packages"],
  },
  async ({ params, body, ip }) =>
    packageAnswer(async () =>
      ok(await submitPackageSelection(params.token, body, { ip }), { status: 201, message: "Your selection has been sent." }),
    ),
);
