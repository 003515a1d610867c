import { apiRoute, withMessage } from "@/lib/api/route";
import { lineTalentMoveAnswer } from "@/lib/api/responses/jobs";
import { moveLineToTalent } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { lineTalentMoveSchema } from "@/lib/validation/jobs";

/**
 * Gives a live line to another talent (issue 39, the board), on the same time or a new one: the old talent's line
 * ends (an option released, a confirmed booking cancelled) and the new talent's line is placed as a new one would be
 * (an option at the back of their queue; a confirmed line only where they are free, and on their blocked days only
 * with `override: true`). One mail to the client names both talents. 409 with the reason when refused; 422 for the
 * same talent, an unknown one or one off the roster. Send an `Idempotency-Key` to retry safely.
 */
export const POST = apiRoute(
  {
    response: lineTalentMoveAnswer,
    errors: [409],
    auth: "staff",
    permission: "bookings",
    params: idParamSchema,
    body: lineTalentMoveSchema,
    idempotent: true,
    summary: "Move a job line to another talent",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) => withMessage(await moveLineToTalent(viewer, params.id, body), "Line moved to another talent."),
);
