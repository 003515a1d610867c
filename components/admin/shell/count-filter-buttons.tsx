"use client";

import { cn } from "@/lib/utils";

export interface CountFilter<K extends string> {
  key: K;
  label: string;
}

/** A row of toggle buttons, each with its count, as the talent and booking lists filter by category and status. */
export function CountFilterButtons<K extends string>({
  label,
  filters,
  active,
  counts,
  capped,
  onSelect,
}: {
  label: string;
  filters: CountFilter<K>[];
  active: K;
  /** Each filter's count; "–" while they load; `false` for a list whose API counts nothing (no count shown). */
  counts: Record<K, number> | null | undefined | false;
  /** The counts that stopped at their cap: shown as "at least" ("1,000+"). */
  capped?: readonly K[];
  onSelect: (key: K) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {filters.map((f) => {
        const isActive = active === f.key;
        return (
          <button
            key={f.key}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(f.key)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-sm border px-3 text-xs font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              isActive ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted",
            )}
          >
            {f.label}
            {counts !== false && <span className={cn("tnum", isActive ? "opacity-80" : "text-muted-foreground")}>{counts ? `${counts[f.key].toLocaleString("en-GB")}${capped?.includes(f.key) ? "+" : ""}` : "–"}</span>}
          </button>
        );
      })}
    </div>
  );
}
