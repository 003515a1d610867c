import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAdminBookings } from "@/app/api/v1/admin/bookings/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { createAdmin, createBooking, createTalent, type CreatedTalent } from "@/db/factories";
import { bookings } from "@/db/schema";
import { BOOKING_REFERENCE_PATTERN, formatBookingReference } from "@/lib/domain/booking-reference";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { getBookingConfirmation } from "@/lib/services/jobs/bookings";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let talent: CreatedTalent;
let admin: string;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let ipCounter = 0;
const post = (overrides: Record<string, unknown> = {}) =>
  call(book, "/api/v1/bookings", {
    headers: { "x-forwarded-for": `10.7.0.${++ipCounter}` },
    body: {
      talent_profile_id: talent.profile.id,
      client_name: "Jordan Client",
      client_email: "jordan@client.test",
      client_phone: "+12125550100",
      company_name: "Acme Studio",
      project_type: "campaign",
      project_description: "Spring campaign, two days in Paris.",
      project_date: inDays(10),
      budget_min: 10000,
      budget_max: 25000,
      ...overrides,
    },
  });

beforeAll(async () => {
  talent = await createTalent(db(), { profile: { stageName: "Sienna Vale", category: "female" } });
  admin = (await createSession((await createAdmin(db())).id)).token;
});

describe("booking reference", () => {
  it("is made for every booking, random and unique, and answered by POST /bookings", async () => {
    const res = await post({ client_email: "ref@client.test" });
    expect(res.status).toBe(201);
    const reference: string = res.body.data.booking.reference;
    expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.data.booking.id));
    expect(row.reference).toBe(reference);

    // Bookings made elsewhere (the factories, the admin, a package) get one from the database too, never the same.
    const others = await Promise.all(Array.from({ length: 20 }, () => createBooking(db(), { talentProfileId: talent.profile.id })));
    const all = new Set([reference, ...others.map((b) => b.reference)]);
    expect(all.size).toBe(21);
    for (const r of all) expect(r).toMatch(BOOKING_REFERENCE_PATTERN);
  });

  it("is in the client's receipt and the agency's mail, grouped for reading", async () => {
    const res = await post({ client_email: "receipt@client.test" });
    const shown = formatBookingReference(res.body.data.booking.reference);
    expect(shown).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const [receipt] = await outboxFor("receipt@client.test");
    expect(receipt.template).toBe("booking-client");
    expect(receipt.text).toContain(`Your reference is ${shown}.`);
    const agency = (await outboxFor(env().AGENCY_INBOX)).find((m) => m.text.includes(shown));
    expect(agency?.template).toBe("booking-agency");
  });

  it("opens the confirmation: talent, date, budget and purpose, none of the client's details", async () => {
    const res = await post({ client_email: "confirm@client.test", project_date: inDays(12) });
    const reference: string = res.body.data.booking.reference;
    const confirmation = await getBookingConfirmation(reference);
    expect(confirmation).toMatchObject({
      reference,
      talentId: talent.profile.id,
      talentName: "Sienna Vale",
      purpose: "Brand Campaign",
      projectDate: inDays(12),
      budget: "$10,000 - $25,000",
      status: "pending",
    });
    expect(JSON.stringify(confirmation)).not.toMatch(/confirm@client\.test|Jordan|2125550100|Paris/);
    // Typed as read: grouped, in lower case, with spaces.
    expect((await getBookingConfirmation(` ${formatBookingReference(reference).toLowerCase()} `))?.reference).toBe(reference);
  });

  it("opens nothing for an unknown, partial or malformed reference", async () => {
    const res = await post();
    const reference: string = res.body.data.booking.reference;
    const other = reference.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(await getBookingConfirmation(other)).toBeNull();
    expect(await getBookingConfirmation(reference.slice(0, 8))).toBeNull();
    expect(await getBookingConfirmation(`${reference}%`)).toBeNull();
    expect(await getBookingConfirmation("")).toBeNull();
    expect(await getBookingConfirmation(String(res.body.data.booking.id))).toBeNull();
  });

  it("finds the booking in the admin's search, with or without the dashes", async () => {
    const res = await post({ client_name: "Reference Seeker", client_email: "seek@client.test" });
    const reference: string = res.body.data.booking.reference;
    for (const search of [formatBookingReference(reference), reference.toLowerCase()]) {
      const found = await call(listAdminBookings, "/api/v1/admin/bookings", { bearer: admin, query: { search } });
      expect(found.status).toBe(200);
      expect(found.body.data.bookings).toHaveLength(1);
      expect(found.body.data.bookings[0]).toMatchObject({ id: res.body.data.booking.id, reference, client_name: "Reference Seeker" });
    }
  });
});
