import { describe, expect, it } from "vitest";
import { agingBucket, isPositiveMoney, showMoney } from "./finance-display";

describe("finance display", () => {
  it("puts unpaid invoices in the spec's aging buckets", () => {
    expect([0, 1, 30, 31, 60, 61, 400].map(agingBucket)).toEqual(["current", "0-30", "0-30", "31-60", "31-60", "60+", "60+"]);
  });
  it("shows decimal strings as money of their currency", () => {
    expect(showMoney("1500.00", "EUR")).toBe("€1,500.00");
    expect(showMoney("-12.50", "EUR")).toBe("-€12.50");
    expect(showMoney("1500", "JPY")).toBe("¥1,500");
    expect(showMoney(null, "EUR")).toBe("—");
  });
  it("tells a positive amount", () => {
    expect(["0.00", "-1.00", "0.01", "12"].map(isPositiveMoney)).toEqual([false, false, true, true]);
  });
});
