import { apiRoute, withMessage } from "@/lib/api/route";
import { usageDeletedAnswer, usageUpdatedAnswer } from "@/lib/api/responses/companies";
import { deleteUsage, updateUsage } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { usageUpdateSchema } from "@/lib/validation/companies";

export const PUT = apiRoute(
  { response: usageUpdatedAnswer, auth: "staff", permission: "bookings", params: idParamSchema, body: usageUpdateSchema, summary: "Edit a job's usage right", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await updateUsage(viewer, params.id, body), "Usage saved successfully."),
);

/** 409 while a fee line licenses the usage. */
export const DELETE = apiRoute(
  { response: usageDeletedAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Remove a job's usage right", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteUsage(viewer, params.id), "Usage removed successfully."),
);
