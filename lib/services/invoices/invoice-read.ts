import "server-only";
import { and, count, desc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
import { AGING_BUCKETS, AGING_LAST_DAY, type AgingBucket, type UnpaidFilter } from "@/lib/domain/finance-display";
import type { InvoiceListQuery } from "@/lib/validation/invoices";
import { readPage } from "@/lib/services/platform";
import { agencyToday, INVOICE_NOT_FOUND, invoiceJson, summaryJson } from "./invoice-core";

/** `GET /admin/invoices/{id}`: an invoice or a credit note. */
export async function getInvoice(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!inv) throw notFound(INVOICE_NOT_FOUND);
  return invoiceJson(db, inv);
}

/**
 * `GET /admin/invoices?status=&company_id=&from=&to=&page=`: invoices and credit notes, newest first, paged; `from`
 * and `to` bound the issue date (drafts have none, so a date filter leaves them out). Each carries `days_overdue`.
 */
export async function listInvoices(viewer: Viewer | null, query: InvoiceListQuery) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const where: SQL[] = [];
  if (query.status) where.push(eq(invoices.status, query.status));
  if (query.company_id) where.push(eq(invoices.companyId, query.company_id));
  if (query.from) where.push(gte(invoices.issueDate, query.from));
  if (query.to) where.push(lte(invoices.issueDate, query.to));
  const filter = where.length ? and(...where) : undefined;
  const page = await readPage(
    query,
    db.select().from(invoices).where(filter).orderBy(desc(invoices.createdAt), desc(invoices.id)).$dynamic(),
    db.select({ total: count() }).from(invoices).where(filter),
  );
  const today = await agencyToday(db);
  return { ...page, data: page.data.map((inv) => summaryJson(inv, today)) };
}

/**
 * The Unpaid tab's aging (spec: 0–30 / 31–60 / 60+ days overdue, and those not yet due): how many unpaid invoices of
 * the state shown fall in each bucket, all of them, not only the page in view. Days overdue as `days_overdue` counts
 * them (`daysOverdue`, from the agency's today); one statement through `invoices_status_idx`.
 */
export async function unpaidAging(viewer: Viewer | null, status: UnpaidFilter): Promise<Record<AgingBucket, number>> {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const today = await agencyToday(db);
  const late = sql`coalesce(${today}::date - ${invoices.dueDate}, 0)`;
  // Each bucket from the day after the previous one's last (AGING_LAST_DAY) to its own, as `agingBucket` reads it.
  const buckets = AGING_BUCKETS.map((b, i) => {
    const after = i === 0 ? null : AGING_LAST_DAY[AGING_BUCKETS[i - 1]];
    const last = AGING_LAST_DAY[b];
    const condition = and(after === null ? undefined : sql`${late} > ${after}`, Number.isFinite(last) ? sql`${late} <= ${last}` : undefined) ?? sql`true`;
    return [b, sql<number>`(count(*) filter (where ${condition}))::int`] as const;
  });
  const [row] = await db
    .select(Object.fromEntries(buckets) as Record<AgingBucket, SQL<number>>)
    .from(invoices)
    .where(and(eq(invoices.status, status), eq(invoices.kind, "invoice"), gt(invoices.balanceMinor, 0n)));
  return Object.fromEntries(AGING_BUCKETS.map((b) => [b, Number(row[b])])) as Record<AgingBucket, number>;
}
