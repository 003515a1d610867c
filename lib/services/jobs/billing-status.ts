import "server-only";
import { and, eq, exists, gt, inArray, ne, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { invoices, jobFees, jobLines, jobs } from "@/db/schema";
import { requireRole } from "@/lib/auth/guards";
import { hasPermission, type Viewer } from "@/lib/auth/viewer";
import { AUTOMATIC_BILLING_MOVES, BILLING_STATUS_LABELS, billingRefusalText, decideBillingMove } from "@/lib/domain/billing-status";
import type { BillingStatus } from "@/lib/domain/finance";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { logEvent } from "@/lib/services/audit";
import { getBillingSettings } from "@/lib/services/settings";
import { lockJob } from "./job-line-life";
import { JOB_NOT_FOUND } from "./job-lines-admin";

/*
 * A job's billing status (issue 41): the hand moves of `PUT /admin/jobs/{id}/billing-status` by the table of
 * lib/domain/billing-status.ts with the job's row locked, and the automatic moves the money documents make
 * (`moveBillingStatus`, called inside their transactions).
 */

/**
 * Whether the client has accepted the job's current confirmation, asked in the move's transaction. The confirmations
 * domain answers it (`jobConfirmationStatus`); it uses this one, so the caller hands the question in (the invoices
 * face's `setJobBillingStatus` does) rather than this domain importing it back.
 */
export type ConfirmationCheck = (db: DbOrTx, jobId: number) => Promise<boolean>;

/** A booker (`bookings`) or finance may move a job's billing status by hand. */
function requireBillingMover(viewer: Viewer | null): Viewer {
  const staff = requireRole(viewer, "admin", "subadmin");
  if (!hasPermission(staff, "bookings") && !hasPermission(staff, "finance")) throw forbidden();
  return staff;
}

/** `PUT /admin/jobs/{id}/billing-status`: an allowed hand move, else 409 with the refusal's words. */
export async function setBillingStatus(viewer: Viewer | null, jobId: number, to: BillingStatus, confirmationAccepted: ConfirmationCheck) {
  const staff = requireBillingMover(viewer);
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const from = job.billingStatus;
    if (from === to) return { id: job.id, billing_status: from, billing_status_label: BILLING_STATUS_LABELS[from] };
    const [issued] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.jobId, jobId), ne(invoices.status, "draft")))
      .limit(1);
    const decision = decideBillingMove(from, to, {
      confirmationAccepted: to === "invoice_ready" ? await confirmationAccepted(tx, jobId) : false,
      requireAcceptedConfirmation: billing.requireAcceptedConfirmation,
      hasIssuedInvoice: !!issued,
    });
    if (!decision.ok) throw conflict(billingRefusalText(decision.reason, from, to));
    await tx.update(jobs).set({ billingStatus: to, updatedAt: new Date() }).where(eq(jobs.id, jobId));
    await logEvent(tx, staff, "job.billing_status_changed", {
      subject: { type: "job", id: jobId },
      payload: { reference: job.reference, title: job.title, billing_status: to, billing_status_label: BILLING_STATUS_LABELS[to] },
      changes: { billing_status: [from, to] },
    });
    return { id: job.id, billing_status: to, billing_status_label: BILLING_STATUS_LABELS[to] };
  });
}

export type AutomaticBillingMove = keyof typeof AUTOMATIC_BILLING_MOVES;

/**
 * An automatic move (issue 41), inside the caller's transaction: the job moves only from one of the move's states
 * (a job already further along, or one marked not billable, stays). Answers whether it moved.
 */
export async function moveBillingStatus(tx: DbOrTx, jobId: number, move: AutomaticBillingMove): Promise<boolean> {
  const { from, to } = AUTOMATIC_BILLING_MOVES[move];
  const moved = await tx
    .update(jobs)
    .set({ billingStatus: to })
    .where(and(eq(jobs.id, jobId), inArray(jobs.billingStatus, [...from])))
    .returning({ id: jobs.id });
  return moved.length > 0;
}

/** open → billable once the job has a confirmed line and a fee (called where lines are confirmed and fees written). */
export async function markBillableWhenDue(tx: DbOrTx, jobId: number): Promise<boolean> {
  const moved = await tx
    .update(jobs)
    .set({ billingStatus: "billable" })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.billingStatus, "open"),
        exists(tx.select({ one: sql`1` }).from(jobLines).where(and(eq(jobLines.jobId, jobId), eq(jobLines.state, "confirmed")))),
        exists(tx.select({ one: sql`1` }).from(jobFees).where(and(eq(jobFees.jobId, jobId), gt(jobFees.amountMinor, 0n)))),
      ),
    )
    .returning({ id: jobs.id });
  return moved.length > 0;
}
