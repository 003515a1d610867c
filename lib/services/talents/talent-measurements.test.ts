import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { talentViewer } from "@/test/viewers";
import { updateOwnMeasurements } from "./talent-measurements";

const db = useTestDb();

describe("talent measurements", () => {
  it("refuse no viewer, a pending talent and staff", async () => {
    const { viewer } = await talentViewer(db(), "pending");
    const admin: Viewer = { ...viewer, role: "admin", status: "active" };
    for (const v of [null, viewer, admin]) {
      await expect(updateOwnMeasurements(v, { height: "180" })).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
    }
  });
});
