import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { invoices, type Invoice, type InvoiceLine } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatLongDate } from "@/lib/domain/dates";
import { hundredthsOf, invoiceTotals, signedQuantity } from "@/lib/domain/invoice";
import { basisPointsToPercent, formatAmountWithCode } from "@/lib/domain/money";
import { notFound } from "@/lib/errors";
import { renderBusinessDocument, type BusinessDocument } from "@/lib/pdf/business-document";
import type { BusinessDocumentSection, BusinessDocumentTotal } from "@/lib/pdf/worker/business-document.mjs";
import { freezeDocument, readFrozenDocument } from "@/lib/services/documents";
import { INVOICE_NOT_FOUND, type AgencySnapshot, type BillTo } from "./invoice-core";

/*
 * The invoice's and the credit note's PDF (issue 41): a business document (lib/pdf/business-document.ts) made from the
 * issued row and its lines, rendered on the PDF worker pool and frozen (bytes and SHA-256, `stored_documents`) in the
 * issuing transaction. The PDF's dates come from `issued_at`, so the document renders to the same bytes again.
 */

export interface FrozenPdf {
  path: string;
  sha256: string;
}

const day = (d: string | null) => (d ? formatLongDate(d) : "");

function billToLines(b: BillTo): string[] {
  const place = [b.postal_code, b.city].filter(Boolean).join(" ");
  return [b.legal_name ?? b.name, b.address_line1, b.address_line2, place, b.region, b.country, b.vat_id ? `VAT ID ${b.vat_id}` : null].filter((l): l is string => !!l && l.trim() !== "");
}

/** The document model of an issued invoice or credit note (`credited`: the invoice a credit note corrects). */
function invoiceDocument(inv: Invoice, lines: InvoiceLine[], credited: { number: string; issueDate: string } | null): BusinessDocument {
  const money = (m: bigint) => formatAmountWithCode(m, inv.currency);
  const billTo = inv.billTo as BillTo;
  const agency = inv.agency as AgencySnapshot;
  const isCredit = inv.kind === "credit_note";
  const row = (l: InvoiceLine) => ({
    cells: [l.description, signedQuantity(hundredthsOf(l.quantity)), money(l.unitMinor), `${basisPointsToPercent(l.vatBp)}%`, money(l.netMinor)],
  });
  const columns = [{ label: "Description", width: 4 }, { label: "Quantity", align: "right" as const }, { label: "Unit", align: "right" as const, width: 1.4 }, { label: "VAT", align: "right" as const }, { label: "Amount", align: "right" as const, width: 1.4 }];
  const fees = lines.filter((l) => l.kind !== "expense");
  const expenses = lines.filter((l) => l.kind === "expense");
  const sections: BusinessDocumentSection[] = [];
  if (fees.length) sections.push({ title: "Fees", columns, groups: [{ rows: fees.map(row) }] });
  if (expenses.length) sections.push({ title: "Expenses", columns, groups: [{ rows: expenses.map(row) }] });
  const groups = invoiceTotals(lines, inv.currency).vat;
  const drift = inv.vatMinor - groups.reduce((s, g) => s + g.amountMinor, 0n);
  if (drift !== 0n && groups.length) groups[0] = { ...groups[0], amountMinor: groups[0].amountMinor + drift };
  const totals: BusinessDocumentTotal[] = [
    { label: "Net", value: money(inv.netMinor) },
    ...groups.map((g) => ({ label: `VAT ${basisPointsToPercent(g.rateBp)}% of ${money(g.baseMinor)}`, value: money(g.amountMinor) })),
    { label: "Total", value: money(inv.totalMinor), emphasis: "total" },
  ];
  if (inv.fxRate && inv.homeCurrency && inv.vatHomeMinor !== null && inv.homeCurrency !== inv.currency) {
    totals.push({ label: `VAT in ${inv.homeCurrency} at ${inv.fxRate}`, value: formatAmountWithCode(inv.vatHomeMinor, inv.homeCurrency), emphasis: "muted" });
  }
  const notes = [
    ...(inv.vatNote ? [{ heading: "VAT", text: inv.vatNote === "Reverse charge" ? "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)." : inv.vatNote }] : []),
    ...(isCredit && inv.reason ? [{ heading: "Reason", text: inv.reason }] : []),
    ...(isCredit && credited ? [{ text: `This credit note corrects invoice ${credited.number} of ${day(credited.issueDate)}.` }] : []),
    ...(!isCredit && inv.dueDate ? [{ heading: "Payment", text: `Please pay ${money(inv.totalMinor)} by ${day(inv.dueDate)}, quoting ${inv.number}.` }] : []),
  ];
  return {
    kind: isCredit ? "credit_note" : "invoice",
    title: isCredit ? "Credit note" : "Invoice",
    number: inv.number,
    issuedAt: (inv.issuedAt ?? inv.createdAt).toISOString(),
    agency: {
      legalName: agency.legal_name,
      address: [agency.address.line1, [agency.address.postal_code, agency.address.city].filter(Boolean).join(" "), agency.address.country].filter((l) => l && l.trim() !== ""),
      vatId: agency.vat_id || null,
    },
    parties: [
      { label: "Bill to", lines: billToLines(billTo) },
      ...(billTo.attention ? [{ label: "Attention", lines: [billTo.attention] }] : []),
    ],
    meta: [
      { label: "Date", value: day(inv.issueDate) },
      ...(isCredit && credited ? [{ label: "Corrects invoice", value: credited.number }, { label: "Invoice date", value: day(credited.issueDate) }] : []),
      ...(!isCredit ? [{ label: "Due date", value: day(inv.dueDate) }] : []),
      ...(inv.supplyDate ? [{ label: "Supply date", value: day(inv.supplyDate) }] : []),
      ...(inv.poNumber ? [{ label: "PO number", value: inv.poNumber }] : []),
      { label: "Currency", value: inv.currency },
    ],
    sections,
    totals,
    notes,
  };
}

/** Renders and freezes the document in the issuing transaction. */
export async function freezeInvoicePdf(tx: DbOrTx, invoice: Invoice, lines: InvoiceLine[], credited: { number: string; issueDate: string } | null): Promise<FrozenPdf> {
  const bytes = await renderBusinessDocument(invoiceDocument(invoice, lines, credited));
  return freezeDocument(tx, bytes, "application/pdf");
}

/** `GET /admin/invoices/{id}/pdf`: the frozen bytes of an issued invoice or credit note (404 for a draft). */
export async function getInvoicePdf(viewer: Viewer | null, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const [inv] = await db.select({ number: invoices.number, pdfPath: invoices.pdfPath }).from(invoices).where(eq(invoices.id, id));
  if (!inv) throw notFound(INVOICE_NOT_FOUND);
  const pdf = inv.pdfPath ? await readFrozenDocument(inv.pdfPath, db) : null;
  if (!pdf || !inv.number) throw notFound("This invoice has no PDF yet: it is issued with one.");
  return { pdf, fileName: `${inv.number}.pdf` };
}
