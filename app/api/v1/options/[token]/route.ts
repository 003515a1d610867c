import { PACKAGE_ANSWER_HEADERS } from "@/lib/api/package-answers";
import { optionAnswerViewSchema } from "@/lib/api/responses/option-answers";
import { apiRoute } from "@/lib/api/route";
import { getOptionAnswer } from "@/lib/services/jobs";
import { packageTokenParamSchema } from "@/lib/validation/package";

/** A challenged option as its client reads it from the mail's link (no sign-in); 404 unknown, 410 expired or answered. */
export const GET = apiRoute(
  { response: optionAnswerViewSchema, errors: [410], headers: PACKAGE_ANSWER_HEADERS, params: packageTokenParamSchema, summary: "A challenged option (by its answer link)", tags: ["options"] },
  async ({ params }) => getOptionAnswer(params.token),
);
