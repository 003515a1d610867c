import { apiRoute, withMessage } from "@/lib/api/route";
import { jobAnswer, jobsAnswer } from "@/lib/api/responses/jobs";
import { createJob, listJobs } from "@/lib/services/jobs";
import { jobCreateSchema, jobsQuerySchema } from "@/lib/validation/jobs";

/** `data.jobs` newest first, each with its lines, and `total`, `page`, `limit`, `last_page`. */
export const GET = apiRoute(
  { response: jobsAnswer, auth: "staff", permission: "bookings", query: jobsQuerySchema, summary: "List jobs", tags: ["admin"] },
  async ({ viewer, query }) => withMessage(await listJobs(viewer, query), "Jobs retrieved successfully."),
);

/** A new job (a draft unless `status: "active"`), without lines yet. */
export const POST = apiRoute(
  { response: jobAnswer, status: 201, auth: "staff", permission: "bookings", body: jobCreateSchema, summary: "Create a job", tags: ["admin"] },
  async ({ viewer, body }) => withMessage({ job: await createJob(viewer, body) }, "Job created successfully."),
);
