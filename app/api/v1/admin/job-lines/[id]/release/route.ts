import { apiRoute, withMessage } from "@/lib/api/route";
import { lineMoveAnswer } from "@/lib/api/responses/jobs";
import { releaseLine } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";

/** Releases an option or a confirmed line: the time is free and the next option becomes 1st (its client is mailed). */
export const POST = apiRoute(
  { response: lineMoveAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Release a job line", tags: ["admin"] },
  async ({ viewer, params }) => withMessage({ line: await releaseLine(viewer, params.id) }, "Line released."),
);
