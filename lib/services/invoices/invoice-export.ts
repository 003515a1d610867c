import "server-only";
import { and, asc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoiceLines, invoices, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { csvRow } from "@/lib/domain/csv";
import { invoiceTotals, vatPerLine } from "@/lib/domain/invoice";
import { basisPointsToPercent, toDecimalString } from "@/lib/domain/money";
import { validationError } from "@/lib/errors";
import { talentDisplayName } from "@/lib/services/talents";
import type { BillTo } from "./invoice-core";

/** The export's columns, in the spec's order. */
const EXPORT_HEADER = ["number", "kind", "issue_date", "client", "client_vat_id", "currency", "description", "talent", "net", "vat_percent", "vat", "total"] as const;

/**
 * `GET /admin/finance/export.csv?from=&to=`: one row per line of every invoice and credit note issued in the period
 * (credit notes negative). A line's VAT is its share of its VAT group, so the rows of a document sum to its total.
 */
export async function exportFinanceCsv(viewer: Viewer | null, range: { from: string; to: string }) {
  requirePermission(viewer, "finance");
  if (range.to < range.from) throw validationError("Validation failed", { to: ["The end of the period cannot be before its start"] });
  const db = await getDb();
  const docs = await db
    .select()
    .from(invoices)
    .where(and(ne(invoices.status, "draft"), gte(invoices.issueDate, range.from), lte(invoices.issueDate, range.to)))
    .orderBy(asc(invoices.issueDate), asc(invoices.series), asc(invoices.seq));
  const lines = docs.length
    ? await db
        .select({ line: invoiceLines, talent: talentDisplayName })
        .from(invoiceLines)
        .leftJoin(talentProfiles, eq(talentProfiles.id, invoiceLines.talentProfileId))
        .leftJoin(users, eq(users.id, talentProfiles.userId))
        .where(inArray(invoiceLines.invoiceId, docs.map((d) => d.id)))
        .orderBy(asc(invoiceLines.position), asc(invoiceLines.id))
    : [];
  let csv = csvRow([...EXPORT_HEADER]);
  for (const doc of docs) {
    const mine = lines.filter((l) => l.line.invoiceId === doc.id);
    const money = mine.map((l) => ({ netMinor: l.line.netMinor, vatBp: l.line.vatBp }));
    const groups = invoiceTotals(money, doc.currency).vat;
    const groupVat = new Map(groups.map((g) => [g.rateBp, g.amountMinor]));
    // A closing credit note's VAT is what remained to the cent: the difference sits in its largest group.
    const drift = doc.vatMinor - groups.reduce((s, g) => s + g.amountMinor, 0n);
    if (drift !== 0n && groups.length) groupVat.set(groups[0].rateBp, groups[0].amountMinor + drift);
    const vats = vatPerLine(money, doc.currency, groupVat);
    const billTo = doc.billTo as BillTo;
    mine.forEach((l, i) => {
      const m = (minor: bigint) => ({ number: toDecimalString(minor, doc.currency) });
      csv += csvRow([
        doc.number,
        doc.kind,
        doc.issueDate,
        billTo.legal_name ?? billTo.name,
        billTo.vat_id,
        doc.currency,
        l.line.description,
        l.line.talentProfileId === null ? "" : l.talent,
        m(l.line.netMinor),
        { number: basisPointsToPercent(l.line.vatBp) },
        m(vats[i]),
        m(l.line.netMinor + vats[i]),
      ]);
    });
  }
  return { fileName: `finance-${range.from}-to-${range.to}.csv`, csv };
}
