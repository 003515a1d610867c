import { describe, expect, it } from "vitest";
import { confirmationStatusAt, describeSnapshotChanges, formatDocumentDate, type ConfirmationSnapshot } from "./confirmations";
import { formatDocumentMomentInZone } from "./zoned-time";

const base: ConfirmationSnapshot = {
  version: 1,
  currency: "EUR",
  time_zone: "Europe/Amsterdam",
  agency: { legal_name: "Maison Talent B.V.", address: [], vat_id: null },
  client: { name: "Zara", legal_name: null, address: [], country: "NL", vat_id: null },
  contact: { name: "Anna López", title: null, email: "anna@zara.com" },
  bill_to: null,
  attention: null,
  po_number: null,
  job: { reference: "ABCD1234", title: "Spring", location: null, client_reference: null },
  talents: ["Bo"],
  schedule: [],
  fees: [{ talent: "Bo", kind: "day_rate", kind_label: "Day rate", description: null, quantity: "2.00", unit_amount: "1500.00", amount: "3000.00", vat_percent: "21.00", usage: null }],
  talent_totals: [],
  talent_fees: "3000.00",
  agency_fee_percent: "20.00",
  agency_fee: "600.00",
  expenses: [],
  expenses_total: "0.00",
  net: "3600.00",
  vat: [],
  vat_total: "756.00",
  total: "4356.00",
  reverse_charge: false,
  vat_note: null,
  usages: [],
  terms: { overtime: "x", cancellation: "y", payment: "z", payment_terms_days: 30 },
};

describe("confirmations (browser-safe)", () => {
  it("names what changed between an accepted snapshot and the one now", () => {
    const after = { ...base, fees: [{ ...base.fees[0], unit_amount: "1600.00", amount: "3200.00" }], total: "4646.40", po_number: "PO-9" };
    expect(describeSnapshotChanges(base, after)).toEqual([
      "Fee changed: Bo · Day rate, 2.00 × 1500.00 = 3000.00 EUR → 2.00 × 1600.00 = 3200.00 EUR",
      "PO: none → PO-9",
      "Total: 4356.00 → 4646.40",
    ]);
    expect(describeSnapshotChanges(base, base)).toEqual([]);
    expect(describeSnapshotChanges(base, { ...base, fees: [] })).toEqual(["Fee removed: Bo · Day rate, 2.00 × 1500.00 = 3000.00 EUR"]);
  });

  it("reads expiry on read, and writes document dates", () => {
    const now = new Date("2027-01-12T08:14:00Z");
    expect(confirmationStatusAt({ status: "sent", expiresAt: new Date("2027-01-12T08:13:00Z") }, now)).toBe("expired");
    expect(confirmationStatusAt({ status: "viewed", expiresAt: new Date("2027-01-13T00:00:00Z") }, now)).toBe("viewed");
    expect(confirmationStatusAt({ status: "accepted", expiresAt: new Date("2020-01-01T00:00:00Z") }, now)).toBe("accepted");
    expect(formatDocumentDate("2028-01-31")).toBe("31 Jan 2028");
    expect(formatDocumentMomentInZone(now, "Europe/Amsterdam")).toBe("12 Jan 2027 09:14 CET");
    expect(formatDocumentMomentInZone(now, "America/New_York")).toBe("12 Jan 2027 03:14 EST");
  });
});
