import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divideRounded, parseDecimal, percentToBasisPoints, toDecimalString, formatMoney, parseQuantity } from "./money";
import { computeQuote, type QuoteFee, type QuoteInput } from "./quote";

const base: Omit<QuoteInput, "fees" | "expenses"> = {
  currency: "EUR",
  agencyFeeBp: 2000,
  defaultVatBp: 2100,
  overtimeMultiplierBp: 15000,
  standardDayHours: 8,
  vatTreatment: "standard",
  talents: [
    { id: 1, name: "T1" },
    { id: 2, name: "T2" },
  ],
};
const fee = (id: number, talentId: number | null, over: Partial<QuoteFee>): QuoteFee => ({
  id, talentId, kind: "day_rate", quantity: 100, unitMinor: 0n, agencyFeeApplies: true, commissionable: true, vatBp: 2100, ...over,
});
const quoteOf = (input: QuoteInput) => {
  const result = computeQuote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.quote;
};
const eur = (minor: bigint) => toDecimalString(minor, "EUR");

const a7Fees = [fee(1, 1, { quantity: 200, unitMinor: 150000n }), fee(2, 2, { quantity: 200, unitMinor: 150000n })];

describe("the quote (clients-and-confirmations.md)", () => {
  it("A7: two talents, two days at 1,500.00: 6,000.00 + 20% + 21% VAT = 8,712.00", () => {
    const q = quoteOf({ ...base, fees: a7Fees, expenses: [] });
    expect([eur(q.talentFeesMinor), eur(q.agencyFeeMinor), eur(q.netMinor), eur(q.totalMinor)]).toEqual(["6000.00", "1200.00", "7200.00", "8712.00"]);
    expect(q.vat.map((g) => [g.rateBp, eur(g.baseMinor), eur(g.amountMinor)])).toEqual([[2100, "7200.00", "1512.00"]]);
  });

  it("A8: overtime from the day rate (281.25 an hour), a usage fee and a rebilled expense: 12,009.25", () => {
    const q = quoteOf({
      ...base,
      fees: [...a7Fees, fee(3, 1, { kind: "overtime", quantity: 200, unitMinor: null }), fee(4, 1, { kind: "usage", quantity: 100, unitMinor: 150000n })],
      expenses: [{ id: 1, talentId: null, amountMinor: 25000n, paidBy: "agency", rebill: true, markupBp: 0, vatBp: 2100 }],
    });
    const overtime = q.talents[0].fees.find((f) => f.kind === "overtime")!;
    expect([eur(overtime.unitMinor), eur(overtime.amountMinor)]).toEqual(["281.25", "562.50"]);
    expect([eur(q.talentFeesMinor), eur(q.agencyFeeMinor), eur(q.expensesMinor), eur(q.netMinor), eur(q.vatTotalMinor), eur(q.totalMinor)]).toEqual([
      "8062.50", "1612.50", "250.00", "9925.00", "2084.25", "12009.25",
    ]);
  });

  it("A9: rounding once per line and once per VAT group: 1,234.56 flat gives 1,792.58", () => {
    const q = quoteOf({ ...base, talents: [{ id: 1, name: "T1" }], fees: [fee(1, 1, { kind: "flat", unitMinor: 123456n })], expenses: [] });
    expect([eur(q.agencyFeeMinor), eur(q.netMinor), eur(q.vatTotalMinor), eur(q.totalMinor)]).toEqual(["246.91", "1481.47", "311.11", "1792.58"]);
  });

  it("A12: a raised day rate for one talent gives 9,002.40", () => {
    const q = quoteOf({ ...base, fees: [a7Fees[0], { ...a7Fees[1], unitMinor: 160000n }], expenses: [] });
    expect([eur(q.netMinor), eur(q.vatTotalMinor), eur(q.totalMinor)]).toEqual(["7440.00", "1562.40", "9002.40"]);
  });

  it("reverse charge zeroes every rate and says so; an overtime line with no day rate is named", () => {
    const q = quoteOf({ ...base, vatTreatment: "reverse_charge", fees: a7Fees, expenses: [] });
    expect([eur(q.vatTotalMinor), eur(q.totalMinor), q.vatNote]).toEqual(["0.00", "7200.00", "Reverse charge"]);
    const bad = computeQuote({ ...base, fees: [fee(9, 2, { kind: "overtime", unitMinor: null })], expenses: [] });
    expect(bad).toEqual({ ok: false, problems: [{ feeId: 9, reason: "overtime_without_day_rate" }] });
  });

  it("works in a currency without minor units (JPY) and keeps client-paid expenses out", () => {
    const q = quoteOf({
      ...base,
      currency: "JPY",
      talents: [{ id: 1, name: "T1" }],
      fees: [fee(1, 1, { kind: "flat", unitMinor: 123457n })],
      expenses: [{ id: 1, talentId: null, amountMinor: 999n, paidBy: "client", rebill: false, markupBp: 0, vatBp: 2100 }],
    });
    // 123,457 × 20% = 24,691.4 -> 24,691; net 148,148; VAT 31,111.08 -> 31,111.
    expect([toDecimalString(q.agencyFeeMinor, "JPY"), toDecimalString(q.totalMinor, "JPY")]).toEqual(["24691", "179259"]);
    expect(q.expensesMinor).toBe(0n);
  });

  it("property: the total is the sum of its parts, and each rounding is within half a minor unit of the exact value", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("EUR", "JPY", "BHD", "USD"),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(
          fc.record({
            talent: fc.integer({ min: 1, max: 3 }),
            quantity: fc.integer({ min: 1, max: 100_000 }),
            unit: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
            vat: fc.constantFrom(0, 900, 2100, 2000),
            applies: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (currency, agencyFeeBp, rows) => {
          const fees = rows.map((r, i) => fee(i + 1, r.talent, { kind: "flat", quantity: r.quantity, unitMinor: r.unit, vatBp: r.vat, agencyFeeApplies: r.applies }));
          const q = quoteOf({ ...base, currency, agencyFeeBp, talents: [1, 2, 3].map((id) => ({ id, name: `T${id}` })), fees, expenses: [] });
          expect(q.totalMinor).toBe(q.netMinor + q.vatTotalMinor);
          expect(q.netMinor).toBe(q.talentFeesMinor + q.agencyFeeMinor + q.expensesMinor);
          expect(q.vat.reduce((s, g) => s + g.baseMinor, 0n)).toBe(q.netMinor);
          for (const t of q.talents) for (const f of t.fees) {
            // |amount × 100 − quantity × unit| ≤ 50: never more than half a minor unit from the exact product.
            const drift = f.amountMinor * 100n - BigInt(f.quantity) * f.unitMinor;
            expect(drift <= 50n && drift >= -50n).toBe(true);
          }
          for (const g of q.vat) {
            const drift = g.amountMinor * 10_000n - g.baseMinor * BigInt(g.rateBp);
            expect(drift <= 5000n && drift >= -5000n).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the quote, property tests with overtime, expenses and VAT treatments (issue 40)", () => {
  it("property: for any fees, rates and currencies (JPY, BHD too) the total is the sum of its parts and drifts at most one minor unit per rounded line from the exact value", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("EUR", "JPY", "BHD", "GBP", "CLP"),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom<QuoteInput["vatTreatment"]>("standard", "reverse_charge", "outside_eu"),
        fc.array(
          fc.record({
            talent: fc.constantFrom(1, 2, null),
            kind: fc.constantFrom("day_rate", "flat", "hourly", "overtime", "usage"),
            quantity: fc.integer({ min: 1, max: 999_999 }),
            unit: fc.bigInt({ min: 0n, max: 100_000_000_000n }),
            vat: fc.constantFrom(0, 550, 900, 2100, 2500),
            applies: fc.boolean(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.array(
          fc.record({
            amount: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
            paidBy: fc.constantFrom("agency", "talent", "client"),
            rebill: fc.boolean(),
            markup: fc.integer({ min: 0, max: 100_000 }),
            vat: fc.constantFrom(0, 900, 2100),
          }),
          { maxLength: 5 },
        ),
        (currency, agencyFeeBp, vatTreatment, rows, costs) => {
          // Every talent with an overtime line gets a day rate, so the quote can always price it (a day rate of zero
          // is no day rate to take overtime from: a generated one is at least one minor unit).
          const unitOf = (r: (typeof rows)[number]) => (r.kind === "overtime" ? null : r.kind === "day_rate" && r.unit === 0n ? 1n : r.unit);
          const fees: QuoteFee[] = rows.map((r, i) =>
            fee(i + 1, r.talent, { kind: r.kind as QuoteFee["kind"], quantity: r.quantity, unitMinor: unitOf(r), vatBp: r.vat, agencyFeeApplies: r.applies }),
          );
          for (const t of new Set(rows.filter((r) => r.kind === "overtime").map((r) => r.talent))) fees.push(fee(100 + (t ?? 0), t, { kind: "day_rate", quantity: 100, unitMinor: 123_457n }));
          const expenses = costs.map((c, i) => ({ id: i + 1, talentId: null, amountMinor: c.amount, paidBy: c.paidBy as "agency" | "talent" | "client", rebill: c.paidBy !== "client" && c.rebill, markupBp: c.markup, vatBp: c.vat }));
          const q = quoteOf({ ...base, currency, agencyFeeBp, vatTreatment, fees, expenses });

          expect(q.totalMinor).toBe(q.netMinor + q.vatTotalMinor);
          expect(q.netMinor).toBe(q.talentFeesMinor + q.agencyFeeMinor + q.expensesMinor);
          expect(q.talentFeesMinor).toBe(q.talents.reduce((s, t) => s + t.feesMinor, 0n));
          expect(q.vat.reduce((s, g) => s + g.baseMinor, 0n)).toBe(q.netMinor);
          if (vatTreatment !== "standard") expect(q.vatTotalMinor).toBe(0n);

          // The exact total, in units of 10^-10 of a minor unit (quantity 1/100, percentages 1/10,000 each).
          const D = 10_000_000_000n;
          const vatOf = (bp: number) => (vatTreatment === "standard" ? BigInt(bp) : 0n);
          let exact = 0n;
          let roundings = 0n;
          for (const t of q.talents) {
            let feeBase = 0n;
            for (const f of t.fees) {
              const line = BigInt(f.quantity) * f.unitMinor * 100_000_000n; // the priced unit (an overtime unit is rounded by the rule)
              exact += line + (line * vatOf(f.vatBp)) / 10_000n;
              if (f.agencyFeeApplies) feeBase += line;
              roundings += 1n;
            }
            const agency = (feeBase * BigInt(agencyFeeBp)) / 10_000n;
            exact += agency + (agency * vatOf(base.defaultVatBp)) / 10_000n;
            roundings += 1n;
          }
          for (const e of expenses.filter((x) => x.rebill)) {
            const line = e.amountMinor * BigInt(10_000 + e.markupBp) * 1_000_000n;
            exact += line + (line * vatOf(e.vatBp)) / 10_000n;
            roundings += 1n;
          }
          roundings += BigInt(q.vat.length);
          const drift = q.totalMinor * D - exact;
          const abs = drift < 0n ? -drift : drift;
          // Within one minor unit per rounded line (each line, agency fee, expense and VAT group), whatever the sizes.
          expect(abs <= roundings * D).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("money", () => {
  it("reads and writes decimal strings with the currency's digits, never floats", () => {
    expect(parseDecimal("1500.00", "EUR")).toBe(150000n);
    expect(parseDecimal("1500.5", "EUR")).toBe(150050n);
    expect(parseDecimal("12.345", "EUR")).toBeNull();
    expect(parseDecimal("1500", "JPY")).toBe(1500n);
    expect(parseDecimal("1500.0", "JPY")).toBeNull();
    expect(parseDecimal("1e3", "EUR")).toBeNull();
    expect(toDecimalString(-1250n, "EUR")).toBe("-12.50");
    expect(toDecimalString(1500n, "JPY")).toBe("1500");
    expect(formatMoney(123456789n, "EUR")).toBe("€1,234,567.89");
    expect(percentToBasisPoints("20.00")).toBe(2000);
    expect(percentToBasisPoints("7.5")).toBe(750);
    expect(percentToBasisPoints("-1")).toBeNull();
    expect(parseQuantity("2.5")).toBe(250);
    expect(parseQuantity("0")).toBeNull();
  });

  it("divides half away from zero", () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(2250000n * 1n, 8n)).toBe(281250n);
  });
});
