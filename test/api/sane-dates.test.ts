import { beforeAll, describe, expect, it } from "vitest";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { GET as calendar } from "@/app/api/v1/admin/calendar/route";
import { GET as listJobs } from "@/app/api/v1/admin/jobs/route";
import { createAdmin, createTalent } from "@/db/factories";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { newJob, place } from "../jobs";

/* Issue 35: absurd dates on staff reads and lines were 500s (year 0000 or 9999 reached the database); now 422s. */

const db = useTestDb();
let admin: string;
let talentId: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  talentId = (await createTalent(db())).profile.id;
});

describe("dates outside the app's years", () => {
  it("refuses the calendar for year 0000 or 9999 with a 422", async () => {
    for (const [from, to] of [["0000-01-01", "0000-01-31"], ["9999-12-01", "9999-12-31"], ["1999-12-31", "2000-01-05"]]) {
      const res = await call(calendar, "/api/v1/admin/calendar", { bearer: admin, query: { from, to } });
      expect(res.status, `${from}..${to}`).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect((await call(calendar, "/api/v1/admin/calendar", { bearer: admin, query: { from: "2100-12-01", to: "2100-12-31" } })).status).toBe(200);
  });

  it("refuses the job list from 0001 to 9999 with a 422", async () => {
    const res = await call(listJobs, "/api/v1/admin/jobs", { bearer: admin, query: { from: "0001-01-01", to: "9999-12-31" } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["from", "to"]));
    expect((await call(listJobs, "/api/v1/admin/jobs", { bearer: admin, query: { from: "2000-01-01", to: "2100-12-31" } })).status).toBe(200);
  });

  it("refuses lines in years 0001 and 9999", async () => {
    const job = await newJob(admin);
    for (const year of ["0001", "9999"]) {
      const res = await place(admin, job.id, { talent_profile_id: talentId, starts_at: `${year}-03-03T09:00:00Z`, ends_at: `${year}-03-03T18:00:00Z` });
      expect(res.status, year).toBe(422);
      expect(res.body.errors.starts_at).toBeDefined();
      const wall = await place(admin, job.id, { talent_profile_id: talentId, starts_at: `${year}-03-03T09:00`, ends_at: `${year}-03-03T18:00` });
      expect(wall.status, `${year} wall time`).toBe(422);
      const allDay = await place(admin, job.id, { talent_profile_id: talentId, all_day: true, start_date: `${year}-03-03`, end_date: `${year}-03-03` });
      expect(allDay.status, `${year} all day`).toBe(422);
      expect(allDay.body.errors.start_date).toBeDefined();
    }
    expect((await place(admin, job.id, { talent_profile_id: talentId, starts_at: "2031-03-03T09:00:00Z", ends_at: "2031-03-03T18:00:00Z" })).status).toBe(201);
  });

  it("refuses the activity log's days outside the range", async () => {
    const res = await call(activity, "/api/v1/admin/activity", { bearer: admin, query: { from: "0000-01-01" } });
    expect(res.status).toBe(422);
  });
});
