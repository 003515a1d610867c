import { describe, expect, it } from "vitest";
import type { CalendarJson } from "../jobs/types";
import { boardDays } from "./board-days";
import { BOARD_PAGE_SIZE, boardRows, matchingTalents, talentDaysFrom, talentsWithWork, type BoardLine } from "./board-index";

const line = (id: number, talent: number, day: string, over: Partial<BoardLine> = {}): BoardLine => ({
  id,
  job_id: 1,
  job_reference: "00000001",
  job_title: "Spring lookbook",
  client: "Studio Nord",
  client_email: null,
  held_by: null,
  talent_profile_id: talent,
  kind: "job",
  state: "option",
  rank: 1,
  starts_at: `${day}T09:00:00.000Z`,
  ends_at: `${day}T17:00:00.000Z`,
  time_zone: "UTC",
  option_expires_at: null,
  challenge_deadline: null,
  ...over,
});

describe("boardRows", () => {
  const days = boardDays("week", "2026-03-04");
  const talents = [
    { id: 1, stage_name: "Ana", user_id: 101, image_url: null },
    { id: 2, stage_name: "Bea", user_id: 102, image_url: null },
  ];

  it("puts each live line on its days, confirmed first then options by rank, and leaves the others out", () => {
    const rows = boardRows(
      talents,
      {
        lines: [
          line(1, 1, "2026-03-03", { rank: 2 }),
          line(2, 1, "2026-03-03", { state: "confirmed", rank: 1 }),
          line(3, 1, "2026-03-03", { state: "released", rank: null }),
          line(4, 2, "2026-03-05", { ends_at: "2026-03-06T12:00:00.000Z" }),
        ],
        blocks: [],
      },
      days,
    );
    expect(rows[0].cells.find((c) => c.day === "2026-03-03")?.lines.map((l) => l.id)).toEqual([2, 1]);
    expect(rows[1].cells.filter((c) => c.lines.length).map((c) => c.day)).toEqual(["2026-03-05", "2026-03-06"]);
  });

  it("greys the days a talent blocked, both ends included", () => {
    const rows = boardRows(talents, { lines: [], blocks: [{ id: 9, talent_profile_id: 2, starts_on: "2026-03-03", ends_on: "2026-03-04", kind: "holiday" }] }, days);
    expect(rows[1].cells.map((c) => Boolean(c.block))).toEqual([false, true, true, false, false, false, false]);
    expect(rows[0].cells.some((c) => c.block)).toBe(false);
  });

  it("draws only the page's talents of a 200-talent, 2,000-line month", () => {
    const month = boardDays("month", "2026-03-04");
    const roster = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, stage_name: `Talent ${i + 1}`, user_id: 1000 + i, image_url: null }));
    const lines = Array.from({ length: 2000 }, (_, i) => line(i + 1, (i % 200) + 1, month[i % 31], { rank: (i % 3) + 1 }));
    const rows = boardRows(roster.slice(0, BOARD_PAGE_SIZE), { lines, blocks: [] }, month);
    expect(rows).toHaveLength(50);
    expect(rows.flatMap((r) => r.cells).reduce((n, c) => n + c.lines.length, 0)).toBe(500);
    expect(rows.map((r) => r.id)).toEqual(roster.slice(0, 50).map((t) => t.id));
  });
});

describe("matchingTalents", () => {
  it("finds a name by any part, without accents or case", () => {
    const roster: CalendarJson["talents"] = [
      { id: 1, stage_name: "Zoë Martin", user_id: 101, image_url: null },
      { id: 2, stage_name: "Ana", user_id: 102, image_url: null },
    ];
    expect(matchingTalents(roster, " zoe ").map((t) => t.id)).toEqual([1]);
    expect(matchingTalents(roster, "")).toHaveLength(2);
  });
});

describe("talentsWithWork", () => {
  it("keeps the talents with a live line in view, dropping released ones", () => {
    const talents = [1, 2, 3].map((id) => ({ id, stage_name: `T${id}`, user_id: id, image_url: null }));
    const lines = [line(1, 1, "2031-03-04"), line(2, 3, "2031-03-04", { state: "released", rank: null })];
    expect(talentsWithWork(talents, lines).map((t) => t.id)).toEqual([1]);
  });
});

describe("talentDaysFrom", () => {
  it("marks each talent free, on option with its best rank, confirmed or blocked on the day, an option showing under a block", () => {
    const talents = [1, 2, 3, 4].map((id) => ({ id, stage_name: `T${id}`, user_id: id, image_url: null }));
    const lines = [line(1, 2, "2031-03-04", { rank: 2 }), line(2, 3, "2031-03-04", { state: "confirmed" }), line(3, 4, "2031-03-04"), line(4, 1, "2031-03-05")];
    const blocks = [{ id: 1, talent_profile_id: 4, starts_on: "2031-03-01", ends_on: "2031-03-04", kind: "holiday" as const }];
    const days = talentDaysFrom({ talents, lines, blocks }, "2031-03-04");
    expect([1, 2, 3, 4].map((id) => [days.get(id)?.state, days.get(id)?.rank])).toEqual([["free", null], ["option", 2], ["confirmed", null], ["blocked", 1]]);
  });
});
