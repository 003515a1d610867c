import { blockCovers } from "@/lib/domain/availability";
import { isLiveLine } from "@/lib/domain/jobs";
import { talentDayOf, type TalentDay } from "@/lib/domain/talent-day";
import type { CalendarJson } from "../jobs/types";
import { daysTouched } from "./board-days";

export type BoardLine = CalendarJson["lines"][number];
type BoardBlock = CalendarJson["blocks"][number];

/** One row of the board: a talent, the live lines on each day (options by rank) and the block of each blocked day. */
export interface BoardRow {
  id: number;
  /** The talent's account: its admin page is `/admin/talents/{userId}`. */
  userId: number;
  stageName: string;
  cells: { day: string; lines: BoardLine[]; block: BoardBlock | null }[];
}

/** How many talents a board page shows: 50 rows of a month is about 1,600 cells, quick to draw on a phone. */
export const BOARD_PAGE_SIZE = 50;

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The talents whose name contains the search, in the roster's order. */
export function matchingTalents(talents: CalendarJson["talents"], search: string): CalendarJson["talents"] {
  const term = fold(search.trim());
  return term ? talents.filter((t) => fold(t.stage_name).includes(term)) : talents;
}

/** The talents with a live line (option or confirmed) in the days shown: "Only talents with work in view". */
export function talentsWithWork(talents: CalendarJson["talents"], lines: CalendarJson["lines"]): CalendarJson["talents"] {
  const working = new Set(lines.filter((l) => isLiveLine(l.state)).map((l) => l.talent_profile_id));
  return talents.filter((t) => working.has(t.id));
}

/**
 * The rows of one page of talents. Lines and blocks are grouped by talent first, so the work is the page's cells plus
 * one pass over the data, whatever the roster's size. Only live lines (options, confirmed) hold a cell: the others
 * are on the job page. Within a cell, confirmed first, then options by rank.
 */
export function boardRows(talents: CalendarJson["talents"], data: Pick<CalendarJson, "lines" | "blocks">, days: readonly string[]): BoardRow[] {
  const wanted = new Set(talents.map((t) => t.id));
  const linesOf = new Map<number, BoardLine[]>();
  for (const line of data.lines) {
    if (!wanted.has(line.talent_profile_id) || !isLiveLine(line.state)) continue;
    const list = linesOf.get(line.talent_profile_id) ?? [];
    list.push(line);
    linesOf.set(line.talent_profile_id, list);
  }
  const blocksOf = new Map<number, BoardBlock[]>();
  for (const block of data.blocks) {
    if (!wanted.has(block.talent_profile_id)) continue;
    blocksOf.set(block.talent_profile_id, [...(blocksOf.get(block.talent_profile_id) ?? []), block]);
  }
  const order = (a: BoardLine, b: BoardLine) =>
    Number(b.state === "confirmed") - Number(a.state === "confirmed") || (a.rank ?? 99) - (b.rank ?? 99) || a.starts_at.localeCompare(b.starts_at);

  return talents.map((talent) => {
    const byDay = new Map<string, BoardLine[]>();
    for (const line of linesOf.get(talent.id) ?? []) {
      for (const day of daysTouched(line.starts_at, line.ends_at, days, line.time_zone)) byDay.set(day, [...(byDay.get(day) ?? []), line]);
    }
    const blocks = blocksOf.get(talent.id) ?? [];
    return {
      id: talent.id,
      userId: talent.user_id,
      stageName: talent.stage_name,
      cells: days.map((day) => ({ day, lines: (byDay.get(day) ?? []).sort(order), block: blocks.find((b) => blockCovers(b, day)) ?? null })),
    };
  });
}

/**
 * How each talent stands on `day` from the board's data for that day (the line form's picker, issue 39): the same rule
 * as the package picker's `talentDaysOn` (lib/services/talent-days.ts), read from the lines and blocks already loaded.
 */
export function talentDaysFrom(data: Pick<CalendarJson, "talents" | "lines" | "blocks">, day: string): Map<number, TalentDay> {
  const held = new Map(data.talents.map((t) => [t.id, { confirmed: false, ranks: [] as number[], blockKind: null as BoardBlock["kind"] | null }]));
  for (const line of data.lines) {
    const h = held.get(line.talent_profile_id);
    if (!h || !isLiveLine(line.state) || !daysTouched(line.starts_at, line.ends_at, [day], line.time_zone).length) continue;
    if (line.state === "confirmed") h.confirmed = true;
    else h.ranks.push(line.rank ?? 1);
  }
  for (const block of data.blocks) {
    const h = held.get(block.talent_profile_id);
    if (h && blockCovers(block, day)) h.blockKind ??= block.kind;
  }
  return new Map([...held].map(([id, h]) => [id, talentDayOf(h)]));
}
