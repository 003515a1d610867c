import { PACKAGE_ANSWER_HEADERS } from "@/lib/api/package-answers";
import { optionAnsweredSchema } from "@/lib/api/responses/option-answers";
import { apiRoute, withMessage } from "@/lib/api/route";
import { answerOption } from "@/lib/services/jobs";
import { packageTokenParamSchema } from "@/lib/validation/package";

/** Releases a challenged option from its mail's link (no sign-in); the link works once. 404 unknown, 410 expired or used. */
export const POST = apiRoute(
  { response: optionAnsweredSchema, errors: [409, 410], headers: PACKAGE_ANSWER_HEADERS, params: packageTokenParamSchema, summary: "Release a challenged option (by its answer link)", tags: ["options"] },
  async ({ params }) => withMessage(await answerOption(params.token, "release"), "Your option is released."),
);
