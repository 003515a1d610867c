import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createTalent } from "@/db/factories";
import { GET as workQueue } from "@/app/api/v1/admin/work-queue/route";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();
const tokens: Record<string, string> = {};
const path = "/api/v1/admin/work-queue";

beforeAll(async () => {
  const session = async (opts: Parameters<typeof makeUser>[1]) => (await createSession((await makeUser(db(), opts)).id)).token;
  tokens.admin = await session({ role: "admin" });
  tokens.desk = await session({ role: "subadmin", permissions: ["dashboard", "bookings"] });
  tokens.noDashboard = await session({ role: "subadmin", permissions: ["bookings", "packages", "talents", "pending-approval"] });
  tokens.talent = await session({ role: "talent" });
  const { profile } = await createTalent(db(), { status: "active" });
  await createBooking(db(), { talentProfileId: profile.id, clientName: "Route Client" });
});

const get = (bearer?: string) => call(workQueue, path, { bearer });

describe("GET /admin/work-queue", () => {
  it("answers the viewer's sections with their counts and linked lines (the documented shape)", async () => {
    const res = await get(tokens.admin);
    expect(res.status).toBe(200);
    const sections = res.body.data.sections as { key: string; count: number; items: { label: string; href: string }[] }[];
    expect(sections.map((s) => s.key)).toEqual(["today", "tomorrow", "options", "challenged", "conflicts", "requests", "applications", "guardians", "packages"]);
    const requests = sections.find((s) => s.key === "requests")!;
    expect(requests.count).toBe(1);
    expect(requests.items[0]).toMatchObject({ label: "Route Client", href: expect.stringMatching(/^\/admin\/bookings\/\d+$/) });
  });

  it("gives a sub-admin only the sections of what they hold", async () => {
    const res = await get(tokens.desk);
    expect(res.status).toBe(200);
    expect(res.body.data.sections.map((s: { key: string }) => s.key)).toEqual(["today", "tomorrow", "options", "challenged", "conflicts", "requests"]);
  });

  it("refuses no session (401), a talent and a sub-admin without the dashboard (403)", async () => {
    expect((await get()).status).toBe(401);
    expect((await get(tokens.talent)).status).toBe(403);
    expect((await get(tokens.noDashboard)).status).toBe(403);
  });
});
