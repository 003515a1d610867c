/** Issue 41: the words of a talent's statement. Browser-safe. */
import type { LedgerKind, LedgerStatus } from "./finance";

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  earning: "Fee",
  commission: "Agency commission",
  talent_vat: "VAT (self-billing)",
  mother_commission: "Mother agency commission",
  expense_reimbursement: "Expense reimbursed",
  advance: "Advance",
  chargeback: "Chargeback",
  reversal: "Credit note reversal",
  payout: "Payout",
};

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  on_hold: "On hold",
  payable: "Payable",
  paid: "Paid",
};
