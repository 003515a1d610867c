/**
 * Invoices, credit notes, talent statements and payouts (issue 41, `invoices-and-statements.md`): the stored
 * vocabularies. Browser-safe.
 */
export const BILLING_STATUSES = ["open", "non_billable", "billable", "invoice_ready", "invoiced", "paid", "closed", "cancelled"] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ["draft", "issued", "partially_paid", "paid", "partially_credited", "credited", "written_off"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_LINE_KINDS = ["talent_fee", "agency_fee", "expense"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const LEDGER_PARTY_KINDS = ["talent", "agency"] as const;
export type LedgerPartyKind = (typeof LEDGER_PARTY_KINDS)[number];

export const LEDGER_KINDS = [
  "earning",
  "commission",
  "talent_vat",
  "mother_commission",
  "expense_reimbursement",
  "advance",
  "chargeback",
  "reversal",
  "payout",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_STATUSES = ["on_hold", "payable", "paid"] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const AGENCY_RELATIONS = ["mother", "placement", "other"] as const;

export const AGENCY_RELATION_MODES = ["from_agency_commission", "additional"] as const;
export type AgencyRelationMode = (typeof AGENCY_RELATION_MODES)[number];

export const AGENCY_RELATION_BASES = ["gross", "net"] as const;
