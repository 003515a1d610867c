import "server-only";
import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
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
