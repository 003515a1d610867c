import "server-only";
import type { DbOrTx } from "@/db/client";
import type { JobConfirmationStatus } from "@/lib/domain/confirmations";

/*
 * ============================================================================================================
 * MERGER: STUB TO WIRE. The confirmations domain (branch `confirm`) owns the job's `confirmation_status` and the
 * confirmation versions. Until it is merged, every job reads "none" and there are no confirmations. Replace the
 * body of `confirmationSummaryForJobs` with a call into that domain (same signature); nothing else in this branch
 * reads confirmations.
 * ============================================================================================================
 */


/** One confirmation version as the company's history lists it. */
interface HistoryConfirmation {
  id: number;
  job_id: number;
  version: number;
  status: string;
  sent_at: Date | null;
  accepted_at: Date | null;
}

interface ConfirmationSummary {
  /** By job id; a job missing from the map reads "none". */
  statuses: Map<number, JobConfirmationStatus>;
  /** The confirmations of those jobs, newest first. */
  confirmations: HistoryConfirmation[];
}

/** The confirmation status of each job and the jobs' confirmations (stub: "none" and none; see above). */
export async function confirmationSummaryForJobs(db: DbOrTx, jobIds: number[]): Promise<ConfirmationSummary> {
  void db;
  void jobIds;
  return { statuses: new Map(), confirmations: [] };
}
