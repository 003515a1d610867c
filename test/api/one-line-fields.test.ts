import { beforeAll, describe, expect, it } from "vitest";
import * as packages from "@/app/api/v1/admin/packages/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as contact } from "@/app/api/v1/contact-us/route";
import { POST as inquiry } from "@/app/api/v1/shortlist/inquiry/route";
import { createAdmin, createTalent } from "@/db/factories";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { ONE_LINE_MESSAGE } from "@/lib/domain/one-line";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { createSession } from "@/lib/services/accounts/sessions";
import { validateBookingForm } from "@/lib/validation/booking-rules";
import { budgetRanges, purposes } from "@/lib/domain/booking";
import { validateContactForm } from "@/lib/validation/contact-rules";
import { validateRegisterForm } from "@/lib/validation/register-rules";
import { useTestDb } from "../db";
import { call } from "../http";
import { validRegistration } from "../registration";

// Issue 25: a line break in a one-line field (a name, a company, a subject, a title) forged lines of the agency's
// mails and reached a subject. Each public form refuses it at the field, with the same words in the browser.

const db = useTestDb();
const forged = "Jane\r\nBcc: victim@example.test";
let talentId: number;
let admin: string;

beforeAll(async () => {
  talentId = (await createTalent(db(), { profile: { stageName: "Ava Stone" } })).profile.id;
  admin = (await createSession((await createAdmin(db())).id)).token;
});

let ip = 0;
const from = () => ({ "x-forwarded-for": `10.25.0.${++ip}` });

const booking = (over: Record<string, unknown>) => ({
  talent_profile_id: talentId,
  client_name: "Jordan Client",
  client_email: "jordan@client.test",
  client_phone: "+12125550100",
  company_name: "Acme Studio",
  project_type: "campaign",
  project_description: "Two days.\r\nIn Paris.",
  project_date: null,
  project_duration: null,
  location: "TBD",
  budget_min: budgetRanges[1].min,
  budget_max: budgetRanges[1].max,
  ...over,
});

const shortlist = (over: Record<string, unknown>) => ({
  talent_profile_ids: [talentId],
  client_name: "Jane Client",
  client_email: "jane@studio.test",
  client_phone: "+12125550100",
  company_name: "Studio North",
  project_date: null,
  budget_range: budgetRanges[2].label,
  purpose: purposes[3].label,
  notes: "Lookbook,\r\ntwo days in May",
  ...over,
});

const contactMessage = (over: Record<string, unknown>) => ({ fullName: "Ada Lovelace", email: "ada@example.test", subject: "Hello", message: "Line one\r\nLine two", ...over });

function registration(over: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...validRegistration, ...over })) form.append(k, String(v));
  return form;
}

const cases: [route: string, field: string, send: () => ReturnType<typeof call>][] = [
  ["POST /contact-us", "fullName", () => call(contact, "/api/v1/contact-us", { body: contactMessage({ fullName: forged }), headers: from() })],
  ["POST /contact-us", "subject", () => call(contact, "/api/v1/contact-us", { body: contactMessage({ subject: forged }), headers: from() })],
  ["POST /bookings", "client_name", () => call(book, "/api/v1/bookings", { body: booking({ client_name: forged }), headers: from() })],
  ["POST /bookings", "company_name", () => call(book, "/api/v1/bookings", { body: booking({ company_name: forged }), headers: from() })],
  ["POST /bookings", "location", () => call(book, "/api/v1/bookings", { body: booking({ location: "Paris\nLondon" }), headers: from() })],
  ["POST /shortlist/inquiry", "client_name", () => call(inquiry, "/api/v1/shortlist/inquiry", { body: shortlist({ client_name: forged }), headers: from() })],
  ["POST /shortlist/inquiry", "company_name", () => call(inquiry, "/api/v1/shortlist/inquiry", { body: shortlist({ company_name: forged }), headers: from() })],
  ["POST /auth/register", "name", () => call(register, "/api/v1/auth/register", { form: registration({ name: forged }), headers: from() })],
  ["POST /auth/register", "city", () => call(register, "/api/v1/auth/register", { form: registration({ city: "Ikeja\rLagos" }), headers: from() })],
  [
    "POST /admin/packages",
    "title",
    () =>
      call(packages.POST, "/api/v1/admin/packages", {
        method: "POST",
        bearer: admin,
        body: { title: forged, client_name: "Jane", client_email: "jane@acme.test", expires_at: defaultExpiryDay(), talents: [{ talent_profile_id: talentId }] },
      }),
  ],
];

describe("one-line fields refuse line breaks", () => {
  it.each(cases)("%s: %s with a line break is a 422 at the field", async (_, field, send) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(ONE_LINE_MESSAGE);
  });

  it("accepts line breaks where text is free (a message, a booking's notes), and mails no forged line", async () => {
    const res = await call(contact, "/api/v1/contact-us", { body: contactMessage({}), headers: from() });
    expect(res.status).toBe(201);
    const [mail] = await outboxFor(env().AGENCY_INBOX);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.split("\n")).toContain("    Line two");
    expect((await call(book, "/api/v1/bookings", { body: booking({}), headers: from() })).status).toBe(201);
  });

  it("the public forms' own rules say the same at the same fields", () => {
    expect(validateContactForm({ fullName: forged, email: "a@b.test", subject: forged, message: "x\ny" })).toEqual({ fullName: ONE_LINE_MESSAGE, subject: ONE_LINE_MESSAGE });
    const form = { fullName: forged, companyName: forged, email: "a@b.test", phone: "+12125550100", budgetRange: budgetRanges[1].label, purpose: purposes[0].label, preferredDate: "", notes: "a\nb" };
    expect(validateBookingForm(form)).toEqual({ fullName: ONE_LINE_MESSAGE, companyName: ONE_LINE_MESSAGE });
    const errors = validateRegisterForm({ ...validRegistration, name: forged, city: "Ikeja\nLagos" }, { statesListed: true, cities: [] });
    expect(errors).toMatchObject({ name: ONE_LINE_MESSAGE, city: ONE_LINE_MESSAGE });
  });
});
