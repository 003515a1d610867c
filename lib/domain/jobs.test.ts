import { describe, expect, it } from "vitest";
import { rankLabel } from "./jobs";

describe("rankLabel", () => {
  it("reads 1st, 2nd, 3rd, then th, with the teens as th", () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 101, 111].map(rankLabel)).toEqual(["1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]);
  });
});
