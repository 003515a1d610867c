import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { PATCH as decline } from "@/app/api/v1/admin/decline/[id]/route";
import { GET as pending } from "@/app/api/v1/admin/pending/route";
import { createAdmin, createTalent } from "@/db/factories";
import { activityLog, users } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  const user = await createAdmin(db(), { name: "Ava Admin" });
  admin = (await createSession(user.id)).token;
});

const patch = (handler: typeof approve, verb: string, id: number) =>
  call(handler, `/api/v1/admin/${verb}/${id}`, { method: "PATCH", params: { id: String(id) }, bearer: admin });

const statusOf = async (id: number) => (await db().select({ status: users.status }).from(users).where(eq(users.id, id)))[0].status;

describe("GET /admin/pending", () => {
  it("lists only pending applicants under data.data, with the profile nested", async () => {
    const applicant = await createTalent(db(), {
      name: "Talia Brooks",
      status: "pending",
      phone: null,
      profile: { gender: "female", height: `5'10"`, dob: "2000-01-01", experienceLevel: "1-2 years" },
      social: [{ platform: "instagram", username: "talia", url: "https://www.instagram.com/talia" }],
    });
    await createTalent(db(), { status: "active" });
    const res = await call(pending, "/api/v1/admin/pending", { bearer: admin });
    expect(res.status).toBe(200);
    const list = res.body.data.data as { id: number; status: string }[];
    expect(list.every((t) => t.status === "pending")).toBe(true);
    const row = list.find((t) => t.id === applicant.user.id);
    expect(row).toMatchObject({
      name: "Talia Brooks",
      email: applicant.user.email,
      phone: null,
      gender: "female",
      height: `5'10"`,
      status: "pending",
      talent_profile: { experience_level: "1-2 years", social_media: { instagram: { url: "https://www.instagram.com/talia" }, tiktok: null } },
    });
    expect(typeof (row as unknown as { age: number }).age).toBe("number");
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
  });
});

describe("approve and decline", () => {
  it("approve makes the applicant active, mails them and writes an activity entry", async () => {
    const { user } = await createTalent(db(), { name: "Omar Haddad", status: "pending" });
    const res = await patch(approve, "approve", user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: user.id, status: "active" } });
    expect(await statusOf(user.id)).toBe("active");
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ template: "application-approved", subject: "Your application has been approved" });
    expect(mail.text).toContain("Hello Omar Haddad");
    const entries = await db().select().from(activityLog).where(eq(activityLog.section, "pending-approval"));
    expect((await describeEntries(entries)).some((e) => e.action.includes("Approved") && e.action.includes("Omar Haddad") && e.admin_name === "Ava Admin")).toBe(true);
  });

  it("decline sets declined and mails the applicant", async () => {
    const { user } = await createTalent(db(), { name: "Leah Summers", status: "pending" });
    const res = await patch(decline, "decline", user.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("declined");
    expect(await statusOf(user.id)).toBe("declined");
    const [mail] = await outboxFor(user.email);
    expect(mail.template).toBe("application-declined");
  });

  it("leaves the pending list once reviewed", async () => {
    const { user } = await createTalent(db(), { status: "pending" });
    await patch(approve, "approve", user.id);
    const res = await call(pending, "/api/v1/admin/pending", { bearer: admin, query: { limit: 100 } });
    expect((res.body.data.data as { id: number }[]).some((t) => t.id === user.id)).toBe(false);
  });

  it("refuses to review twice (409) and sends no second mail", async () => {
    const { user } = await createTalent(db(), { status: "pending" });
    expect((await patch(approve, "approve", user.id)).status).toBe(200);
    expect((await patch(approve, "approve", user.id)).status).toBe(409);
    expect((await patch(decline, "decline", user.id)).status).toBe(409);
    expect(await statusOf(user.id)).toBe("active");
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it("can approve a declined applicant later", async () => {
    const { user } = await createTalent(db(), { status: "declined" });
    expect((await patch(approve, "approve", user.id)).status).toBe(200);
    expect(await statusOf(user.id)).toBe("active");
  });

  it("answers 404 for an unknown id or a user who is not talent, and 422 for a bad id", async () => {
    const other = await createAdmin(db());
    expect((await patch(approve, "approve", 987654)).status).toBe(404);
    expect((await patch(approve, "approve", other.id)).status).toBe(404);
    const bad = await call(approve, "/api/v1/admin/approve/abc", { method: "PATCH", params: { id: "abc" }, bearer: admin });
    expect(bad.status).toBe(422);
  });
});
