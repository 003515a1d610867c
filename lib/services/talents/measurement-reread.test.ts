import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTalent } from "@/db/factories";
import { measurementRereads, talentProfiles } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { listMeasurementRereads, rereadBare, rereadBareMeasurements } from "./measurement-reread";
import type { Viewer } from "@/lib/auth/viewer";

const db = useTestDb();

describe("rereadBare", () => {
  it("keeps a plausible centimetre value as cm and writes the inches the public saw otherwise", () => {
    expect(rereadBare("waist", "58")).toEqual({ after: "58 cm", cmBefore: 147, cmAfter: 58 });
    expect(rereadBare("waist", "60")).toEqual({ after: "60 cm", cmBefore: 152, cmAfter: 60 });
    expect(rereadBare("waist", "24")).toEqual({ after: "24 in", cmBefore: 61, cmAfter: 61 });
    expect(rereadBare("bust", "33")).toEqual({ after: "33 in", cmBefore: 84, cmAfter: 84 });
    expect(rereadBare("hips", "88")).toEqual({ after: "88 cm", cmBefore: 88, cmAfter: 88 });
    expect(rereadBare("waist", "24 in")).toBeNull();
    expect(rereadBare("waist", "EU 38")).toBeNull();
    expect(rereadBare("waist", "5")).toBeNull();
  });
});

describe("rereadBareMeasurements", () => {
  it("rewrites bare numbers with their unit, records each, lists the changed ones for staff, and runs once", async () => {
    const { profile } = await createTalent(db(), { profile: { stageName: "Daria Volkova", category: "female", bust: "82", waist: "58", hips: "35" } });
    const { profile: other } = await createTalent(db(), { profile: { stageName: "Kept As Is", bust: "84 cm", waist: `24"`, hips: null } });

    expect(await rereadBareMeasurements()).toBe(3);
    const [row] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, profile.id));
    expect(row).toMatchObject({ bust: "82 cm", waist: "58 cm", hips: "35 in" });
    const [untouched] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, other.id));
    expect(untouched).toMatchObject({ bust: "84 cm", waist: `24"`, hips: null });

    const recorded = await db().select().from(measurementRereads).where(eq(measurementRereads.talentProfileId, profile.id));
    expect(recorded.map(({ field, before, after, cmBefore, cmAfter }) => ({ field, before, after, cmBefore, cmAfter })).sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: "bust", before: "82", after: "82 cm", cmBefore: 82, cmAfter: 82 },
      { field: "hips", before: "35", after: "35 in", cmBefore: 89, cmAfter: 89 },
      { field: "waist", before: "58", after: "58 cm", cmBefore: 147, cmAfter: 58 },
    ]);

    const admin = await makeUser(db(), { role: "admin" });
    const viewer: Viewer = { id: admin.id, name: admin.name, email: admin.email, role: "admin", status: "active", permissions: [], talentProfileId: null, sessionId: null, via: "cookie" };
    const notice = await listMeasurementRereads(viewer);
    expect(notice.map((n) => `${n.name} ${n.field}: ${n.before} -> ${n.after}`).sort()).toEqual([
      "Daria Volkova hips: 35 -> 35 in",
      "Daria Volkova waist: 58 -> 58 cm",
    ]);

    expect(await rereadBareMeasurements()).toBe(0);
    expect(await db().select().from(measurementRereads)).toHaveLength(3);
  });
});
