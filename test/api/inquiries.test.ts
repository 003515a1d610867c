import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminBooking } from "@/app/api/v1/admin/bookings/[id]/route";
import { GET as adminBookings } from "@/app/api/v1/admin/bookings/route";
import * as adminPackages from "@/app/api/v1/admin/packages/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import * as selection from "@/app/api/v1/packages/[token]/selection/route";
import * as shortlist from "@/app/api/v1/shortlist/inquiry/route";
import { createAdmin, createTalent } from "@/db/factories";
import { bookings } from "@/db/schema";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { outboxFor } from "@/lib/email";
import { createSession } from "@/lib/services/accounts/sessions";
import { budgetRanges, purposes } from "@/lib/domain/booking";
import { useTestDb } from "../db";
import { call } from "../http";

// Issue 26: a shortlist inquiry for three talents became three unlinked bookings with no source, receipts did not
// carry the references the confirmation page promises, and a pasted "+33 1 42 68 53 00" was cut to 15 characters.

const db = useTestDb();
let admin: string;
let talentIds: number[];
const PASTED = "+33 1 42 68 53 00";
const E164 = "+33142685300";

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  const talents = await Promise.all(["Ines Roy", "Lou Berg", "Zoe Park"].map((stageName) => createTalent(db(), { profile: { stageName } })));
  talentIds = talents.map((t) => t.profile.id);
});

type Created = { id: number; reference: string; talent_name: string };
type Inquiry = { id: number; source: string; source_label: string; bookings: { id: number; reference: string; stage_name: string }[] };

async function adminInquiryOf(bookingId: number): Promise<Inquiry> {
  const res = await call(adminBooking, `/api/v1/admin/bookings/${bookingId}`, { bearer: admin, params: { id: String(bookingId) } });
  expect(res.status).toBe(200);
  return res.body.data.booking.inquiry as Inquiry;
}

describe("a request for several talents is one request", () => {
  it("records a 3-talent shortlist inquiry as one request with its source and its talents, and mails every reference", async () => {
    const res = await call(shortlist.POST, "/api/v1/shortlist/inquiry", {
      method: "POST",
      headers: { "x-forwarded-for": "10.26.0.1" },
      body: {
        talent_profile_ids: talentIds,
        client_name: "Nadia Client",
        client_email: "nadia@inquiry.test",
        client_phone: PASTED,
        company_name: null,
        project_date: null,
        budget_range: budgetRanges[1].label,
        purpose: purposes[1].label,
        notes: "",
      },
    });
    expect(res.status).toBe(201);
    const created = res.body.data.bookings as Created[];
    expect(created).toHaveLength(3);

    const rows = await db().select().from(bookings).where(inArray(bookings.id, created.map((b) => b.id)));
    expect(new Set(rows.map((r) => r.inquiryId)).size).toBe(1);
    expect(rows[0].inquiryId).not.toBeNull();
    expect(rows.map((r) => r.clientPhone)).toEqual([E164, E164, E164]);

    const list = await call(adminBookings, "/api/v1/admin/bookings", { bearer: admin, query: { search: "Nadia" } });
    expect(list.status).toBe(200);
    const listed = list.body.data.bookings as { inquiry: Inquiry | null }[];
    expect(listed).toHaveLength(3);
    expect(new Set(listed.map((b) => b.inquiry?.id)).size).toBe(1);
    const inquiry = await adminInquiryOf(created[0].id);
    expect(inquiry).toMatchObject({ source: "shortlist", source_label: "Shortlist" });
    expect(inquiry.bookings.map((b) => b.stage_name).sort()).toEqual(["Ines Roy", "Lou Berg", "Zoe Park"]);

    const [receipt] = await outboxFor("nadia@inquiry.test");
    for (const b of created) expect(receipt.text).toContain(`${b.talent_name}: ${formatBookingReference(b.reference)}`);
  });

  it("links a package selection the same way, with the package as source, and its receipt lists every reference", async () => {
    const made = await call(adminPackages.POST, "/api/v1/admin/packages", {
      method: "POST",
      bearer: admin,
      body: {
        title: "Summer brief",
        client_name: "Paul Client",
        client_company: null,
        client_email: "paul@inquiry.test",
        message: "",
        expires_at: defaultExpiryDay(),
        talents: talentIds.map((id) => ({ talent_profile_id: id, note: null })),
      },
    });
    expect(made.status).toBe(201);
    const token = new URL(made.body.data.url).pathname.slice(3);
    const res = await call(selection.POST, `/api/v1/packages/${token}/selection`, {
      method: "POST",
      params: { token },
      headers: { "x-forwarded-for": "10.26.0.2" },
      body: { talent_profile_ids: talentIds.slice(0, 2), project_date: null, budget_range: budgetRanges[0].label, purpose: purposes[0].label, notes: "", client_phone: PASTED },
    });
    expect(res.status).toBe(201);
    const created = res.body.data.bookings as Created[];
    const [row] = await db().select().from(bookings).where(eq(bookings.id, created[0].id));
    expect(row.clientPhone).toBe(E164);
    const inquiry = await adminInquiryOf(created[0].id);
    expect(inquiry).toMatchObject({ source: "package", source_label: "Package “Summer brief”" });
    expect(inquiry.bookings).toHaveLength(2);

    const receipt = (await outboxFor("paul@inquiry.test")).find((m) => m.template === "inquiry-client");
    for (const b of created) expect(receipt?.text).toContain(formatBookingReference(b.reference));
  });

  it("stores a single booking's pasted phone as E.164, as a booking of its own", async () => {
    const res = await call(book, "/api/v1/bookings", {
      headers: { "x-forwarded-for": "10.26.0.3" },
      body: {
        talent_profile_id: talentIds[0],
        client_name: "Solo Client",
        client_email: "solo@inquiry.test",
        client_phone: PASTED,
        company_name: null,
        project_type: "campaign",
        project_description: "One day",
        project_date: null,
        project_duration: null,
        location: "TBD",
        budget_min: 1000,
        budget_max: 5000,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.body.data.booking.id));
    expect(row).toMatchObject({ clientPhone: E164, inquiryId: null });
    expect(await adminInquiryOf(row.id)).toBeNull();
  });
});
