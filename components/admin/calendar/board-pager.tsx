"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

const numbers = new Intl.NumberFormat("en-US");

/** The board's pages of talents: "Talents 1–50 of 1,880" with Previous and Next. */
export function BoardPager({ paging, onPageChange }: { paging: { page: number; limit: number; total: number; last_page: number }; onPageChange: (page: number) => void }) {
  const { page, limit, total, last_page: lastPage } = paging;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav aria-label="Talent pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-muted-foreground tnum" aria-live="polite">
        Talents {numbers.format(first)}–{numbers.format(last)} of {numbers.format(total)}
      </p>
      {lastPage > 1 && (
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
