import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import type { BillingStatus } from "@/lib/domain/finance";
import { jobConfirmationStatus } from "@/lib/services/confirmations";
import { setBillingStatus } from "@/lib/services/jobs";

/**
 * `PUT /admin/jobs/{id}/billing-status`: the jobs domain's hand move (the transition table, the job's row lock, the
 * 409 words), with the gate's question answered by the confirmations domain: the latest confirmation is accepted AND
 * its snapshot is still the job's (`needs_reconfirmation` does not pass).
 */
export function setJobBillingStatus(viewer: Viewer | null, jobId: number, to: BillingStatus) {
  return setBillingStatus(viewer, jobId, to, async (db, id) => (await jobConfirmationStatus(db, id)) === "accepted");
}
