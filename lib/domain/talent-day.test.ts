import { describe, expect, it } from "vitest";
import { talentDayLabel, talentDayOf } from "./talent-day";

describe("talentDayOf", () => {
  it("keeps a 1st option held under a blocked day (issue 39), the block still winning the state", () => {
    const day = talentDayOf({ confirmed: false, ranks: [2, 1], blockKind: "holiday" });
    expect(day).toEqual({ state: "blocked", rank: 1, options: 2, block_kind: "holiday" });
    expect(talentDayLabel(day)).toBe("Blocked: holiday, 1st option held");
  });

  it("says only the block when no option is held, and the best rank of an unblocked day", () => {
    expect(talentDayLabel(talentDayOf({ confirmed: false, ranks: [], blockKind: "holiday" }))).toBe("Blocked: holiday");
    expect(talentDayLabel(talentDayOf({ confirmed: false, ranks: [3, 2], blockKind: null }))).toBe("2nd option (2 options)");
    expect(talentDayLabel(talentDayOf({ confirmed: true, ranks: [1], blockKind: "holiday" }))).toBe("Confirmed");
  });
});
