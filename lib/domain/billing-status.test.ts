import { describe, expect, it } from "vitest";
import { BILLING_STATUSES } from "./finance";
import { billingRefusalText, decideBillingMove, MANUAL_BILLING_MOVES } from "./billing-status";

const facts = { confirmationAccepted: true, requireAcceptedConfirmation: true, hasIssuedInvoice: false };

describe("decideBillingMove", () => {
  it("allows exactly the hand moves of the table", () => {
    for (const from of BILLING_STATUSES)
      for (const to of BILLING_STATUSES) {
        const allowed = (MANUAL_BILLING_MOVES[from] ?? []).includes(to);
        expect(decideBillingMove(from, to, facts).ok, `${from} → ${to}`).toBe(allowed);
      }
  });

  it("needs an accepted confirmation for invoice_ready when the setting asks for one", () => {
    expect(decideBillingMove("billable", "invoice_ready", { ...facts, confirmationAccepted: false })).toEqual({ ok: false, reason: "confirmation_not_accepted" });
    expect(decideBillingMove("billable", "invoice_ready", { ...facts, confirmationAccepted: false, requireAcceptedConfirmation: false })).toEqual({ ok: true });
  });

  it("keeps invoice_ready once an invoice is issued", () => {
    expect(decideBillingMove("invoice_ready", "billable", { ...facts, hasIssuedInvoice: true })).toEqual({ ok: false, reason: "invoice_issued" });
    expect(billingRefusalText("not_allowed", "paid", "open")).toBe("A job that is paid cannot be marked open.");
  });
});
