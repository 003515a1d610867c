import { describe, expect, it } from "vitest";
import { userStatus } from "@/db/schema/enums";
import { approvedStatuses, isApprovedStatus, userStatuses } from "./talent-status";

describe("talent statuses", () => {
  it("are the database enum's, in its order", () => {
    expect([...userStatuses]).toEqual(userStatus.enumValues);
  });

  it("approve active and hidden only", () => {
    expect(userStatuses.filter(isApprovedStatus)).toEqual([...approvedStatuses]);
    expect(approvedStatuses).toEqual(["active", "hidden"]);
    expect([null, undefined, "", "ACTIVE", "pending"].some(isApprovedStatus)).toBe(false);
  });
});
