import type { CompCardFonts } from "./comp-card-fonts.mjs";

/**
 * One business document, as the PDF shows it: a confirmation, an acceptance certificate (the confirmation's pages
 * plus an evidence page), an invoice, a credit note or a talent statement. Plain data only (it crosses to the worker
 * thread). Every amount arrives already formatted (`lib/domain/money.ts`), every date already in the job's or the
 * agency's time zone (`lib/domain/zoned-time.ts`): the renderer does no money or date math.
 */
export interface BusinessDocument {
  /** What it is (for the PDF's metadata and the callers' own checks); the layout is the same for every kind. */
  kind: "confirmation" | "certificate" | "invoice" | "credit_note" | "statement";
  /** "Booking confirmation", "Invoice", "Credit note", "Statement". */
  title: string;
  /** "INV-2027-0001"; null for a draft or a document without a number. */
  number: string | null;
  /** "Version 2", "Draft"; shown under the number. */
  version?: string | null;
  /**
   * ISO 8601 instant: the PDF's creation and modification dates. Give the moment the document was issued or sent (not
   * the time of rendering), so the same document renders to the same bytes.
   */
  issuedAt: string;
  /** BCP 47 language of the text; "en" by default. */
  language?: string;
  agency: {
    legalName: string;
    /** Address lines, in order. */
    address?: string[];
    vatId?: string | null;
    /** E-mail, phone, website lines. */
    contact?: string[];
  };
  /** Up to three blocks side by side: "Bill to", "Attention", "Client", "Talent". The first line is set in medium. */
  parties?: BusinessDocumentParty[];
  /** Label/value pairs, four a row: date, due date, PO, reference, supply date, currency, period... */
  meta?: BusinessDocumentMeta[];
  /** The tables, in order. */
  sections: BusinessDocumentSection[];
  /** Right-aligned under the tables: net, VAT per rate, total (emphasis "total"), the home-currency VAT line. */
  totals?: BusinessDocumentTotal[];
  /** Paragraphs after the totals: terms, the reverse-charge note, payment details, cancellation terms. */
  notes?: BusinessDocumentNote[];
  /** An extra page at the end (the certificate's evidence): a title, paragraphs, a key/value table. */
  extraPage?: BusinessDocumentExtraPage | null;
  /** The footer's text on every page; by default the agency's legal name, VAT ID and the number. "Page n of m" follows. */
  footer?: string | null;
}

export interface BusinessDocumentParty {
  label: string;
  lines: string[];
}

export interface BusinessDocumentMeta {
  label: string;
  value: string;
}

export interface BusinessDocumentColumn {
  label: string;
  /** "right" for amounts and quantities. */
  align?: "left" | "right" | "center";
  /** Relative width (flex weight); by default 3 for the first column and 1 for the others. */
  width?: number;
}

export interface BusinessDocumentRow {
  /** One string a column, in the columns' order. */
  cells: string[];
  /** A second, smaller line under the first cell (the usage's media and territory, a fee's dates). */
  detail?: string | null;
  emphasis?: boolean;
}

export interface BusinessDocumentGroup {
  /** A heading row over the group's rows (the talent's name); none for an ungrouped table. */
  heading?: string | null;
  rows: BusinessDocumentRow[];
}

export interface BusinessDocumentSection {
  /** "Fees", "Expenses", "Usage", "Earnings". */
  title?: string | null;
  columns: BusinessDocumentColumn[];
  groups: BusinessDocumentGroup[];
  /** Lines under this table, right-aligned (a statement's subtotal per section). */
  summary?: BusinessDocumentTotal[];
}

export interface BusinessDocumentTotal {
  label: string;
  value: string;
  /** "total": the grand total (ruled, larger); "muted": a side line (the VAT in the home currency). */
  emphasis?: "total" | "muted" | null;
}

export interface BusinessDocumentNote {
  heading?: string | null;
  text: string;
}

export interface BusinessDocumentExtraPage {
  title: string;
  intro?: string[];
  rows: { label: string; value: string }[];
}

export declare function renderBusinessDocumentPdf(doc: BusinessDocument, fonts: CompCardFonts): Promise<Buffer>;
