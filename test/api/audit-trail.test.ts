import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { POST as addCategory } from "@/app/api/v1/admin/blog-categories/route";
import { POST as togglePost } from "@/app/api/v1/admin/blog-posts/[id]/toggle/route";
import { PUT as bookingStatus } from "@/app/api/v1/admin/bookings/[id]/status/route";
import { POST as addLine } from "@/app/api/v1/admin/jobs/[id]/lines/route";
import { PUT as editJob } from "@/app/api/v1/admin/jobs/[id]/route";
import { PUT as editNotification } from "@/app/api/v1/admin/notifications/[id]/route";
import * as packageRoutes from "@/app/api/v1/admin/packages/route";
import { PUT as editPackage } from "@/app/api/v1/admin/packages/[id]/route";
import { PUT as editSubadmin } from "@/app/api/v1/admin/subadmins/[id]/route";
import { PUT as chooseCompCard } from "@/app/api/v1/admin/talents/[id]/comp-card/route";
import { POST as editTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { PATCH as talentStatus } from "@/app/api/v1/admin/talents/[id]/status/route";
import { PUT as putSetting } from "@/app/api/v1/settings/[key]/route";
import { createAdmin, createBlogPost, createBooking, createNotification, createSubadmin, createTalent } from "@/db/factories";
import { activityLog, users } from "@/db/schema";
import { describeEntries } from "@/lib/services/audit/activity";
import { REDACTED, type Changes } from "@/lib/services/audit/audit-changes";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { settingsDefaults } from "@/lib/domain/settings-defaults";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, newJob } from "../jobs";

const db = useTestDb();
const ADDRESS = "198.51.100.23";
const AGENT = "AuditTest/1.0 (like a browser)";
let admin: { id: number; token: string };

beforeAll(async () => {
  const user = await createAdmin(db(), { name: "Ada Admin" });
  admin = { id: user.id, token: (await createSession(user.id)).token };
});

const as = (bearer: string) => ({ bearer, headers: { "x-forwarded-for": ADDRESS, "user-agent": AGENT } });
const entriesFor = (type: string, id: number) =>
  db().select().from(activityLog).where(and(eq(activityLog.subjectType, type), eq(activityLog.subjectId, id))).orderBy(activityLog.id);
const logSize = async () => (await db().select({ n: count() }).from(activityLog))[0].n;

interface Case {
  kind: string;
  /** Makes the record and writes once; answers the subject the entry must name (and its changes, when made here). */
  write: () => Promise<{ status: number; subject: { type: string; id: number | null }; changes?: Changes }>;
  /** Fields the entry's `changes` must hold (a subset), as [before, after]. */
  changes?: Changes;
  /** Values that must appear nowhere in the entry. */
  never?: string[];
}

const cases: Case[] = [
  {
    kind: "talent profile edit",
    changes: { city: ["Paris", "Lyon"], bio: [null, `${"b".repeat(200)}…`] },
    write: async () => {
      const t = await createTalent(db(), { profile: { city: "Paris", bio: null } });
      const res = await call(editTalent, `/api/v1/admin/talents/${t.user.id}`, { ...as(admin.token), params: { id: String(t.user.id) }, body: { city: "Lyon", bio: "b".repeat(900) } });
      return { status: res.status, subject: { type: "talent", id: t.profile.id } };
    },
  },
  {
    kind: "talent status",
    changes: { status: ["active", "hidden"] },
    write: async () => {
      const t = await createTalent(db());
      const res = await call(talentStatus, `/api/v1/admin/talents/${t.user.id}/status`, { ...as(admin.token), method: "PATCH", params: { id: String(t.user.id) }, body: { status: "hidden" } });
      return { status: res.status, subject: { type: "talent", id: t.profile.id } };
    },
  },
  {
    kind: "approval",
    changes: { status: ["pending", "active"] },
    write: async () => {
      const t = await createTalent(db(), { status: "pending" });
      const res = await call(approve, `/api/v1/admin/approve/${t.user.id}`, { ...as(admin.token), method: "PATCH", params: { id: String(t.user.id) } });
      return { status: res.status, subject: { type: "talent", id: t.profile.id } };
    },
  },
  {
    kind: "comp card",
    write: async () => {
      const t = await createTalent(db(), { media: 3 });
      const ids = [t.media[2].id, t.media[0].id];
      const res = await call(chooseCompCard, `/api/v1/admin/talents/${t.user.id}/comp-card`, { ...as(admin.token), method: "PUT", params: { id: String(t.user.id) }, body: { media_ids: ids } });
      return { status: res.status, subject: { type: "talent", id: t.profile.id }, changes: { compCardMediaIds: [[], ids] } };
    },
  },
  {
    kind: "booking status",
    changes: { status: ["pending", "confirmed"] },
    write: async () => {
      const t = await createTalent(db());
      const b = await createBooking(db(), { talentProfileId: t.profile.id, status: "pending" });
      const res = await call(bookingStatus, `/api/v1/admin/bookings/${b.id}/status`, { ...as(admin.token), method: "PUT", params: { id: String(b.id) }, body: { status: "confirmed" } });
      return { status: res.status, subject: { type: "booking", id: b.id } };
    },
  },
  {
    kind: "job",
    changes: { title: ["Spring campaign", "Autumn campaign"], notes: [null, "Call the studio first"] },
    write: async () => {
      const job = await newJob(admin.token);
      const res = await call(editJob, `/api/v1/admin/jobs/${job.id}`, { ...as(admin.token), method: "PUT", params: { id: String(job.id) }, body: { title: "Autumn campaign", notes: "Call the studio first" } });
      return { status: res.status, subject: { type: "job", id: job.id } };
    },
  },
  {
    kind: "job line",
    changes: { kind: [null, "fitting"], state: [null, "option"], startsAt: [null, new Date(at(10)).toISOString()] },
    write: async () => {
      const job = await newJob(admin.token);
      const t = await createTalent(db());
      const res = await call(addLine, `/api/v1/admin/jobs/${job.id}/lines`, {
        ...as(admin.token),
        params: { id: String(job.id) },
        body: { talent_profile_id: t.profile.id, kind: "fitting", starts_at: at(10), ends_at: at(10, 17) },
      });
      return { status: res.status === 201 ? 200 : res.status, subject: { type: "job_line", id: res.body.data?.line?.id ?? res.body.data?.id } };
    },
  },
  {
    kind: "package",
    changes: { title: ["Spring faces", "Summer faces"], clientName: ["Jane Client", "June Client"] },
    write: async () => {
      const talents = await Promise.all([createTalent(db()), createTalent(db())]);
      const body = {
        title: "Spring faces",
        client_name: "Jane Client",
        client_company: null,
        client_email: "jane@acme.test",
        message: "",
        expires_at: defaultExpiryDay(),
        talents: talents.map((t) => ({ talent_profile_id: t.profile.id, note: null })),
      };
      const created = await call(packageRoutes.POST, "/api/v1/admin/packages", { ...as(admin.token), method: "POST", body });
      const id = created.body.data.id as number;
      const res = await call(editPackage, `/api/v1/admin/packages/${id}`, { ...as(admin.token), method: "PUT", params: { id: String(id) }, body: { ...body, title: "Summer faces", client_name: "June Client" } });
      return { status: res.status, subject: { type: "package", id } };
    },
  },
  {
    kind: "blog post",
    write: async () => {
      const publishedAt = new Date("2026-01-05T08:00:00Z");
      const post = await createBlogPost(db(), { publishedAt });
      const res = await call(togglePost, `/api/v1/admin/blog-posts/${post.id}/toggle`, { ...as(admin.token), method: "POST", params: { id: String(post.id) }, body: { published: false } });
      return { status: res.status, subject: { type: "blog_post", id: post.id }, changes: { publishedAt: [publishedAt.toISOString(), null] } };
    },
  },
  {
    kind: "blog category",
    changes: { name: [null, "Runway Notes"], slug: [null, "runway-notes"] },
    write: async () => {
      const res = await call(addCategory, "/api/v1/admin/blog-categories", { ...as(admin.token), method: "POST", body: { name: "Runway Notes" } });
      return { status: res.status === 201 ? 200 : res.status, subject: { type: "blog_category", id: res.body.data.id } };
    },
  },
  {
    kind: "notification",
    changes: { title: ["Casting Monday", "Casting Tuesday"], important: [false, true] },
    write: async () => {
      const t = await createTalent(db());
      const { notification } = await createNotification(db(), { title: "Casting Monday", recipients: [t.user.id] });
      const res = await call(editNotification, `/api/v1/admin/notifications/${notification.id}`, {
        ...as(admin.token),
        method: "PUT",
        params: { id: String(notification.id) },
        body: { title: "Casting Tuesday", message: notification.message, important: true, target_talents: [t.user.id] },
      });
      return { status: res.status, subject: { type: "notification", id: notification.id } };
    },
  },
  {
    kind: "setting",
    changes: { "banner.left": [settingsDefaults.banner.left, { ...settingsDefaults.banner.left, headerText: "New Season Faces" }] },
    write: async () => {
      const value = structuredClone(settingsDefaults.banner);
      await call(putSetting, "/api/v1/settings/banner", { ...as(admin.token), method: "PUT", params: { key: "banner" }, body: { value: settingsDefaults.banner } });
      value.left.headerText = "New Season Faces";
      const res = await call(putSetting, "/api/v1/settings/banner", { ...as(admin.token), method: "PUT", params: { key: "banner" }, body: { value } });
      return { status: res.status, subject: { type: "setting", id: null } };
    },
  },
  {
    kind: "sub-admin and permissions",
    changes: { name: ["Sam Sub", "Sam Editor"], permissions: [["news"], ["bookings", "news"]], passwordHash: [REDACTED, REDACTED] },
    never: ["N3w-pass-phrase!", "$argon2"],
    write: async () => {
      const sub = await createSubadmin(db(), ["news"], { name: "Sam Sub" });
      const res = await call(editSubadmin, `/api/v1/admin/subadmins/${sub.id}`, {
        ...as(admin.token),
        method: "PUT",
        params: { id: String(sub.id) },
        body: { name: "Sam Editor", email: sub.email, role: "Editor", permissions: ["news", "bookings"], status: "active", password: "N3w-pass-phrase!" },
      });
      return { status: res.status, subject: { type: "user", id: sub.id } };
    },
  },
];

describe("every staff write records who, when, from where, what and what changed", () => {
  it.each(cases.map((c) => [c.kind, c] as const))("%s", async (_kind, c) => {
    const started = new Date(Date.now() - 1000);
    const { status, subject, changes } = await c.write();
    expect(status).toBe(200);
    const rows = subject.id === null
      ? await db().select().from(activityLog).where(eq(activityLog.subjectType, subject.type)).orderBy(activityLog.id)
      : await entriesFor(subject.type, subject.id);
    const entry = rows.at(-1)!;
    expect(entry).toBeDefined();
    // A typed entry: the event and the actor's id; the name comes from the actor's row when the log is read.
    expect(entry).toMatchObject({ actorId: admin.id, actorName: "", ip: ADDRESS, userAgent: AGENT });
    expect(entry.event).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect((await describeEntries([entry]))[0].admin_name).toBe("Ada Admin");
    expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(entry.changes).toMatchObject(changes ?? c.changes ?? {});
    expect(Object.keys(entry.changes ?? {}).length).toBeGreaterThan(0);
    const written = JSON.stringify(entry);
    for (const secret of c.never ?? []) expect(written).not.toContain(secret);
  });
});

describe("a refused write records nothing", () => {
  it("403 (no permission), 422 (bad input) and 409 (a forbidden move) leave the log as it was", async () => {
    const t = await createTalent(db(), { profile: { city: "Paris" } });
    const booking = await createBooking(db(), { talentProfileId: t.profile.id, status: "completed" });
    const newsOnly = (await createSession((await createSubadmin(db(), ["news"])).id)).token;
    const before = await logSize();

    const forbidden = await call(editTalent, `/api/v1/admin/talents/${t.user.id}`, { ...as(newsOnly), params: { id: String(t.user.id) }, body: { city: "Lyon" } });
    expect(forbidden.status).toBe(403);
    const invalid = await call(editTalent, `/api/v1/admin/talents/${t.user.id}`, { ...as(admin.token), params: { id: String(t.user.id) }, body: { email: "not an email" } });
    expect(invalid.status).toBe(422);
    const refusedMove = await call(bookingStatus, `/api/v1/admin/bookings/${booking.id}/status`, { ...as(admin.token), method: "PUT", params: { id: String(booking.id) }, body: { status: "pending" } });
    expect(refusedMove.status).toBe(409);
    const badSetting = await call(putSetting, "/api/v1/settings/banner", { ...as(admin.token), method: "PUT", params: { key: "banner" }, body: { value: "not an object" } });
    expect(badSetting.status).toBe(422);

    expect(await logSize()).toBe(before);
    expect(await entriesFor("talent", t.profile.id)).toEqual([]);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, t.user.id));
    expect(row.email).toBe(t.user.email);
  });
});

describe("GET /admin/activity filters", () => {
  const list = (query: Record<string, string | number>, bearer = admin.token) => call(activity, "/api/v1/admin/activity", { bearer, query });

  it("filters by person, kind of record, record and days, and answers who, from where and what changed", async () => {
    const other = await createAdmin(db(), { name: "Otto Other" });
    const otherToken = (await createSession(other.id)).token;
    const t = await createTalent(db(), { profile: { city: "Rome" } });
    const edit = (bearer: string, city: string) =>
      call(editTalent, `/api/v1/admin/talents/${t.user.id}`, { ...as(bearer), params: { id: String(t.user.id) }, body: { city } });
    expect((await edit(admin.token, "Milan")).status).toBe(200);
    expect((await edit(otherToken, "Turin")).status).toBe(200);

    const byRecord = await list({ subject_type: "talent", subject_id: t.profile.id });
    expect(byRecord.status).toBe(200);
    expect(byRecord.body.data.data.map((e: { changes: unknown }) => e.changes)).toEqual([{ city: ["Milan", "Turin"] }, { city: ["Rome", "Milan"] }]);
    expect(byRecord.body.data.data[0]).toMatchObject({ admin_name: "Otto Other", actor_id: other.id, ip: ADDRESS, user_agent: AGENT, subject_type: "talent", subject_id: t.profile.id });

    const byPerson = await list({ actor: other.id });
    expect(byPerson.body.data.total).toBe(1);
    expect(byPerson.body.data.data[0].action).toContain("Updated talent");

    const byKind = await list({ subject_type: "talent", actor: admin.id, limit: 100 });
    expect(byKind.body.data.data.every((e: { subject_type: string; actor_id: number }) => e.subject_type === "talent" && e.actor_id === admin.id)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ subject_type: "talent", subject_id: t.profile.id, from: today, to: today })).body.data.total).toBe(2);
    expect((await list({ subject_type: "talent", subject_id: t.profile.id, to: "2020-01-01" })).body.data.total).toBe(0);
    expect((await list({ subject_type: "talent", subject_id: t.profile.id, from: "2099-01-01" })).body.data.total).toBe(0);
    // A blank filter from the form is no filter.
    expect((await list({ actor: "", subject_type: "", subject_id: "", from: "", to: "" })).status).toBe(200);
  });

  it("answers 422 at the field for a filter it cannot read", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ subject_type: "spaceship" }, "subject_type"],
      [{ subject_id: "12" }, "subject_type"],
      [{ subject_type: "talent", subject_id: "abc" }, "subject_id"],
      [{ subject_type: "talent", subject_id: "99999999999999999999" }, "subject_id"],
      [{ actor: "-1" }, "actor"],
      [{ from: "2026-02-30" }, "from"],
      [{ to: "yesterday" }, "to"],
      [{ from: "2026-03-02", to: "2026-03-01" }, "to"],
      [{ from: "2026-03-01\u0000" }, "from"],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).some((k) => k === field || k === "query"), JSON.stringify(res.body)).toBe(true);
    }
  });

  it("is for administrators only: a sub-admin gets 403, even one with every permission", async () => {
    const sub = await createSubadmin(db(), ["talents", "bookings", "news", "packages", "notifications", "dashboard"]);
    expect((await list({}, (await createSession(sub.id)).token)).status).toBe(403);
    expect((await call(activity, "/api/v1/admin/activity")).status).toBe(401);
  });
});
