import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { INVOICE_STATUS_LABELS, invoiceStatusVariant } from "@/lib/domain/finance-display";
import type { InvoiceStatus } from "@/lib/domain/finance";
import { cn } from "@/lib/utils";

/** An invoice's state as a chip. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={invoiceStatusVariant(status)}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

/** A row of tabs that are links (server-rendered lists keep their tab and page in the address). */
export function LinkTabs({ label, tabs, active }: { label: string; tabs: { key: string; label: string; href: string }[]; active: string }) {
  return (
    <nav aria-label={label} className="flex items-center gap-6 overflow-x-auto border-b border-border">
      {tabs.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          aria-current={t.key === active ? "page" : undefined}
          className={cn(
            "-mb-px inline-flex shrink-0 items-center border-b-2 py-3 text-sm font-medium whitespace-nowrap transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            t.key === active ? "border-foreground text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** A label and its value, in a detail card's definition list. */
export function Fact({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("grid grid-cols-[8.5rem_1fr] gap-3 py-1.5 text-sm", className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? "—"}</dd>
    </div>
  );
}

/** A sum with its label (statement and finance totals). */
export function Sum({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border bg-card px-4 py-3">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className={cn("tnum text-lg", strong ? "font-semibold" : "font-medium")}>{value}</span>
    </div>
  );
}
