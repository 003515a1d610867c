import { apiRoute, withMessage } from "@/lib/api/route";
import { usageCreatedAnswer, usagesAnswer } from "@/lib/api/responses/companies";
import { createUsage, listUsages } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { usageCreateSchema } from "@/lib/validation/companies";

/** The job's usage rights (media, territory, period, exclusivity), with their labels. */
export const GET = apiRoute(
  { response: usagesAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "A job's usage rights", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await listUsages(viewer, params.id), "Usages retrieved successfully."),
);

/** A usage; the licensee defaults to the job's company; `perpetual` or `ends_on` is required (422 at the field). */
export const POST = apiRoute(
  { response: usageCreatedAnswer, status: 201, auth: "staff", permission: "bookings", params: idParamSchema, body: usageCreateSchema, summary: "Add a usage right to a job", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await createUsage(viewer, params.id, body), "Usage added successfully."),
);
