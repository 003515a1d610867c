import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoices, jobs } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { BILLING_STATUS_LABELS } from "@/lib/domain/billing-status";
import { toDecimalString } from "@/lib/domain/money";
import { getBillingSettings } from "@/lib/services/settings";
import { quotesOfJobs } from "./job-money";

/**
 * Issue 41, the finance screen's "Ready to bill" tab: jobs that are billable or ready to invoice, newest first, each
 * with its quote's total (null when the quote cannot be priced yet, e.g. an overtime line without a unit).
 */
export async function listJobsToBill(viewer: Viewer | null, query: { page: number; limit: number }) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const filter = inArray(jobs.billingStatus, ["invoice_ready", "billable"]);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(filter).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(filter),
  ]);
  const quotes = await quotesOfJobs(db, rows, await getBillingSettings());
  const data = [];
  for (const job of rows) {
    const quote = quotes.get(job.id) ?? null;
    data.push({
      id: job.id,
      reference: job.reference,
      title: job.title,
      client: job.clientCompany ?? job.clientName ?? null,
      billing_status: job.billingStatus,
      billing_status_label: BILLING_STATUS_LABELS[job.billingStatus],
      currency: job.currency,
      total: quote ? quote.total : null,
    });
  }
  return { data, total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) };
}
export type JobToBill = Awaited<ReturnType<typeof listJobsToBill>>["data"][number];

/**
 * The job page's billing card (issue 41): the job's invoices and credit notes, oldest first, for staff with
 * `finance` (the list API filters by client, not by job).
 */
export async function listJobInvoices(viewer: Viewer | null, jobId: number) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const rows = await db
    .select({ id: invoices.id, kind: invoices.kind, status: invoices.status, number: invoices.number, currency: invoices.currency, issueDate: invoices.issueDate, totalMinor: invoices.totalMinor })
    .from(invoices)
    .where(eq(invoices.jobId, jobId))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, status: r.status, number: r.number, currency: r.currency, issue_date: r.issueDate, total: toDecimalString(r.totalMinor, r.currency) }));
}
