import "server-only";
import type { DbOrTx } from "@/db/client";
import type { ConfirmationSnapshot } from "@/lib/domain/confirmations";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { renderBusinessDocument, type BusinessDocument } from "@/lib/pdf/business-document";
import type { BusinessDocumentSection } from "@/lib/pdf/worker/business-document.mjs";
import { freezeDocument, readFrozenDocument } from "@/lib/services/documents";

/*
 * A confirmation as a business document (lib/pdf/business-document.ts): the parties, the job, the schedule, the fees
 * per talent, the expenses, the usage, the totals and the terms, all read from the frozen snapshot; the certificate is
 * the same pages plus an evidence page. The PDF's dates come from `issuedAt` (the draft's creation, the acceptance),
 * so the same version renders to the same bytes.
 */

/** The acceptance evidence printed on the certificate's last page. */
export interface CertificateEvidence {
  name: string;
  title: string | null;
  /** Written in the job's zone ("12 Jan 2027 09:14 CET"). */
  at: string;
  atIso: string;
  ip: string | null;
  userAgent: string | null;
  snapshotSha256: string;
  pdfSha256: string;
  consentSha256: string;
  consentWording: string;
}

const partyLines = (p: ConfirmationSnapshot["client"], extra: (string | null | undefined)[] = []) =>
  p ? [p.legal_name || p.name, ...p.address, p.country ?? "", p.vat_id ? `VAT ${p.vat_id}` : "", ...extra].filter((l): l is string => !!l && l.trim() !== "") : [];

/** The document model of a confirmation (and, with evidence, of its certificate). */
export function confirmationDocument(doc: ConfirmationSnapshot, issuedAt: Date, evidence?: CertificateEvidence | null): BusinessDocument {
  const money = (value: string) => formatMoney(parseDecimal(value, doc.currency) ?? 0n, doc.currency);
  const talents = [...new Set(doc.fees.map((f) => f.talent))];
  const sections: BusinessDocumentSection[] = [];
  if (doc.schedule.length) {
    sections.push({
      title: "Schedule",
      columns: [{ label: "Talent", width: 2 }, { label: "What", width: 1 }, { label: "When", width: 5 }, { label: "State", width: 1 }],
      groups: [{ rows: doc.schedule.map((l) => ({ cells: [l.talent, l.kind_label, l.when, l.state_label] })) }],
    });
  }
  sections.push({
    title: "Fees",
    columns: [{ label: "Fee", width: 4 }, { label: "Quantity", align: "right" }, { label: "Unit", align: "right", width: 1.4 }, { label: "VAT", align: "right" }, { label: "Amount", align: "right", width: 1.4 }],
    groups: talents.map((t) => ({
      heading: t ?? "Job",
      rows: doc.fees
        .filter((f) => f.talent === t)
        .map((f) => ({
          cells: [f.kind_label, f.quantity, money(f.unit_amount), `${f.vat_percent}%`, money(f.amount)],
          detail: [f.description, f.usage ? `Usage ${f.usage}` : null].filter(Boolean).join(" · ") || null,
        })),
    })),
    summary: [
      { label: "Talent fees", value: money(doc.talent_fees) },
      { label: `Agency fee (${doc.agency_fee_percent}%)`, value: money(doc.agency_fee) },
    ],
  });
  if (doc.expenses.length) {
    sections.push({
      title: "Rebilled expenses",
      columns: [{ label: "Expense", width: 4 }, { label: "Amount", align: "right", width: 1.4 }],
      groups: [{ rows: doc.expenses.map((e) => ({ cells: [e.description, money(e.amount)] })) }],
    });
  }
  if (doc.usages.length) {
    sections.push({
      title: "Usage",
      columns: [{ label: "Media", width: 3 }, { label: "Territory", width: 2 }, { label: "Period", width: 3 }, { label: "Exclusivity", width: 2 }],
      groups: [
        {
          rows: doc.usages.map((u, i) => ({
            cells: [`${i + 1}. ${u.media_labels.join(", ")}`, u.territory_labels.join(", "), u.period, u.exclusivity_label + (u.exclusivity_category ? ` (${u.exclusivity_category})` : "")],
            detail: [u.brand, u.product, u.campaign, u.talents ? `Talents: ${u.talents.join(", ")}` : null, u.images_count != null ? `${u.images_count} images` : null].filter(Boolean).join(" · ") || null,
          })),
        },
      ],
    });
  }
  const parties = [
    { label: "Client", lines: partyLines(doc.client, [doc.contact ? `Contact: ${doc.contact.name}` : null]) },
    ...(doc.bill_to && doc.bill_to.name !== doc.client?.name ? [{ label: "Bill to", lines: partyLines(doc.bill_to) }] : []),
    ...(doc.attention ? [{ label: "Attention", lines: [doc.attention.name, doc.attention.title ?? "", doc.attention.email ?? ""].filter(Boolean) }] : []),
  ].filter((p) => p.lines.length);
  return {
    kind: evidence ? "certificate" : "confirmation",
    title: "Booking confirmation",
    number: `Job ${doc.job.reference}`,
    version: `Version ${doc.version}`,
    issuedAt: issuedAt.toISOString(),
    language: "en",
    agency: { legalName: doc.agency.legal_name, address: doc.agency.address, vatId: doc.agency.vat_id },
    parties,
    meta: [
      { label: "Job", value: doc.job.title },
      ...(doc.job.location ? [{ label: "Location", value: doc.job.location }] : []),
      ...(doc.po_number ? [{ label: "PO", value: doc.po_number }] : []),
      ...(doc.job.client_reference ? [{ label: "Your reference", value: doc.job.client_reference }] : []),
      { label: "Talents", value: doc.talents.join(", ") },
      { label: "Currency", value: doc.currency },
    ],
    sections,
    totals: [
      ...(doc.expenses.length ? [{ label: "Rebilled expenses", value: money(doc.expenses_total) }] : []),
      { label: "Net", value: money(doc.net) },
      ...doc.vat.map((g) => ({ label: `VAT ${g.percent}% on ${money(g.base)}`, value: money(g.amount) })),
      { label: `Total (${doc.currency})`, value: money(doc.total), emphasis: "total" as const },
    ],
    notes: [
      ...(doc.vat_note ? [{ heading: "VAT", text: doc.vat_note }] : []),
      { heading: "Overtime", text: doc.terms.overtime },
      { heading: "Cancellation", text: doc.terms.cancellation },
      { heading: "Payment", text: doc.terms.payment },
    ],
    extraPage: evidence
      ? {
          title: "Certificate of acceptance",
          intro: [
            `${evidence.name}${evidence.title ? `, ${evidence.title},` : ""} accepted version ${doc.version} of this confirmation on ${evidence.at} by ticking “${evidence.consentWording}” and typing their name on the agency's confirmation page.`,
            "The hashes below identify the document accepted: the SHA-256 of its canonical content and of the PDF sent, and of the consent given.",
          ],
          rows: [
            { label: "Accepted by", value: evidence.name + (evidence.title ? `, ${evidence.title}` : "") },
            { label: "Accepted at", value: `${evidence.at} (${evidence.atIso})` },
            { label: "IP address", value: evidence.ip ?? "Unknown" },
            { label: "Browser", value: evidence.userAgent ?? "Unknown" },
            { label: "Consent", value: evidence.consentWording },
            { label: "Content SHA-256", value: evidence.snapshotSha256 },
            { label: "PDF SHA-256", value: evidence.pdfSha256 },
            { label: "Consent SHA-256", value: evidence.consentSha256 },
          ],
        }
      : null,
  };
}

/** The confirmation's PDF (a certificate when `evidence` is given), rendered in the PDF worker pool. */
export function renderConfirmationPdf(snapshot: ConfirmationSnapshot, issuedAt: Date, evidence?: CertificateEvidence | null): Promise<Buffer> {
  return renderBusinessDocument(confirmationDocument(snapshot, issuedAt, evidence));
}

/** Freezes PDF bytes in the frozen-document store (never pruned), in the caller's transaction. */
export const freezePdf = (tx: DbOrTx, bytes: Buffer) => freezeDocument(tx, bytes, "application/pdf");

/** The frozen bytes at `path`, or null. */
export const readFrozenPdf = (path: string) => readFrozenDocument(path);
