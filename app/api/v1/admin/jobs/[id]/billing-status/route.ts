import { apiRoute, withMessage } from "@/lib/api/route";
import { billingStatusAnswer } from "@/lib/api/responses/invoices";
import { setJobBillingStatus } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { billingStatusBodySchema } from "@/lib/validation/invoices";

/** A hand move of the job's billing status (`bookings` or `finance`); 409 with the refusal's words otherwise. */
export const PUT = apiRoute(
  {
    response: billingStatusAnswer,
    auth: "staff",
    params: idParamSchema,
    body: billingStatusBodySchema,
    errors: [404, 409],
    summary: "Move a job's billing status by hand",
    description: "Needs `bookings` or `finance`. Allowed moves: open ↔ non_billable, billable → invoice_ready (needs the client's accepted, current confirmation while `require_accepted_confirmation`) or non_billable, invoice_ready → billable (while no invoice is issued). Anything else is a 409.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params, body }) => withMessage(await setJobBillingStatus(viewer, params.id, body.billing_status), "Billing status updated."),
);
