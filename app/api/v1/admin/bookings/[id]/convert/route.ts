import { apiRoute, withMessage } from "@/lib/api/route";
import { convertedJobAnswer } from "@/lib/api/responses/jobs";
import { convertBookingToJob } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";

/** "Convert to job": the request (with the others sent with it) becomes one job with an option per talent; twice is a 409. */
export const POST = apiRoute(
  { response: convertedJobAnswer, status: 201, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, summary: "Convert a booking request to a job", tags: ["admin"] },
  async ({ viewer, params }) => withMessage({ job: await convertBookingToJob(viewer, params.id) }, "Booking request converted to a job."),
);
