import { apiRoute, withMessage } from "@/lib/api/route";
import { confirmationAnswer } from "@/lib/api/responses/confirmations";
import { getConfirmation } from "@/lib/services/confirmations";
import { idParamSchema } from "@/lib/validation/common";

/** One version with its document and its append-only events. */
export const GET = apiRoute(
  { response: confirmationAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "One confirmation with its events", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await getConfirmation(viewer, params.id), "Confirmation retrieved successfully."),
);
