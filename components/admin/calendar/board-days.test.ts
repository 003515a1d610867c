import { describe, expect, it } from "vitest";
import { boardDays, dayKey, dayLabel, daysTouched, shiftAnchor, shiftLine, viewTitle } from "./board-days";

const utc = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m - 1, d, h)).toISOString();

describe("boardDays", () => {
  it("shows a week from its Monday, whatever day the anchor is", () => {
    // 2026-03-04 is a Wednesday; 2026-03-08 a Sunday.
    expect(boardDays("week", "2026-03-04")).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"]);
    expect(boardDays("week", "2026-03-08")[0]).toBe("2026-03-02");
    expect(boardDays("week", "2026-03-02")[0]).toBe("2026-03-02");
  });

  it("shows a whole month, across year ends and leap days", () => {
    const feb = boardDays("month", "2028-02-17");
    expect(feb).toHaveLength(29);
    expect([feb[0], feb[28]]).toEqual(["2028-02-01", "2028-02-29"]);
    expect(boardDays("month", "2026-12-31").at(-1)).toBe("2026-12-31");
  });
});

describe("shiftAnchor", () => {
  it("moves a week by seven days and a month to the first of the next or previous one", () => {
    expect(shiftAnchor("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(shiftAnchor("week", "2026-03-04", -1)).toBe("2026-02-25");
    expect(shiftAnchor("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftAnchor("month", "2026-01-15", -1)).toBe("2025-12-01");
  });
});

describe("daysTouched", () => {
  const week = boardDays("week", "2026-03-04");

  it("puts a line on every day from its start to its end", () => {
    expect(daysTouched(utc(2026, 3, 3, 9), utc(2026, 3, 3, 17), week, "UTC")).toEqual(["2026-03-03"]);
    expect(daysTouched(utc(2026, 3, 3, 9), utc(2026, 3, 5, 12), week, "UTC")).toEqual(["2026-03-03", "2026-03-04", "2026-03-05"]);
  });

  it("gives an end at midnight sharp to the day before, and cuts a range at the view's edges", () => {
    expect(daysTouched(utc(2026, 3, 3, 0), utc(2026, 3, 4, 0), week, "UTC")).toEqual(["2026-03-03"]);
    expect(daysTouched(utc(2026, 2, 27, 9), utc(2026, 3, 3, 9), week, "UTC")).toEqual(["2026-03-02", "2026-03-03"]);
    expect(daysTouched(utc(2026, 3, 10, 9), utc(2026, 3, 11, 9), week, "UTC")).toEqual([]);
  });
});

describe("daysTouched in the job's zone (issue 36)", () => {
  const week = boardDays("week", "2026-12-07");
  const NY = "America/New_York";

  it("puts a Friday 7 PM New York line on Friday, though it starts on Saturday in UTC", () => {
    // 19:00-23:00 EST on Friday, December 11, 2026 is 00:00-04:00 UTC on Saturday.
    expect(daysTouched("2026-12-12T00:00:00.000Z", "2026-12-12T04:00:00.000Z", week, NY)).toEqual(["2026-12-11"]);
    expect(daysTouched("2026-12-12T00:00:00.000Z", "2026-12-12T04:00:00.000Z", week, "UTC")).toEqual(["2026-12-12"]);
  });

  it("draws a line that ends after midnight on both days, and a multi-day all-day line on each day it covers", () => {
    expect(daysTouched("2026-12-12T03:00:00.000Z", "2026-12-12T07:00:00.000Z", week, NY)).toEqual(["2026-12-11", "2026-12-12"]);
    // All day Wednesday to Friday in New York: midnight EST Wednesday to midnight EST Saturday.
    expect(daysTouched("2026-12-09T05:00:00.000Z", "2026-12-12T05:00:00.000Z", week, NY)).toEqual(["2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("reads a Paris job's line on Paris's days", () => {
    // 23:30-01:30 in Paris, Thursday into Friday: 22:30-00:30 UTC.
    expect(daysTouched("2026-12-10T22:30:00.000Z", "2026-12-11T00:30:00.000Z", week, "Europe/Paris")).toEqual(["2026-12-10", "2026-12-11"]);
    expect(daysTouched("2026-12-10T23:30:00.000Z", "2026-12-11T00:30:00.000Z", week, "Europe/Paris")).toEqual(["2026-12-11"]);
  });
});

describe("the labels", () => {
  it("titles a week by its ends and a month by its name", () => {
    expect(viewTitle("week", boardDays("week", "2026-03-04"))).toBe("Mar 2 – Mar 8, 2026");
    expect(viewTitle("month", boardDays("month", "2026-03-04"))).toBe("March 2026");
    expect(dayKey(new Date("2026-01-05T23:30:00-05:00"))).toBe("2026-01-06");
  });
});

describe("shiftLine", () => {
  it("moves both ends by the days between the pick-up and the drop, keeping the time of day", () => {
    expect(shiftLine({ starts_at: "2031-03-30T09:00:00.000Z", ends_at: "2031-03-31T18:00:00.000Z" }, "2031-03-31", "2031-04-02")).toEqual({
      starts_at: "2031-04-01T09:00:00.000Z",
      ends_at: "2031-04-02T18:00:00.000Z",
    });
    expect(shiftLine({ starts_at: "2031-03-04T09:00:00.000Z", ends_at: "2031-03-04T18:00:00.000Z" }, "2031-03-04", "2031-03-01").starts_at).toBe("2031-03-01T09:00:00.000Z");
    expect(dayLabel("2031-03-04")).toBe("Tue, Mar 4");
  });
});
