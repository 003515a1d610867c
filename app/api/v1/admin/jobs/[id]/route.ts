import { apiRoute, withMessage } from "@/lib/api/route";
import { deleteJobAnswer, jobAnswer, jobReadAnswer } from "@/lib/api/responses/jobs";
import { confirmationStatusOfJob } from "@/lib/services/confirmations";
import { deleteJob, getJob, updateJob } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { jobUpdateSchema } from "@/lib/validation/jobs";

/** `data.job` with its lines (state, rank, expiry, conflicts) and its `confirmation_status` (derived on read). */
export const GET = apiRoute(
  { response: jobReadAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "One job", tags: ["admin"] },
  async ({ viewer, params }) => {
    const job = await getJob(viewer, params.id);
    return withMessage({ job: { ...job, confirmation_status: await confirmationStatusOfJob(job.id) } }, "Job retrieved successfully.");
  },
);

/** Edits the brief; `status` moves along draft -> active -> completed, or to cancelled (which cancels its lines). */
export const PUT = apiRoute(
  { response: jobAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, body: jobUpdateSchema, summary: "Edit a job", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage({ job: await updateJob(viewer, params.id, body) }, "Job saved successfully."),
);

/** Deletes a job that holds no time; one with options or confirmed lines answers 409 (cancel it instead). */
export const DELETE = apiRoute(
  { response: deleteJobAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Delete a job", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteJob(viewer, params.id), "Job deleted successfully."),
);
