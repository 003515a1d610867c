/**
 * A job's billing status (issue 41, `invoices-and-statements.md`), in one place: which moves a person may make by
 * hand (`PUT /admin/jobs/{id}/billing-status`) and which the system makes as money documents happen. Pure and
 * browser-safe; the service that gathers the facts (an issued invoice exists, the confirmation is accepted) and writes
 * the move lives in lib/services/jobs.
 */
import type { BillingStatus } from "./finance";

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  open: "Open",
  non_billable: "Not billable",
  billable: "Billable",
  invoice_ready: "Ready to invoice",
  invoiced: "Invoiced",
  paid: "Paid",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** Moves a booker or finance may make by hand, from → to. */
export const MANUAL_BILLING_MOVES: Readonly<Partial<Record<BillingStatus, readonly BillingStatus[]>>> = {
  open: ["non_billable"],
  non_billable: ["open"],
  billable: ["invoice_ready", "non_billable"],
  invoice_ready: ["billable"],
};

/** Moves the system makes when something happens, from → to. */
export const AUTOMATIC_BILLING_MOVES = {
  /** The job's first confirmed line with a fee. */
  becameBillable: { from: ["open"], to: "billable" },
  /** An invoice of the job was issued. */
  invoiced: { from: ["invoice_ready"], to: "invoiced" },
  /** Every invoice of the job is paid. */
  paid: { from: ["invoiced"], to: "paid" },
  /** Every ledger entry of its invoices is paid out. */
  closed: { from: ["paid"], to: "closed" },
  /** The job was cancelled. */
  cancelled: { from: ["open", "non_billable", "billable", "invoice_ready"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly BillingStatus[]; to: BillingStatus }>;

export type BillingRefusal = "not_allowed" | "confirmation_not_accepted" | "invoice_issued";

export interface BillingFacts {
  /** The job's latest confirmation is accepted and current (its hash equals the job's snapshot now). */
  confirmationAccepted: boolean;
  /** The `require_accepted_confirmation` setting. */
  requireAcceptedConfirmation: boolean;
  /** An invoice of the job has been issued (not a draft). */
  hasIssuedInvoice: boolean;
}

/** Whether a hand move from `from` to `to` is allowed with these facts, or why not. */
export function decideBillingMove(from: BillingStatus, to: BillingStatus, facts: BillingFacts): { ok: true } | { ok: false; reason: BillingRefusal } {
  if (!(MANUAL_BILLING_MOVES[from] ?? []).includes(to)) return { ok: false, reason: "not_allowed" };
  if (to === "invoice_ready" && facts.requireAcceptedConfirmation && !facts.confirmationAccepted) return { ok: false, reason: "confirmation_not_accepted" };
  if (from === "invoice_ready" && facts.hasIssuedInvoice) return { ok: false, reason: "invoice_issued" };
  return { ok: true };
}

/** The words of a refusal, said once. */
export function billingRefusalText(reason: BillingRefusal, from: BillingStatus, to: BillingStatus): string {
  switch (reason) {
    case "not_allowed":
      return `A job that is ${BILLING_STATUS_LABELS[from].toLowerCase()} cannot be marked ${BILLING_STATUS_LABELS[to].toLowerCase()}.`;
    case "confirmation_not_accepted":
      return "The client has not accepted the current confirmation of this job yet.";
    case "invoice_issued":
      return "An invoice of this job has been issued; correct it with a credit note.";
  }
}
