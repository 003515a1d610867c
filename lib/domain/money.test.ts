import fc from "fast-check";
import { dinero } from "dinero.js/bigint";
import { describe, expect, it } from "vitest";
import {
  CURRENCY_CODES, basisPointsToPercent, currencyOf, isCurrencyCode, minorDigits, minorOf, parseQuantity, percentToBasisPoints,
  quantityToString, roundToMinor,
} from "./money";
import {
  EXPENSE_PAYERS, FEE_KINDS, FEE_KIND_LABELS, VAT_NOTES, computeQuote, overtimeUnit, type ExpensePayer, type FeeKind,
  type PricedFee, type QuoteExpense, type QuoteTalent, type VatGroup, type VatTreatment,
} from "./quote";

describe("money helpers", () => {
  it("knows the ISO 4217 codes dinero.js knows, in order, with their digits", () => {
    expect(CURRENCY_CODES).toEqual([...CURRENCY_CODES].sort());
    expect(CURRENCY_CODES).toEqual(expect.arrayContaining(["EUR", "USD", "GBP", "JPY"]));
    expect([isCurrencyCode("EUR"), isCurrencyCode("XYZ")]).toEqual([true, false]);
    expect(currencyOf("eur").code).toBe("EUR");
    expect(() => currencyOf("XYZ")).toThrow(RangeError);
    expect([minorDigits("EUR"), minorDigits("JPY"), minorDigits("BHD")]).toEqual([2, 0, 3]);
  });

  it("rounds an amount at a finer scale to the minor unit, half away from zero", () => {
    const eur = currencyOf("EUR");
    expect(minorOf(roundToMinor(dinero({ amount: 1005n, currency: eur, scale: 3n })))).toBe(101n);
    expect(minorOf(roundToMinor(dinero({ amount: -1005n, currency: eur, scale: 3n })))).toBe(-101n);
    expect(minorOf(roundToMinor(dinero({ amount: 1004n, currency: eur, scale: 3n })))).toBe(100n);
  });

  it("property: percentages and quantities read back what they write", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999 }), (bp) => percentToBasisPoints(basisPointsToPercent(bp)) === bp));
    fc.assert(fc.property(fc.integer({ min: 1, max: 9_999_999 }), (h) => parseQuantity(quantityToString(h)) === h));
    expect([basisPointsToPercent(2000), basisPointsToPercent(5), quantityToString(250)]).toEqual(["20.00", "0.05", "2.50"]);
  });
});

describe("the quote's vocabulary", () => {
  it("names every fee kind once, and every payer and VAT treatment", () => {
    const kinds: readonly FeeKind[] = FEE_KINDS;
    expect(Object.keys(FEE_KIND_LABELS).sort()).toEqual([...kinds].sort());
    expect(new Set(Object.values(FEE_KIND_LABELS)).size).toBe(kinds.length);
    const payers: readonly ExpensePayer[] = EXPENSE_PAYERS;
    expect(payers).toEqual(["agency", "talent", "client"]);
    const treatments: VatTreatment[] = ["standard", "reverse_charge", "outside_eu"];
    expect(treatments.map((t) => VAT_NOTES[t])).toEqual([null, "Reverse charge", "Outside the scope of EU VAT (Art. 44)"]);
  });

  it("takes overtime from the talent's own day rate × multiplier ÷ hours, and none without a day rate", () => {
    const day = { id: 1, talentId: 7, kind: "day_rate" as const, quantity: 100, unitMinor: 150000n, agencyFeeApplies: true, commissionable: true, vatBp: 2100 };
    const input = { fees: [day], currency: "EUR", overtimeMultiplierBp: 15000, standardDayHours: 8 };
    expect(overtimeUnit(input, 7)).toBe(28125n);
    expect(overtimeUnit(input, 8)).toBeNull();
  });

  it("a quote's talents, expenses and VAT groups add up to its totals", () => {
    const expense: QuoteExpense = { id: 1, talentId: null, amountMinor: 10001n, paidBy: "talent", rebill: true, markupBp: 1000, vatBp: 900 };
    const result = computeQuote({
      currency: "EUR", agencyFeeBp: 2000, defaultVatBp: 2100, overtimeMultiplierBp: 15000, standardDayHours: 8, vatTreatment: "standard",
      talents: [{ id: 1, name: "T1" }, { id: 2, name: "T2" }],
      fees: [
        { id: 1, talentId: 1, kind: "day_rate", quantity: 150, unitMinor: 99999n, agencyFeeApplies: true, commissionable: true, vatBp: 2100 },
        { id: 2, talentId: 2, kind: "flat", quantity: 100, unitMinor: 33333n, agencyFeeApplies: false, commissionable: true, vatBp: 900 },
      ],
      expenses: [expense],
    });
    if (!result.ok) throw new Error("not priced");
    const q = result.quote;
    const feesOf = (t: QuoteTalent) => t.fees.reduce((s, f: PricedFee) => s + f.amountMinor, 0n);
    expect(q.talents.map(feesOf)).toEqual(q.talents.map((t) => t.feesMinor));
    expect(q.talentFeesMinor + q.agencyFeeMinor + q.expensesMinor).toBe(q.netMinor);
    expect(q.expenses).toEqual([{ expense, amountMinor: 11001n }]);
    const groups: VatGroup[] = q.vat;
    expect(groups.map((g) => g.rateBp)).toEqual([2100, 900]);
    expect(groups.reduce((s, g) => s + g.baseMinor, 0n)).toBe(q.netMinor);
    expect(q.netMinor + groups.reduce((s, g) => s + g.amountMinor, 0n)).toBe(q.totalMinor);
  });
});
