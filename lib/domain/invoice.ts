/**
 * The invoice's arithmetic (issue 41, `invoices-and-statements.md`): the quote's rules (lib/domain/quote.ts) applied to
 * stored lines. A line = round_half_up(quantity × unit), VAT per rate group through the quote's `vatGroupsOf`, home
 * currency VAT for a foreign-currency invoice, what a credit note may still take from a line. Pure and browser-safe:
 * amounts are minor units (`bigint`), rates basis points, quantities hundredths (negative on a credit note).
 */
import { amountOf, divideRounded, minorDigits, minorOf, multiplyRounded } from "./money";
import { vatGroupsOf, type VatGroup } from "./quote";

export interface InvoiceLineMoney {
  netMinor: bigint;
  vatBp: number;
}

export interface InvoiceTotals {
  netMinor: bigint;
  vat: VatGroup[];
  vatMinor: bigint;
  totalMinor: bigint;
}

/** round_half_up(quantity × unit): quantity in hundredths (may be negative), half away from zero. */
export const lineNet = (quantityHundredths: number, unitMinor: bigint, currency: string): bigint =>
  minorOf(multiplyRounded(amountOf(unitMinor, currency), BigInt(quantityHundredths), 2n));

/** The totals of a set of lines: VAT rounded once per rate group; `zeroRated` (reverse charge...) makes every rate 0. */
export function invoiceTotals(lines: readonly InvoiceLineMoney[], currency: string, zeroRated = false): InvoiceTotals {
  const bases = new Map<number, bigint>();
  for (const l of lines) {
    const rate = zeroRated ? 0 : l.vatBp;
    bases.set(rate, (bases.get(rate) ?? 0n) + l.netMinor);
  }
  const vat = vatGroupsOf(bases, currency);
  const netMinor = lines.reduce((s, l) => s + l.netMinor, 0n);
  const vatMinor = vat.reduce((s, g) => s + g.amountMinor, 0n);
  return { netMinor, vat, vatMinor, totalMinor: netMinor + vatMinor };
}

const FX = /^(\d{1,6})(?:\.(\d{1,6}))?$/;

/** "0.900000" -> 900000 millionths (numeric(12,6)); null for anything else or zero. */
export function parseFxRate(text: string): bigint | null {
  const m = FX.exec(text.trim());
  if (!m) return null;
  const micro = BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? "").padEnd(6, "0"));
  return micro > 0n ? micro : null;
}

/** 900000n -> "0.900000". */
export const fxRateToString = (micro: bigint): string => `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, "0")}`;

/**
 * The VAT in the home currency: round_half_up(vat × rate) in the home currency's minor units (the rate is home units
 * per one unit of the invoice's currency), e.g. 252.00 USD × 0.900000 = 226.80 EUR.
 */
export function homeVatMinor(vatMinor: bigint, currency: string, fxMicro: bigint, homeCurrency: string): bigint {
  const up = 10n ** BigInt(minorDigits(homeCurrency));
  const down = 10n ** BigInt(minorDigits(currency));
  return divideRounded(vatMinor * fxMicro * up, 1_000_000n * down);
}

/**
 * What a credit note may still take from an invoice line: its net less what earlier credit notes took (their lines'
 * nets are negative).
 */
export const remainingOfLine = (lineNetMinor: bigint, creditedNetMinors: readonly bigint[]): bigint =>
  lineNetMinor + creditedNetMinors.reduce((s, n) => s + n, 0n);

/** Whole days from `dueDate` to `today` (both YYYY-MM-DD), 0 when not yet due. */
export function daysOverdue(dueDate: string | null, today: string): number {
  if (!dueDate) return 0;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  return days > 0 ? days : 0;
}

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Hundredths as a signed decimal string: -250 -> "-2.50". */
export const signedQuantity = (hundredths: number): string =>
  `${hundredths < 0 ? "-" : ""}${Math.trunc(Math.abs(hundredths) / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, "0")}`;

/** "-2.50" (numeric(9,2) as read) -> -250 hundredths. */
export function hundredthsOf(numeric: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?/.exec(numeric.trim());
  if (!m) return 0;
  const v = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -v : v;
}

/**
 * Each line's share of its VAT group's amount (for a per-line export): round_half_up(net × rate) for every line of a
 * group but its last, which takes what the group's amount leaves, so the lines' VAT sums to the document's VAT.
 * `groupVat` maps a rate to the group's stored amount (a credit note's last may differ from its own rounding).
 */
export function vatPerLine(lines: readonly InvoiceLineMoney[], currency: string, groupVat: ReadonlyMap<number, bigint>): bigint[] {
  const out: bigint[] = lines.map(() => 0n);
  const byRate = new Map<number, number[]>();
  lines.forEach((l, i) => byRate.set(l.vatBp, [...(byRate.get(l.vatBp) ?? []), i]));
  for (const [rate, idx] of byRate) {
    let used = 0n;
    idx.forEach((i, k) => {
      if (k === idx.length - 1) out[i] = (groupVat.get(rate) ?? 0n) - used;
      else {
        out[i] = minorOf(multiplyRounded(amountOf(lines[i].netMinor, currency), BigInt(rate), 4n));
        used += out[i];
      }
    });
  }
  return out;
}
