import { describe, expect, it } from "vitest";
import { lineFee } from "./line-format";

describe("lineFee", () => {
  it("writes a fee with its currency, and nothing without a fee", () => {
    expect(lineFee(1200, "EUR")).toBe("1,200 EUR");
    expect(lineFee(950, null)).toBe("950");
    expect(lineFee(null, "EUR")).toBeNull();
  });
});
