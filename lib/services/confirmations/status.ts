import "server-only";
import { and, desc, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { confirmations, jobs } from "@/db/schema";
import { confirmationStatusAt, type JobConfirmationStatus } from "@/lib/domain/confirmations";
import { isAppError } from "@/lib/errors";
import { buildSnapshot, settingsIn, snapshotSha256 } from "./snapshot";

/*
 * A job's confirmation status, derived on read (never stored): the latest version that was sent and not replaced or
 * withdrawn decides. Sent or viewed past its expiry reads `expired`; accepted reads `needs_reconfirmation` when the
 * snapshot built from the job now hashes differently.
 *
 * In batch (`confirmationStatusesForJobs`): one statement finds each job's deciding version (DISTINCT ON); only the jobs
 * whose deciding version is accepted are then priced again to compare hashes (a snapshot each, in `db`), since only they
 * can need re-confirmation. A list of 50 jobs with 3 accepted ones costs one query plus 3 snapshots.
 */

const DECIDING = ["sent", "viewed", "accepted", "declined"] as const;

/** The derived status of each job (`none` for a job without a deciding version). */
export async function confirmationStatusesForJobs(db: DbOrTx, jobIds: number[], now = new Date()): Promise<Map<number, JobConfirmationStatus>> {
  const out = new Map<number, JobConfirmationStatus>(jobIds.map((id) => [id, "none"]));
  if (!jobIds.length) return out;
  const rows = await db
    .selectDistinctOn([confirmations.jobId], {
      jobId: confirmations.jobId,
      version: confirmations.version,
      status: confirmations.status,
      expiresAt: confirmations.expiresAt,
      snapshotSha256: confirmations.snapshotSha256,
    })
    .from(confirmations)
    .where(and(inArray(confirmations.jobId, jobIds), inArray(confirmations.status, [...DECIDING])))
    .orderBy(confirmations.jobId, desc(confirmations.version));
  const accepted = rows.filter((r) => r.status === "accepted");
  for (const r of rows) {
    const status = confirmationStatusAt(r, now);
    out.set(r.jobId, status === "expired" ? "expired" : (status as JobConfirmationStatus));
  }
  if (accepted.length) {
    const context = await settingsIn(db);
    const jobRows = await db.select().from(jobs).where(inArray(jobs.id, accepted.map((r) => r.jobId)));
    for (const r of accepted) {
      const job = jobRows.find((j) => j.id === r.jobId);
      if (!job) continue;
      out.set(r.jobId, (await currentHash(db, job, r.version, context, now)) === r.snapshotSha256 ? "accepted" : "needs_reconfirmation");
    }
  }
  return out;
}

/** The hash of the job's snapshot now, as version `version`; null when the job cannot be priced (then it changed). */
export async function currentHash(db: DbOrTx, job: typeof jobs.$inferSelect, version: number, context?: Awaited<ReturnType<typeof settingsIn>>, now = new Date()): Promise<string | null> {
  try {
    return snapshotSha256(await buildSnapshot(db, job, version, context, now));
  } catch (error) {
    if (isAppError(error) && error.code === "VALIDATION") return null;
    throw error;
  }
}

/** One job's derived status (the invoices' gate: "invoice_ready needs an accepted, current confirmation"). */
export async function jobConfirmationStatus(db: DbOrTx, jobId: number, now = new Date()): Promise<JobConfirmationStatus> {
  return (await confirmationStatusesForJobs(db, [jobId], now)).get(jobId) ?? "none";
}

/** A job's derived status read on its own connection (the job route's `confirmation_status`). */
export async function confirmationStatusOfJob(jobId: number): Promise<JobConfirmationStatus> {
  return jobConfirmationStatus(await getDb(), jobId);
}
