import Link from "next/link";
import { availabilityKindLabels } from "@/lib/domain/availability";
import { formatJobReference, lineKindLabels, lineStateLabels, rankLabel } from "@/lib/domain/jobs";
import { formatLineRangeInZone } from "@/lib/domain/zoned-time";
import { cn } from "@/lib/utils";
import { dayHead, type BoardView } from "./board-days";
import type { BoardLine, BoardRow } from "./board-index";

/** A line's chip: confirmed solid, a 1st option in the accent, later options outlined. */
function chipClass(line: BoardLine): string {
  if (line.state === "confirmed") return "bg-primary text-primary-foreground";
  return line.rank === 1 ? "bg-accent-soft text-accent ring-1 ring-accent/40" : "bg-background text-foreground ring-1 ring-border";
}

function LineChip({ line, wide }: { line: BoardLine; wide: boolean }) {
  const rank = line.rank != null ? rankLabel(line.rank) : "";
  const what = `${lineStateLabels[line.state]}${rank ? ` (${rank})` : ""}: ${line.job_title}, ${line.client}, ${lineKindLabels[line.kind]}, ${formatLineRangeInZone(new Date(line.starts_at), new Date(line.ends_at), line.time_zone)}, job ${formatJobReference(line.job_reference)}`;
  return (
    <Link
      href={`/admin/jobs/${line.job_id}#line-${line.id}`}
      title={what}
      aria-label={what}
      className={cn(
        "block truncate rounded-sm px-1 py-0.5 text-[11px] leading-tight font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        chipClass(line),
      )}
    >
      {/* A tick fits a month's narrow cell; the link's name says "Confirmed" in words. */}
      <span className="tnum">{line.state === "confirmed" ? "✓" : rank}</span>
      {wide && <span className="font-normal"> {line.job_title}</span>}
    </Link>
  );
}

type BoardGridProps = {
  view: BoardView;
  days: readonly string[];
  rows: BoardRow[];
  today: string;
  scrollRef?: React.Ref<HTMLDivElement>;
  /** Link each talent's name to their availability on the talent's page (staff with the `talents` permission). */
  talentLinks?: boolean;
};

/**
 * The board's table: talents down the side (sticky), days across, each cell the talent's live lines that day as
 * chips (a link to the line on its job page) and a blocked day greyed with its kind.
 */
export function BoardGrid({ view, days, rows, today, scrollRef, talentLinks = false }: BoardGridProps) {
  const wide = view === "week";
  return (
    // `relative`: the cells' screen-reader text (absolutely placed) stays inside the scrolling box, not widening the page.
    <div ref={scrollRef} className="relative overflow-x-auto rounded-md border border-border">
      <table className="w-full table-fixed border-collapse text-sm" style={{ minWidth: wide ? 7 * 120 + 112 : days.length * 40 + 112 }}>
        <caption className="sr-only">Talents by day: options with their rank, confirmed lines and blocked days</caption>
        <thead>
          <tr className="bg-muted/60">
            <th scope="col" className="sticky left-0 z-10 w-28 bg-muted px-2 sm:w-36 py-2 text-left text-xs font-medium text-muted-foreground">
              Talent
            </th>
            {days.map((day) => {
              const head = dayHead(day);
              return (
                <th
                  key={day}
                  scope="col"
                  data-today={day === today ? "" : undefined}
                  className={cn("border-l border-border px-1 py-1 text-center text-[11px] font-medium", head.weekend && "bg-muted", day === today && "text-accent")}
                >
                  <span className="block text-muted-foreground">{wide ? head.weekday : head.weekday.slice(0, 2)}</span>
                  <span className={cn("tnum", day === today && "rounded-sm bg-accent px-1 text-accent-foreground")}>{head.day}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 w-28 max-w-28 truncate bg-card sm:w-36 sm:max-w-36 px-2 py-1.5 text-left text-xs font-medium">
                {talentLinks ? (
                <Link
                  href={`/admin/talents/${row.userId}#availability`}
                  title={`${row.stageName}: availability`}
                  className="block truncate underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                >
                  {row.stageName}
                </Link>
                ) : (
                  row.stageName
                )}
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.day}
                  className={cn(
                    "h-10 border-l border-border p-0.5 align-top",
                    cell.block && "bg-muted bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.06)_0_3px,transparent_3px_7px)]",
                  )}
                  title={cell.block ? `Blocked: ${availabilityKindLabels[cell.block.kind]}` : undefined}
                >
                  {cell.block && <span className="sr-only">Blocked: {availabilityKindLabels[cell.block.kind]}. </span>}
                  <div className="flex flex-col gap-0.5">
                    {cell.lines.map((line) => (
                      <LineChip key={line.id} line={line} wide={wide} />
                    ))}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
