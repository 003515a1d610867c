/**
 * Issue 41, the finance screens: the words of invoice states and line kinds, the aging buckets of the Unpaid tab and
 * the display of the API's decimal money strings. Browser-safe; the arithmetic stays in money.ts and invoice.ts.
 */
import type { InvoiceKind, InvoiceLineKind, InvoiceStatus } from "./finance";
import { formatMoney, parseDecimal } from "./money";

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  issued: "Issued",
  partially_paid: "Partially paid",
  paid: "Paid",
  partially_credited: "Partially credited",
  credited: "Credited",
  written_off: "Written off",
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: "Invoice", credit_note: "Credit note" };

export const INVOICE_LINE_KIND_LABELS: Record<InvoiceLineKind, string> = { talent_fee: "Fee", agency_fee: "Agency fee", expense: "Expense" };

/** The badge variant of an invoice state: open money calm, settled green, voided grey. */
export function invoiceStatusVariant(status: InvoiceStatus): "outline" | "secondary" | "success" | "neutral" | "accent" {
  switch (status) {
    case "draft":
      return "outline";
    case "paid":
      return "success";
    case "credited":
    case "written_off":
      return "neutral";
    case "partially_paid":
    case "partially_credited":
      return "accent";
    default:
      return "secondary";
  }
}

export const AGING_BUCKETS = ["current", "0-30", "31-60", "60+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = { current: "Not yet due", "0-30": "0–30 days overdue", "31-60": "31–60 days overdue", "60+": "60+ days overdue" };

/** The last day overdue each bucket holds (not yet due is 0 days overdue): the one home of the spec's 0–30 / 31–60 / 60+. */
export const AGING_LAST_DAY: Record<AgingBucket, number> = { current: 0, "0-30": 30, "31-60": 60, "60+": Number.POSITIVE_INFINITY };

/** The aging bucket of an unpaid invoice from its `days_overdue` (0 while not yet due). */
export function agingBucket(daysOverdue: number): AgingBucket {
  return AGING_BUCKETS.find((b) => daysOverdue <= AGING_LAST_DAY[b]) ?? "60+";
}

/** "1500.00" + "EUR" -> "€1,500.00"; the text itself when it is not a decimal of the currency. */
export function showMoney(decimal: string | null | undefined, currency: string): string {
  if (decimal === null || decimal === undefined) return "—";
  const minor = parseDecimal(decimal, currency);
  return minor === null ? decimal : formatMoney(minor, currency);
}

/** Whether a decimal money string is above zero. */
export const isPositiveMoney = (decimal: string): boolean => /^\d/.test(decimal) && /[1-9]/.test(decimal);

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-03-04" -> "Mar 4, 2026" (a calendar day, no time zone shift); "—" for none. */
export function showDay(day: string | null | undefined): string {
  if (!day) return "—";
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dayFormat.format(d);
}

/** The finance desk's tabs (`/admin/finance?tab=`). */
export const FINANCE_TABS = ["ready", "drafts", "unpaid", "paid"] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];

/** The Unpaid tab's states, one at a time (the list API filters by one state). */
export const UNPAID_FILTERS = ["issued", "partially_paid", "partially_credited"] as const satisfies readonly InvoiceStatus[];
export type UnpaidFilter = (typeof UNPAID_FILTERS)[number];
