import { apiRoute, withMessage } from "@/lib/api/route";
import { payoutCreatedAnswer } from "@/lib/api/responses/statements";
import { createPayout } from "@/lib/services/statements";
import { payoutSchema } from "@/lib/validation/statements";

/**
 * Pays a talent's or an agency's whole payable balance: the entries become paid with the payout, which takes the next
 * remittance number (RM-YEAR-0001) and mails a remittance. 409 when nothing is payable (or a payout at the same moment
 * took it); 404 for an unknown talent or company; 422 with `currency` when the balance is in more than one currency and none was named.
 */
export const POST = apiRoute(
  { response: payoutCreatedAnswer, status: 201, errors: [404, 409], auth: "staff", permission: "finance", body: payoutSchema, summary: "Pay out a payable balance", tags: ["admin", "finance"] },
  async ({ viewer, body }) => withMessage(await createPayout(viewer, body), "Payout recorded successfully."),
);
