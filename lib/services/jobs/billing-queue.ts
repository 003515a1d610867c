import "server-only";
import { count, desc, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { BILLING_STATUS_LABELS } from "@/lib/domain/billing-status";
import { toDecimalString } from "@/lib/domain/money";
import { getBillingSettings } from "@/lib/services/settings";
import { readPricedJob } from "./job-money";

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
  const billing = await getBillingSettings();
  const data = [];
  for (const job of rows) {
    const quote = await readPricedJob(db, job.id, billing).then(
      (priced) => priced.quote,
      () => null,
    );
    data.push({
      id: job.id,
      reference: job.reference,
      title: job.title,
      client: job.clientCompany ?? job.clientName ?? null,
      billing_status: job.billingStatus,
      billing_status_label: BILLING_STATUS_LABELS[job.billingStatus],
      currency: job.currency,
      total: quote ? toDecimalString(quote.totalMinor, quote.currency) : null,
    });
  }
  return { data, total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) };
}
export type JobToBill = Awaited<ReturnType<typeof listJobsToBill>>["data"][number];
