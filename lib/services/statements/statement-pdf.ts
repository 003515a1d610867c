import "server-only";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ledgerEntries, talentFinance, users } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatShortDateUtc } from "@/lib/domain/dates";
import { formatMoney } from "@/lib/domain/money";
import type { LedgerKind } from "@/lib/domain/finance";
import { LEDGER_KIND_LABELS, LEDGER_STATUS_LABELS } from "@/lib/domain/statements";
import { renderBusinessDocument, type BusinessDocument } from "@/lib/pdf/business-document";
import { billingSettingsIn } from "@/lib/services/settings";
import { addDays } from "./dates";
import { entryRows, statementSums } from "./statement";

/*
 * The talent's monthly statement PDF (issue 41, `GET /statement.pdf?month=YYYY-MM`): her entries written in that month
 * (UTC days), grouped by job and invoice, one table per currency, with the month's sums by status. Rendered on the
 * PDF worker pool (off the request thread; 503 with Retry-After when it is busy), never stored: it is a view of the
 * ledger, which is what the books keep.
 */

/** A line's words: the kind, and the line's own description where it adds something ("Fee: Day rate"). */
function describe(kind: LedgerKind, description: string | null): string {
  const label = LEDGER_KIND_LABELS[kind];
  if (!description) return label;
  return kind === "earning" || kind === "expense_reimbursement" || kind === "chargeback" ? `${label}: ${description}` : description;
}

/** The first and last day of a YYYY-MM month. */
function monthDays(month: string): { from: string; to: string; next: string } {
  const from = `${month}-01`;
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const next = d.toISOString().slice(0, 10);
  return { from, to: addDays(next, -1), next };
}

export async function getOwnStatementPdf(viewer: Viewer | null, month: string): Promise<{ fileName: string; pdf: Buffer }> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const { from, to, next } = monthDays(month);
  const party = { kind: "talent" as const, talentProfileId: talent.talentProfileId };
  const day = sql`(${ledgerEntries.createdAt} at time zone 'UTC')::date`;
  const where = and(eq(ledgerEntries.partyKind, "talent"), eq(ledgerEntries.talentProfileId, talent.talentProfileId), gte(day, sql`${from}::date`), lte(day, sql`${to}::date`));
  const [rows, billing, [person], [finance]] = await Promise.all([
    entryRows(db, where, "oldest"),
    billingSettingsIn(db),
    db.select({ name: users.name }).from(users).where(eq(users.id, talent.id)),
    db.select({ vatId: talentFinance.vatId, vatRegistered: talentFinance.vatRegistered }).from(talentFinance).where(eq(talentFinance.talentProfileId, talent.talentProfileId)),
  ]);
  const currencies = [...new Set(rows.map((r) => r.entry.currency))];
  if (!currencies.length) currencies.push(billing.homeCurrency);
  const sums = await Promise.all(currencies.map((c) => statementSums(db, party, c, { from, to })));
  const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${from}T00:00:00Z`));
  const now = new Date();
  const issuedAt = new Date(Math.min(now.getTime(), new Date(`${next}T00:00:00Z`).getTime())).toISOString();

  const sections: BusinessDocument["sections"] = currencies.map((currency, i) => {
    const mine = rows.filter((r) => r.entry.currency === currency);
    const groups = new Map<string, BusinessDocument["sections"][number]["groups"][number]>();
    for (const r of mine) {
      const heading = r.jobReference ? [`Job ${r.jobReference}`, r.jobTitle, r.invoiceNumber].filter(Boolean).join(" · ") : "Advances and adjustments";
      const group = groups.get(heading) ?? { heading, rows: [] };
      group.rows.push({
        cells: [
          formatShortDateUtc(r.entry.createdAt),
          describe(r.entry.kind, r.entry.description),
          LEDGER_STATUS_LABELS[r.entry.status],
          r.entry.dueOn ? formatShortDateUtc(r.entry.dueOn) : "",
          formatMoney(r.entry.amountMinor, currency),
        ],
        detail: r.payoutNumber ? `Remittance ${r.payoutNumber}` : null,
      });
      groups.set(heading, group);
    }
    const s = sums[i];
    return {
      title: currencies.length > 1 ? `Entries in ${currency}` : "Entries",
      columns: [
        { label: "Date", width: 1.2 },
        { label: "Description", width: 3.6 },
        { label: "Status", width: 1.3 },
        { label: "Due", width: 1.2 },
        { label: "Amount", align: "right", width: 1.4 },
      ],
      groups: groups.size ? [...groups.values()] : [{ heading: null, rows: [{ cells: ["", "No entries this month", "", "", ""] }] }],
      summary: [
        { label: "On hold", value: formatMoney(s.onHold, currency) },
        { label: "Payable", value: formatMoney(s.payable, currency) },
        { label: "Paid", value: formatMoney(s.paid, currency) },
      ],
    };
  });

  const doc: BusinessDocument = {
    kind: "statement",
    title: "Statement",
    number: `${person?.name ?? "Talent"} · ${monthName}`,
    issuedAt,
    agency: {
      legalName: billing.agencyLegalName,
      address: [billing.address.line1, [billing.address.postalCode, billing.address.city].filter(Boolean).join(" "), billing.address.country].filter((l): l is string => !!l),
      vatId: billing.vatId || null,
    },
    parties: [{ label: "Talent", lines: [person?.name ?? "", ...(finance?.vatId ? [`VAT ID ${finance.vatId}`] : [])] }],
    meta: [
      { label: "Period", value: `${formatShortDateUtc(from)} – ${formatShortDateUtc(to)}` },
      { label: "Currency", value: currencies.join(", ") },
      { label: "Statement date", value: formatShortDateUtc(issuedAt) },
    ],
    sections,
    totals: currencies.map((c, i) => ({ label: currencies.length > 1 ? `Still owed (${c})` : "Still owed", value: formatMoney(sums[i].balance, c), emphasis: "total" as const })),
    notes: [
      {
        text: [
          "On hold: the client has not paid yet. Payable: due to you on the date shown. Paid: settled by the remittance named.",
          ...(finance?.vatRegistered ? ["Self-billing: the VAT on your services is shown on this statement, issued by the agency on your behalf."] : []),
        ].join(" "),
      },
    ],
  };
  return { fileName: `statement-${month}.pdf`, pdf: await renderBusinessDocument(doc) };
}
