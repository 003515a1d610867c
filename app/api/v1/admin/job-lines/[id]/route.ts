import { apiRoute, withMessage } from "@/lib/api/route";
import { lineAnswer } from "@/lib/api/responses/jobs";
import { cancelLine } from "@/lib/services/jobs";
import { updateLine } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { lineUpdateSchema } from "@/lib/validation/jobs";

/** Edits a line: kind, time (a moved option goes to the back of its new time's queue), fee, notes, expiry. */
export const PUT = apiRoute(
  { response: lineAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, body: lineUpdateSchema, summary: "Edit a job line", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage({ line: await updateLine(viewer, params.id, body) }, "Line saved successfully."),
);

/** Cancels the line (kept in the job's history); the options behind it move up. */
export const DELETE = apiRoute(
  { response: lineAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Cancel a job line", tags: ["admin"] },
  async ({ viewer, params }) => withMessage({ line: await cancelLine(viewer, params.id) }, "Line cancelled."),
);
