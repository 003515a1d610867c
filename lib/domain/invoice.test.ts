import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { homeVatMinor, invoiceTotals, lineNet, parseFxRate, remainingOfLine, vatPerLine } from "./invoice";

const line = fc.record({ netMinor: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), vatBp: fc.constantFrom(0, 900, 2100, 1950) });

describe("the invoice's arithmetic", () => {
  it("a total is the sum of its lines and of its VAT groups, each group rounded once", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom("EUR", "JPY", "BHD"), (lines, currency) => {
        const t = invoiceTotals(lines, currency);
        expect(t.netMinor).toBe(lines.reduce((s, l) => s + l.netMinor, 0n));
        expect(t.vatMinor).toBe(t.vat.reduce((s, g) => s + g.amountMinor, 0n));
        expect(t.totalMinor).toBe(t.netMinor + t.vatMinor);
        for (const g of t.vat) expect(g.baseMinor).toBe(lines.filter((l) => l.vatBp === g.rateBp).reduce((s, l) => s + l.netMinor, 0n));
      }),
    );
  });

  it("the lines' shares of VAT sum to the document's VAT", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const t = invoiceTotals(lines, "EUR");
        const shares = vatPerLine(lines, "EUR", new Map(t.vat.map((g) => [g.rateBp, g.amountMinor])));
        expect(shares.reduce((s, v) => s + v, 0n)).toBe(t.vatMinor);
      }),
    );
  });

  it("rounds half away from zero, the same for a credit note's negative line", () => {
    expect(lineNet(150, 333n, "EUR")).toBe(500n); // 4.995 -> 5.00
    expect(lineNet(-150, 333n, "EUR")).toBe(-500n);
    expect(invoiceTotals([{ netMinor: 123456n, vatBp: 2100 }], "EUR").vatMinor).toBe(25926n);
    expect(homeVatMinor(25200n, "USD", parseFxRate("0.900000")!, "EUR")).toBe(22680n);
    expect(homeVatMinor(25200n, "USD", parseFxRate("155.5")!, "JPY")).toBe(39186n);
    expect(parseFxRate("0")).toBeNull();
    expect(remainingOfLine(300000n, [-100000n, -50000n])).toBe(150000n);
  });
});
