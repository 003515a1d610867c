import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/bookings/route";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { bookings } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { BOOKING_LIMIT } from "@/lib/services/jobs/bookings";
import { clear } from "@/lib/services/platform/rate-limit";
import { INVALID_PHONE, earliestProjectDate } from "@/lib/validation/booking";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let talent: CreatedTalent;
let hidden: CreatedTalent;
let pending: CreatedTalent;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const payload = (overrides: Record<string, unknown> = {}) => ({
  talent_profile_id: talent.profile.id,
  client_name: "Jordan Client",
  client_email: "jordan@client.test",
  client_phone: "+12125550100",
  company_name: "Acme Studio",
  project_type: "campaign",
  project_description: "Spring campaign, two days in Paris.",
  project_date: inDays(10),
  project_duration: null,
  location: "TBD",
  budget_min: 10000,
  budget_max: 25000,
  ...overrides,
});

let ipCounter = 0;
/** Each request from its own address, so the rate limit only applies where a test means it to. */
const post = (body: unknown, ip = `10.1.0.${++ipCounter}`) => call(book, "/api/v1/bookings", { body, headers: { "x-forwarded-for": ip } });

beforeAll(async () => {
  talent = await createTalent(db(), { profile: { stageName: "Sienna Vale", category: "female" } });
  hidden = await createTalent(db(), { status: "hidden" });
  pending = await createTalent(db(), { status: "pending" });
});

describe("POST /bookings", () => {
  it("stores a pending booking and mails the agency and the client", async () => {
    const res = await post(payload({ client_email: "Store@Client.test" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Booking request submitted successfully.", data: { booking: { status: "pending" } } });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.data.booking.id));
    expect(row).toMatchObject({
      talentProfileId: talent.profile.id,
      clientName: "Jordan Client",
      clientEmail: "store@client.test",
      clientPhone: "+12125550100",
      companyName: "Acme Studio",
      projectType: "campaign",
      projectDescription: "Spring campaign, two days in Paris.",
      projectDate: inDays(10),
      duration: null,
      location: "TBD",
      budgetMin: 10000,
      budgetMax: 25000,
      status: "pending",
    });
    const agency = await outboxFor(env().AGENCY_INBOX);
    expect(agency[0]).toMatchObject({ template: "booking-agency", subject: "New booking request" });
    expect(agency[0].text).toContain("Sienna Vale");
    expect(agency[0].text).toContain("$10,000 - $25,000");
    const client = await outboxFor("store@client.test");
    expect(client[0]).toMatchObject({ template: "booking-client" });
    expect(client[0].text).toContain("contact you within 24 hours");
  });

  it("applies the spec's defaults: no company, no description, no date, $50,000+", async () => {
    const res = await post(
      payload({ company_name: null, project_description: "", project_date: null, location: undefined, budget_min: 50000, budget_max: null }),
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.data.booking.id));
    expect(row).toMatchObject({ companyName: null, projectDescription: "No description", projectDate: null, location: "TBD", budgetMin: 50000, budgetMax: null });
  });

  it("answers every required field with a 422 field map and stores nothing", async () => {
    const before = (await db().select().from(bookings)).length;
    const res = await post({});
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe("Validation failed");
    expect(res.body.errors).toMatchObject({
      talent_profile_id: ["Please choose a talent"],
      client_name: ["Please enter your full name"],
      client_email: ["Invalid email address"],
      client_phone: [INVALID_PHONE.description],
      project_type: ["Please select a purpose"],
    });
    expect((await db().select().from(bookings)).length).toBe(before);
  });

  it("refuses a bad email", async () => {
    const res = await post(payload({ client_email: "not-an-email" }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ client_email: ["Invalid email address"] });
  });

  it.each([["12345"], ["+1234567890123456"], ["+1 234 567 890 123 456"], ["phone123456"], ["++1234567"]])("refuses the phone %s", async (phone) => {
    const res = await post(payload({ client_phone: phone }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ client_phone: ["Please enter a valid phone number (7–15 digits, numbers only)."] });
  });

  it.each([["1234567"], ["+123456789012345"], ["442079460000"]])("accepts the phone %s", async (phone) => {
    expect((await post(payload({ client_phone: phone }))).status).toBe(201);
  });

  // Issue 26: a pasted or autofilled number keeps its spacing; the limit counts digits and the server stores E.164.
  it.each([["212-555-0100", "+12125550100"], ["+33 1 42 68 53 00", "+33142685300"], ["+44 (0)20 7946 0958", "+442079460958"]])(
    "accepts the phone %s and stores %s",
    async (phone, stored) => {
      const res = await post(payload({ client_phone: phone }));
      expect(res.status).toBe(201);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.data.booking.id));
      expect(row.clientPhone).toBe(stored);
    },
  );

  it("refuses a budget that is not one of the five ranges", async () => {
    for (const budget of [{ budget_min: null, budget_max: null }, { budget_min: 1000, budget_max: 9999 }, { budget_min: 50000, budget_max: 60000 }]) {
      const res = await post(payload(budget));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ budget_min: ["Please select a budget range"] });
    }
  });

  it("refuses an unknown purpose", async () => {
    const res = await post(payload({ project_type: "party" }));
    expect(res.body.errors).toEqual({ project_type: ["Please select a purpose"] });
  });

  it("refuses a preferred date of today or earlier, and a date that does not exist", async () => {
    for (const date of [inDays(-1), inDays(-30), "2020-01-01"]) {
      const res = await post(payload({ project_date: date }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ project_date: ["The preferred date must be tomorrow or later"] });
    }
    expect((await post(payload({ project_date: "2031-02-30" }))).body.errors).toEqual({ project_date: ["Enter a valid date"] });
    expect((await post(payload({ project_date: earliestProjectDate() }))).status).toBe(201);
  });

  it("refuses a hidden, pending or unknown talent", async () => {
    for (const id of [hidden.profile.id, pending.profile.id, 999_999]) {
      const res = await post(payload({ talent_profile_id: id }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ talent_profile_id: ["The selected talent is not available for booking."] });
    }
  });

  it("refuses overlong text and a body over 16 KB", async () => {
    expect((await post(payload({ client_name: "x".repeat(121) }))).status).toBe(422);
    expect((await post(payload({ project_description: "x".repeat(20_000) }))).status).toBe(413);
  });

  it("limits booking requests per address", async () => {
    const ip = "10.9.9.9";
    await clear(`booking:ip:${ip}`);
    for (let i = 0; i < BOOKING_LIMIT.max; i++) expect((await post(payload(), ip)).status).toBe(201);
    const refused = await post(payload(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many booking requests. Please try again later.");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post(payload(), "10.9.9.10")).status).toBe(201);
  }, 60_000);
});
