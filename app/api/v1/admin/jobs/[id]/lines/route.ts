import { apiRoute, withMessage } from "@/lib/api/route";
import { lineAnswer } from "@/lib/api/responses/jobs";
import { placeLine } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { lineCreateSchema } from "@/lib/validation/jobs";

/**
 * Places a talent on the job for a time range: an option (ranked behind the talent's earlier live lines there), or
 * with `confirm` a confirmed line. A blocked day is reported in `conflicts`; confirming on one needs `override`.
 */
export const POST = apiRoute(
  {
    response: lineAnswer,
    status: 201,
    errors: [409],
    auth: "staff",
    permission: "bookings",
    params: idParamSchema,
    body: lineCreateSchema,
    summary: "Add a line to a job",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) => withMessage({ line: await placeLine(viewer, params.id, body) }, "Line added successfully."),
);
