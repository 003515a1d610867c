/**
 * Money (issues 40 and 41): integer minor units (`bigint`) with an ISO 4217 currency, computed with dinero.js on its
 * bigint calculator, never floats. JSON carries decimal strings with the currency's digits ("1500.00", JPY "1500");
 * percentages are decimal strings ("20.00") stored as basis points (2000). Rounding is half away from zero to the
 * minor unit ("half-up" in the specs), done once per line and once per VAT group by the callers. Browser-safe.
 */
import {
  add,
  dinero,
  halfAwayFromZero,
  multiply,
  toDecimal,
  toSnapshot,
  transformScale,
  type Dinero,
} from "dinero.js/bigint";
import * as currencies from "dinero.js/bigint/currencies";

export type Currency = (typeof currencies)[keyof typeof currencies];
export type Amount = Dinero<bigint>;

const byCode = new Map<string, Currency>(Object.values(currencies).map((c) => [c.code, c]));

/** The ISO 4217 codes the app accepts (every currency dinero.js knows, EUR, USD, GBP, JPY...). */
export const CURRENCY_CODES: readonly string[] = [...byCode.keys()].sort();

export const isCurrencyCode = (code: string): boolean => byCode.has(code);

export function currencyOf(code: string): Currency {
  const found = byCode.get(code.toUpperCase());
  if (!found) throw new RangeError(`Unknown currency ${code}`);
  return found;
}

/** How many digits after the point the currency writes: EUR 2, JPY 0, BHD 3. */
export const minorDigits = (code: string): number => Number(currencyOf(code).exponent);

/** An amount of `minor` units of the currency. */
export const amountOf = (minor: bigint, code: string): Amount => dinero({ amount: minor, currency: currencyOf(code) });

/** The minor units of an amount at the currency's own scale (an amount with a finer scale must be rounded first). */
export function minorOf(amount: Amount): bigint {
  const snap = toSnapshot(amount);
  if (snap.scale !== snap.currency.exponent) throw new RangeError("Round an amount to its minor unit before reading it");
  return snap.amount;
}

/** Rounds an amount to the currency's minor unit, half away from zero. */
export const roundToMinor = (amount: Amount): Amount =>
  transformScale(amount, toSnapshot(amount).currency.exponent, halfAwayFromZero);

/** round_half_up(amount × ratio), where ratio is `numerator / 10^scale` (basis points: scale 4). */
export const multiplyRounded = (amount: Amount, numerator: bigint, scale: bigint): Amount =>
  roundToMinor(multiply(amount, { amount: numerator, scale }));

/**
 * round_half_up(numerator ÷ denominator) in integers, for the one ratio dinero.js does not take (÷ a day's hours):
 * half away from zero, exact for any size.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** The sum of amounts of one currency (zero of the currency for none). */
export const sumOf = (amounts: Amount[], code: string): Amount => amounts.reduce((a, b) => add(a, b), amountOf(0n, code));

/** "1500.00" (EUR), "1500" (JPY), "-12.50": the decimal string JSON carries for `minor` units of the currency. */
export const toDecimalString = (minor: bigint, code: string): string => toDecimal(amountOf(minor, code));

/** "1,500.00 EUR"-style display is the screens' job (Intl.NumberFormat with the currency); this is "€1,500.00". */
export function formatMoney(minor: bigint, code: string, locale = "en-US"): string {
  const digits = minorDigits(code);
  const text = toDecimalString(minor, code);
  // Intl formats a decimal string exactly (no float) through its string overload.
  return new Intl.NumberFormat(locale, { style: "currency", currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(text as unknown as number);
}

/** "8,712.00 EUR", "-4,356.00 EUR", "150,000 JPY": an amount with its code after it (the documents' style). */
export function formatAmountWithCode(minor: bigint, code: string, locale = "en-US"): string {
  const digits = minorDigits(code);
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(toDecimalString(minor, code) as unknown as number);
  return `${text} ${code}`;
}

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d+))?$/;

/**
 * The minor units of a decimal string in the currency ("1500.00" EUR -> 150000n; "1500" JPY -> 1500n), or null when
 * it is not a plain decimal or has more digits than the currency writes ("12.345" in EUR).
 */
export function parseDecimal(text: string, code: string): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const digits = minorDigits(code);
  const fraction = m[3] ?? "";
  if (fraction.length > digits) return null;
  const minor = BigInt(m[2]) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
  return m[1] ? -minor : minor;
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "20.00" -> 2000 basis points; null for anything else (negative, more than two decimals, above 999.99). */
export function percentToBasisPoints(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 2000 -> "20.00". */
export const basisPointsToPercent = (bp: number): string => `${Math.trunc(bp / 100)}.${String(Math.abs(bp % 100)).padStart(2, "0")}`;

/** "2.5" -> 250 hundredths (a fee line's quantity, numeric(7,2)); null for anything else or not above zero. */
export function parseQuantity(text: string): number | null {
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return hundredths > 0 ? hundredths : null;
}

/** 250 hundredths -> "2.50". */
export const quantityToString = (hundredths: number): string =>
  `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
