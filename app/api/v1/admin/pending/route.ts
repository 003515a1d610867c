import { apiRoute } from "@/lib/api/route";
import { listPendingApplicants } from "@/lib/services/talents";
import { pagingSchema } from "@/lib/validation/common";
import { listPendingApplicantsResponse } from "@/lib/api/responses/admin-talents";

/** `data.data`: talent applications waiting for review, with totals. */
export const GET = apiRoute(
  { response: listPendingApplicantsResponse, auth: "staff", permission: "pending-approval", query: pagingSchema, summary: "Pending talent applications", tags: ["admin"] },
  ({ viewer, query }) => listPendingApplicants(viewer, query),
);
