import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The pages to show: always the first and last, the current one with a neighbour each side, gaps as null. */
function pageWindow(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  className?: string;
} & (
  | {
      /** Link mode (server pages): the URL of a page, e.g. `(p) => \`/admin/talents?page=${p}\``. */
      hrefFor: (page: number) => string;
      onPageChange?: never;
    }
  | {
      /** Button mode (client components): called with the chosen page. */
      onPageChange: (page: number) => void;
      hrefFor?: never;
    }
);

export function Pagination({ page, totalPages, className, hrefFor, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  function item(target: number, content: React.ReactNode, opts: { label?: string; current?: boolean; disabled?: boolean }) {
    const classes = buttonClassName({
      variant: opts.current ? "default" : "ghost",
      size: "icon-sm",
      className: cn("min-w-8 px-2 tnum", opts.label && "w-auto gap-1 px-2.5"),
    });
    if (opts.disabled) {
      return (
        <span aria-disabled="true" className={cn(classes, "opacity-40")}>
          {content}
        </span>
      );
    }
    const common = {
      className: classes,
      "aria-label": opts.label,
      "aria-current": opts.current ? ("page" as const) : undefined,
    };
    if (hrefFor) {
      return (
        <Link href={hrefFor(target)} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" onClick={() => onPageChange?.(target)} {...common}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label="Pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {item(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </>,
            { label: "Previous page", disabled: current === 1 },
          )}
        </li>
        {pageWindow(current, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-sm text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>{item(p, p, { current: p === current })}</li>
          ),
        )}
        <li>
          {item(
            current + 1,
            <>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </>,
            { label: "Next page", disabled: current === totalPages },
          )}
        </li>
      </ul>
    </nav>
  );
}
