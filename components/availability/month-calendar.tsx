"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { blockCovers } from "@/lib/domain/availability";
import { cn } from "@/lib/utils";

const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The days of a month's grid, Monday first, with the blanks before the 1st as nulls. */
function monthDays(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month, 1));
  const blanks = (first.getUTCDay() + 6) % 7;
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [...Array<null>(blanks).fill(null), ...Array.from({ length: count }, (_, i) => iso(new Date(Date.UTC(year, month, i + 1))))];
}

/** A work day of the talent (issue 39): confirmed or on option, with what for the day's label. */
export interface WorkDay {
  state: "confirmed" | "option";
  label: string;
}

/**
 * A small month calendar: blocked days greyed, work days marked (confirmed filled, options outlined), today outlined,
 * the picked range highlighted; a click on a day picks it (the manager makes two taps a range).
 */
export function MonthCalendar({
  blocks,
  onPick,
  work,
  selected,
}: {
  blocks: { starts_on: string; ends_on: string }[];
  onPick?: (day: string) => void;
  work?: ReadonlyMap<string, WorkDay>;
  selected?: { from: string; to: string } | null;
}) {
  const today = iso(new Date());
  const [cursor, setCursor] = useState(() => ({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() }));
  const move = (by: number) => setCursor(({ year, month }) => ({ year: year + Math.floor((month + by) / 12), month: (((month + by) % 12) + 12) % 12 }));
  const days = monthDays(cursor.year, cursor.month);
  return (
    <div className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between">
        <Button type="button" variant="ghost" size="icon" onClick={() => move(-1)} aria-label="Previous month">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthTitle.format(new Date(Date.UTC(cursor.year, cursor.month, 1)))}
        </p>
        <Button type="button" variant="ghost" size="icon" onClick={() => move(1)} aria-label="Next month">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs">
        {weekdays.map((d) => (
          <span key={d} aria-hidden="true" className="py-1 font-medium text-muted-foreground">
            {d}
          </span>
        ))}
        {days.map((day, i) => {
          if (!day) return <span key={`blank-${i}`} aria-hidden="true" />;
          const blocked = blocks.some((b) => blockCovers(b, day));
          const job = work?.get(day);
          const inRange = !!selected && day >= selected.from && day <= selected.to;
          return (
            <button
              key={day}
              type="button"
              onClick={() => onPick?.(day)}
              aria-pressed={onPick ? inRange : undefined}
              aria-label={`${day}${blocked ? ", blocked" : ""}${job ? `, ${job.label}` : ""}`}
              title={job?.label}
              className={cn(
                "relative rounded-sm py-1.5 tabular-nums transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                blocked && "bg-muted-foreground/20 text-muted-foreground line-through",
                day === today && "ring-1 ring-foreground",
                inRange && "bg-foreground text-background hover:bg-foreground/85",
              )}
            >
              {Number(day.slice(8))}
              {job && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute bottom-0.5 left-1/2 size-1.5 -translate-x-1/2 rounded-full",
                    job.state === "confirmed" ? "bg-success" : "border border-current bg-transparent",
                  )}
                />
              )}
            </button>
          );
        })}
      </div>
      {work && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-success" /> Confirmed work
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-1.5 rounded-full border border-current" /> On option
          </span>
        </p>
      )}
    </div>
  );
}
