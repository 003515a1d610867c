import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import Link from "next/link";
import { availabilityKindLabels } from "@/lib/domain/availability";
import { formatJobReference, lineKindLabels, lineStateLabels, rankLabel } from "@/lib/domain/jobs";
import { formatLineRangeInZone, timeInZone } from "@/lib/domain/zoned-time";
import { cn } from "@/lib/utils";
import { dayHead, type BoardView } from "./board-days";
import type { BoardLine, BoardRow } from "./board-index";

/** A line's chip: confirmed solid, a 1st option in the accent, later options outlined. */
function chipClass(line: BoardLine): string {
  if (line.state === "confirmed") return "bg-primary text-primary-foreground";
  return line.rank === 1 ? "bg-accent-soft text-accent ring-1 ring-accent/40" : "bg-background text-foreground ring-1 ring-border";
}

/** The chip's words (its name and tooltip): state and rank, job, client, talent, time, and what holds a later option's time. */
function chipText(line: BoardLine, stageName: string): string {
  const rank = line.rank != null ? rankLabel(line.rank) : "";
  const held = line.held_by ? `, behind the ${line.held_by.job_title} job ${formatJobReference(line.held_by.job_reference)} (${line.held_by.client})` : "";
  return `${lineStateLabels[line.state]}${rank ? ` (${rank})` : ""}: ${line.job_title}, ${line.client}, ${stageName}, ${lineKindLabels[line.kind]}, ${formatLineRangeInZone(new Date(line.starts_at), new Date(line.ends_at), line.time_zone)}, job ${formatJobReference(line.job_reference)}${held}`;
}

function LineChip({ line, row, day, wide, onOpen }: { line: BoardLine; row: BoardRow; day: string; wide: boolean; onOpen: (line: BoardLine) => void }) {
  // The chip is picked up with the pointer (a move of 6 px: a click still opens it); the keyboard moves it from the opened line.
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `${line.id}@${day}`, data: { line, row, day } });
  const rank = line.rank != null ? rankLabel(line.rank) : "";
  const what = chipText(line, row.stageName);
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      onClick={() => onOpen(line)}
      title={what}
      aria-label={what}
      data-line={line.id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "block w-full cursor-grab touch-none truncate rounded-sm px-1 py-0.5 text-left text-[11px] leading-tight font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        chipClass(line),
        isDragging && "relative z-20 cursor-grabbing shadow-lg",
      )}
    >
      {/* A tick fits a month's narrow cell; the chip's name says "Confirmed" in words. */}
      <span className="tnum">{line.state === "confirmed" ? "✓" : rank}</span>
      {!wide && <span className="block truncate text-[10px] font-normal">{line.client}</span>}
      {wide && (
        <>
          <span className="tnum font-normal"> {timeInZone(new Date(line.starts_at), line.time_zone)}</span>
          <span className="block truncate font-normal">{line.client}</span>
          {line.held_by && <span className="block truncate font-normal opacity-80">behind {line.held_by.client}</span>}
        </>
      )}
    </button>
  );
}

/** A day of a talent's row: where a chip can be dropped. */
function DayCell({ row, day, className, title, children }: { row: BoardRow; day: string; className?: string; title?: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${row.id}:${day}`, data: { talentId: row.id, day } });
  return (
    <td ref={setNodeRef} data-day={day} className={cn(className, isOver && "bg-accent-soft/60 outline-2 -outline-offset-2 outline-accent")} title={title}>
      {children}
    </td>
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
  /** A chip clicked: open its line. */
  onOpen: (line: BoardLine, row: BoardRow) => void;
  /** A chip dropped on a day (of its row or another's). */
  onDrop: (drop: { line: BoardLine; row: BoardRow; from: string; to: string; talentId: number }) => void;
};

/**
 * The board's table: talents down the side (sticky), days across, each cell the talent's live lines that day as
 * chips (a click opens the line, a drag moves it to another day) and a blocked day greyed with its kind.
 */
export function BoardGrid({ view, days, rows, today, scrollRef, talentLinks = false, onOpen, onDrop }: BoardGridProps) {
  const wide = view === "week";
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = active.data.current as { line: BoardLine; row: BoardRow; day: string };
    const to = over.data.current as { talentId: number; day: string };
    onDrop({ line: from.line, row: from.row, from: from.day, to: to.day, talentId: to.talentId });
  };
  // A month fits a wide screen (1280 px and up) without scrolling sideways; narrower, it scrolls.
  const minWidth = wide ? 7 * 120 + 112 : days.length * 34 + 112;
  // `relative`: the cells' screen-reader text (absolutely placed) stays inside the scrolling box, not widening the page.
  return (
    <DndContext sensors={sensors} onDragEnd={dropped} accessibility={{ screenReaderInstructions: { draggable: "Open the line to move it with the keyboard." } }}>
    <div ref={scrollRef} className="relative overflow-x-auto rounded-md border border-border">
      <table
        className={cn("w-full table-fixed border-collapse text-sm", wide ? "min-w-(--board-min)" : "min-w-(--board-min) xl:min-w-0")}
        style={{ "--board-min": `${minWidth}px` } as React.CSSProperties}
      >
        <caption className="sr-only">Talents by day: options with their rank, confirmed lines and blocked days</caption>
        <thead>
          <tr className="bg-muted/60">
            <th scope="col" className="sticky left-0 z-10 w-28 bg-muted px-2 py-2 sm:w-36 xl:w-32 text-left text-xs font-medium text-muted-foreground">
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
              <th scope="row" className="sticky left-0 z-10 w-28 max-w-28 truncate bg-card px-2 sm:w-36 sm:max-w-36 xl:w-32 xl:max-w-32 py-1.5 text-left text-xs font-medium">
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
                <DayCell
                  key={cell.day}
                  row={row}
                  day={cell.day}
                  className={cn(
                    "h-10 border-l border-border p-0.5 align-top",
                    cell.block && "bg-muted bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.06)_0_3px,transparent_3px_7px)]",
                  )}
                  title={cell.block ? `Blocked: ${availabilityKindLabels[cell.block.kind]}` : undefined}
                >
                  {cell.block && <span className="sr-only">Blocked: {availabilityKindLabels[cell.block.kind]}. </span>}
                  <div className="flex flex-col gap-0.5">
                    {cell.lines.map((line) => (
                      <LineChip key={line.id} line={line} row={row} day={cell.day} wide={wide} onOpen={(l) => onOpen(l, row)} />
                    ))}
                  </div>
                </DayCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </DndContext>
  );
}
