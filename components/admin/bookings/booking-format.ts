const money = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** '$1,000 - $5,000', one end alone when only one is known, else 'N/A'. */
export function budgetRange(min: number | null, max: number | null): string {
  if (min == null && max == null) return "N/A";
  if (min != null && max != null) return `$${money.format(min)} - $${money.format(max)}`;
  return min != null ? `From $${money.format(min)}` : `Up to $${money.format(max as number)}`;
}

export { projectTypeLabel } from "@/lib/domain/booking";
