import { PACKAGE_ANSWER_HEADERS } from "@/lib/api/package-answers";
import { apiRoute } from "@/lib/api/route";
import { getClientPackageJson } from "@/lib/services/packages";
import { packageTokenParamSchema } from "@/lib/validation/package";
import { getClientPackageJsonResponse } from "@/lib/api/responses/packages";

/** The package as its client sees it; 404 for an unknown link, 410 for an expired or revoked one. */
export const GET = apiRoute(
  { response: getClientPackageJsonResponse, errors: [410], headers: PACKAGE_ANSWER_HEADERS, params: packageTokenParamSchema, summary: "A client package (by its private link)", tags: ["packages"] },
  async ({ params }) => getClientPackageJson(params.token),
);
