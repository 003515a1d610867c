"use client";

import { ChevronLeft, ChevronRight, Users } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { dayInZone } from "@/lib/domain/zoned-time";
import { cn } from "@/lib/utils";
import { useAgencyTimeZone } from "../shell/agency-clock";
import { boardDays, shiftAnchor, viewTitle, type BoardView } from "./board-days";
import { boardRows, talentsWithWork, type BoardLine } from "./board-index";
import { BoardGrid } from "./board-grid";
import { BoardPager } from "./board-pager";
import { LineSheet } from "./line-sheet";
import { useBoardMove } from "./use-board-move";
import { useBoardPage } from "./use-board-page";

const views: { key: BoardView; label: string }[] = [
  { key: "week", label: "Week" },
  { key: "month", label: "Month" },
];

function Legend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="rounded-sm bg-primary px-1 text-[11px] font-medium text-primary-foreground">
          ✓
        </span>{" "}
        Confirmed
      </li>
      <li className="flex items-center gap-1.5">
        <span className="rounded-sm bg-accent-soft px-1 text-[11px] font-medium text-accent ring-1 ring-accent/40">1st</span> 1st option
      </li>
      <li className="flex items-center gap-1.5">
        <span className="rounded-sm px-1 text-[11px] font-medium ring-1 ring-border">2nd</span> Later options
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm bg-muted ring-1 ring-border" /> Blocked day
      </li>
    </ul>
  );
}

/**
 * `/admin/calendar`, the board: a week or a month (each line on its days in its job's time zone) of every active
 * talent's options, confirmed lines and blocked days. Rows are paged on the server (50 talents a page, searched there
 * too: `useBoardPage`), so a 1,880-talent month reads and draws one page at a time.
 */
export function CalendarBoard({ talentLinks = false }: { talentLinks?: boolean }) {
  const today = dayInZone(new Date(), useAgencyTimeZone());
  const [view, setView] = useState<BoardView>("week");
  const [anchor, setAnchor] = useState(today);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [onlyWorking, setOnlyWorking] = useState(false);
  const [opened, setOpened] = useState<{ line: BoardLine; stageName: string } | null>(null);
  const mover = useBoardMove();
  const days = useMemo(() => boardDays(view, anchor), [view, anchor]);
  const range = { from: days[0], to: days[days.length - 1] };
  const query = useBoardPage(range, page, search);

  // On a narrow screen the board scrolls sideways: bring today's column into view when the days change.
  const scrollRef = useRef<HTMLDivElement>(null);
  const hasRows = Boolean(query.data);
  useEffect(() => {
    const box = scrollRef.current;
    const column = box?.querySelector<HTMLElement>("th[data-today]");
    const side = box?.querySelector<HTMLElement>("thead th");
    if (box && column && side) box.scrollLeft = Math.max(0, column.offsetLeft - side.offsetWidth);
    else if (box) box.scrollLeft = 0;
  }, [days, hasRows]);

  const talents = useMemo(() => {
    const all = query.data?.talents ?? [];
    return onlyWorking && query.data ? talentsWithWork(all, query.data.lines) : all;
  }, [query.data, onlyWorking]);
  const rows = useMemo(() => (query.data ? boardRows(talents, query.data, days) : []), [query.data, talents, days]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Calendar" description="Who is optioned, confirmed or blocked, day by day (each job on its own clock). Drag a line to another day or talent, or open it to act on it." />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="flex gap-1">
            {views.map((v) => (
              <Button key={v.key} size="sm" variant={view === v.key ? "default" : "outline"} aria-pressed={view === v.key} onClick={() => setView(v.key)}>
                {v.label}
              </Button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            <Button size="icon-sm" variant="outline" aria-label={`Previous ${view}`} onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
              Today
            </Button>
            <Button size="icon-sm" variant="outline" aria-label={`Next ${view}`} onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <h2 className="font-sans text-base font-semibold tracking-normal" aria-live="polite">
            {viewTitle(view, days)}
          </h2>
        </div>
        <SearchInput
          label="Search talents on the board"
          placeholder="Search talents"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="w-full lg:w-72"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Legend />
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={onlyWorking}
            onCheckedChange={(v) => {
              setOnlyWorking(v === true);
              setPage(1);
            }}
          />
          Only talents with work in view
        </label>
      </div>
      {mover.refusal && (
        <div role="alert" className="flex flex-col gap-2 rounded-sm border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between">
          <span>
            <span className="font-medium">Not moved: </span>
            {mover.refusal.message}
          </span>
          <span className="flex gap-2">
            {mover.refusal.override && (
              <Button size="sm" variant="destructive" loading={mover.pending} onClick={mover.overrideRefusal}>
                Move anyway
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={mover.dismissRefusal} disabled={mover.pending}>
              Dismiss
            </Button>
          </span>
        </div>
      )}

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-1">
          <span className="sr-only" role="status">
            Loading the board...
          </span>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not load the board." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Users />} title="No talents" text={search ? "No talent matches the search." : onlyWorking ? "No talent has work in view." : "No active talent yet."} />
      ) : (
        <>
          {query.data?.talent_paging && <BoardPager paging={query.data.talent_paging} onPageChange={setPage} />}
          <div className={cn(query.isFetching && "opacity-70 transition-opacity")}>
            <BoardGrid
              view={view}
              days={days}
              rows={rows}
              today={today}
              scrollRef={scrollRef}
              talentLinks={talentLinks}
              onOpen={(line, row) => setOpened({ line, stageName: row.stageName })}
              onDrop={({ line, row, from, to, talentId }) => {
                // A drop on another talent's row gives them the line (asked first, like a day's move).
                const target = talentId !== row.id ? rows.find((r) => r.id === talentId) : undefined;
                mover.ask({ line, stageName: row.stageName, from, to, ...(target ? { toTalent: { id: target.id, name: target.stageName } } : {}) });
              }}
            />
          </div>
          {query.data?.talent_paging && query.data.talent_paging.last_page > 1 && <BoardPager paging={query.data.talent_paging} onPageChange={setPage} />}
        </>
      )}
      <LineSheet open={opened?.line ?? null} stageName={opened?.stageName ?? ""} onClose={() => setOpened(null)} mover={mover} />
      {mover.asking && mover.note && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && mover.cancel()}
          title={mover.note.title}
          description={mover.note.description}
          confirmLabel={mover.note.confirmLabel}
          cancelLabel={mover.note.cancelLabel}
          busyLabel={mover.note.busyLabel}
          onConfirm={() => {
            setOpened(null);
            return mover.confirm();
          }}
        />
      )}
    </div>
  );
}
