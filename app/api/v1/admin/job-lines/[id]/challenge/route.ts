import { apiRoute, withMessage } from "@/lib/api/route";
import { challengeAnswer } from "@/lib/api/responses/jobs";
import { challengeLine } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";

/**
 * From an option that is not 1st, challenges the option holding the time: it gets a deadline (the options setting)
 * and its client is mailed; if still an option at the deadline it is released.
 */
export const POST = apiRoute(
  { response: challengeAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Challenge the option ahead", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await challengeLine(viewer, params.id), "The option ahead has been challenged."),
);
