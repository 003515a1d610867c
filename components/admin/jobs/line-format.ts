import type { BadgeVariant } from "@/components/ui/badge";
import type { JobStatus, LineState } from "@/lib/domain/jobs";

/** A line's state as a badge: confirmed solid, an option soft, the ones that left the time outlined or struck. */
export const lineStateVariant: Record<LineState, BadgeVariant> = {
  confirmed: "default",
  option: "accent",
  released: "outline",
  expired: "neutral",
  cancelled: "destructive",
};

/** A job's status as a badge, in the bookings list's manner. */
export const jobStatusVariant: Record<JobStatus, BadgeVariant> = {
  draft: "secondary",
  active: "default",
  completed: "outline",
  cancelled: "destructive",
};

const money = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "1,200 EUR", or null with no fee. */
export function lineFee(fee: number | null, currency: string | null): string | null {
  if (fee == null) return null;
  return `${money.format(fee)}${currency ? ` ${currency}` : ""}`;
}
