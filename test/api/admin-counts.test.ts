import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listBookings } from "@/app/api/v1/admin/bookings/route";
import { GET as stats } from "@/app/api/v1/admin/stats/route";
import { GET as workQueue } from "@/app/api/v1/admin/work-queue/route";
import { createAdmin, createBookings, createTalent } from "@/db/factories";
import { bookingInquiries, bookings, jobs } from "@/db/schema";
import { getNavCounts } from "@/lib/services/jobs/work-queue";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { viewerOf } from "../viewers";

/*
 * Issue 39: the waiting requests were counted four ways (menu 7, dashboard 7, stat card 8, bookings page 8): the stat
 * card and the page counted pending booking rows, so a request already made a job and each talent of a shortlist
 * counted again. One count now: pending, not yet a job, an inquiry once.
 */
const db = useTestDb();
let admin: string;
let adminUser: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  adminUser = await createAdmin(db());
  admin = (await createSession(adminUser.id)).token;
  const [a, b] = [(await createTalent(db())).profile.id, (await createTalent(db())).profile.id];
  const [inquiry] = await db().insert(bookingInquiries).values({ source: "shortlist" }).returning();
  const [job] = await db().insert(jobs).values({ title: "Made a job", clientName: "Done Client" }).returning();
  // Waiting: a plain request, and a shortlist of two talents (one request). Not waiting: one made a job, one confirmed.
  await createBookings(db(), [
    { talentProfileId: a, status: "pending" },
    { talentProfileId: a, status: "pending", inquiryId: inquiry.id },
    { talentProfileId: b, status: "pending", inquiryId: inquiry.id },
    { talentProfileId: b, status: "pending", jobId: job.id },
    { talentProfileId: b, status: "confirmed" },
  ]);
  expect((await db().select().from(bookings).where(eq(bookings.status, "pending"))).length).toBe(4);
});

describe("the waiting requests, one count everywhere", () => {
  it("gives the menu, the dashboard's queue, the stat card and the bookings page the same number", async () => {
    const nav = await getNavCounts(viewerOf(adminUser));
    const queue = await call(workQueue, "/api/v1/admin/work-queue", { bearer: admin });
    const card = await call(stats, "/api/v1/admin/stats", { bearer: admin });
    const page = await call(listBookings, "/api/v1/admin/bookings", { bearer: admin });
    const requests = queue.body.data.sections.find((s: { key: string }) => s.key === "requests");
    const bookingCard = card.body.data.data.find((c: { key: string }) => c.key === "bookings");
    expect(nav["/admin/bookings"]).toBe(2);
    expect(requests.count).toBe(2);
    expect(bookingCard.description).toBe("2 requests awaiting an answer");
    expect(page.body.data.waiting).toBe(2);
  });
});
