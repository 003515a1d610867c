import { apiRoute, withMessage } from "@/lib/api/route";
import { confirmationWithdrawnAnswer } from "@/lib/api/responses/confirmations";
import { withdrawConfirmation } from "@/lib/services/confirmations";
import { idParamSchema } from "@/lib/validation/common";

/** Withdraws a sent version that has no answer: its link answers 410. 409 for any other state. */
export const POST = apiRoute(
  { response: confirmationWithdrawnAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Withdraw a confirmation", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await withdrawConfirmation(viewer, params.id), "Confirmation withdrawn."),
);
