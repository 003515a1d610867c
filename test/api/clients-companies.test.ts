import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convert } from "@/app/api/v1/admin/bookings/[id]/convert/route";
import { POST as linkCompany } from "@/app/api/v1/admin/bookings/[id]/link-company/route";
import { GET as getBooking } from "@/app/api/v1/admin/bookings/[id]/route";
import { GET as listContacts, POST as addContact } from "@/app/api/v1/admin/companies/[id]/contacts/route";
import { POST as merge } from "@/app/api/v1/admin/companies/[id]/merge/route";
import { DELETE as removeCompany, GET as getCompany, PUT as editCompany } from "@/app/api/v1/admin/companies/[id]/route";
import { GET as match } from "@/app/api/v1/admin/companies/match/route";
import { GET as history } from "@/app/api/v1/admin/companies/[id]/history/route";
import { POST as createPackage } from "@/app/api/v1/admin/packages/route";
import { POST as sendPackage } from "@/app/api/v1/admin/packages/[id]/send/route";
import { POST as addFee } from "@/app/api/v1/admin/jobs/[id]/fees/route";
import { GET as usagesRoute, POST as addUsage } from "@/app/api/v1/admin/jobs/[id]/usages/route";
import { GET as schedule } from "@/app/api/v1/schedule/route";
import { defaultExpiryDay } from "@/lib/domain/packages";
import { at, place } from "../jobs";
import { GET as listCompanies, POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { DELETE as removeContact, PUT as editContact } from "@/app/api/v1/admin/contacts/[id]/route";
import { GET as quote } from "@/app/api/v1/admin/jobs/[id]/quote/route";
import { PUT as editJob } from "@/app/api/v1/admin/jobs/[id]/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { bookings, companies, companyContacts, companyDomains, jobs, packages } from "@/db/schema";
import { budgetRanges } from "@/lib/domain/booking";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

/*
 * Issue 40 (`clients-and-confirmations.md`): companies, domains, contacts, matching, linking a request, conversion,
 * merge, and the clients / bookings permission split: the spec's A1-A5 and A15 (its permission part), through the
 * route handlers.
 */

const db = useTestDb();
let admin: string;
let clientsOnly: string;
let bookingsOnly: string;
let talentId: number;
let ip = 0;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  clientsOnly = (await createSession((await createSubadmin(db(), ["clients"])).id)).token;
  bookingsOnly = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
  talentId = (await createTalent(db(), { profile: { stageName: "Amara" } })).profile.id;
});

const create = (body: Record<string, unknown>, bearer = admin) => call(createCompany, "/api/v1/admin/companies", { bearer, body });
const list = (query: Record<string, string>, bearer = admin) => call(listCompanies, "/api/v1/admin/companies", { bearer, query });
const matchEmail = (email: string) => call(match, "/api/v1/admin/companies/match", { bearer: admin, query: { email } });
const mergeInto = (into: number, from: number) => call(merge, `/api/v1/admin/companies/${into}/merge`, { bearer: admin, params: { id: String(into) }, body: { from_company_id: from } });
const contact = (companyId: number, body: Record<string, unknown>) =>
  call(addContact, `/api/v1/admin/companies/${companyId}/contacts`, { bearer: admin, params: { id: String(companyId) }, body });
const job = async (companyId: number, title = "Campaign") => {
  const res = await call(createJob, "/api/v1/admin/jobs", { bearer: admin, body: { title, client_name: "Anna", company_id: companyId } });
  expect(res.status).toBe(201);
  return res.body.data.job as { id: number; company: { id: number }; billing_company: { id: number }; currency: string };
};
const publicBooking = async (email: string) => {
  const res = await call(book, "/api/v1/bookings", {
    headers: { "x-forwarded-for": `10.40.0.${++ip}` },
    body: {
      talent_profile_id: talentId,
      client_name: "Anna López",
      client_email: email,
      client_phone: "+34910000000",
      company_name: "Zara",
      project_type: "campaign",
      project_description: "Two days in Madrid.",
      project_date: null,
      location: "TBD",
      budget_min: budgetRanges[1].min,
      budget_max: budgetRanges[1].max,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking.id as number;
};

const zara = { name: "Zara", kind: "client", domains: ["ZARA.com"], country: "ES", vat_id: "ESA15075062", po_required: true, payment_terms_days: 30 };

describe("A1. company and domains", () => {
  it("creates with the registrable lower-cased domain and a checked VAT ID; refuses a taken, free-mail or bad domain and a malformed VAT ID", async () => {
    const res = await create(zara);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: "Zara", domains: ["zara.com"], vat_id: "ESA15075062", vat_id_valid: true, po_required: true, payment_terms_days: 30, contacts: [] });

    const taken = await create({ name: "Zara copy", domains: ["www.zara.com"] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.domains[0]).toMatch(/zara\.com/);
    expect((await create({ name: "Gmail", domains: ["gmail.com"] })).status).toBe(422);
    expect((await create({ name: "Nothing", domains: ["not a domain"] })).status).toBe(422);
    expect((await create({ name: "Local", domains: ["localhost"] })).status).toBe(422);
    const badVat = await create({ name: "Bad VAT", vat_id: "ES123" });
    expect(badVat.status).toBe(422);
    expect(badVat.body.errors.vat_id).toBeDefined();
    // Well formed but with a wrong check digit: kept, and read as not valid.
    expect((await create({ name: "Checksum", vat_id: "ESA15075060" })).body.data.vat_id_valid).toBe(false);

    const [{ n }] = await db().select({ n: count() }).from(companyDomains).where(eq(companyDomains.domain, "zara.com"));
    expect(n).toBe(1);
    const [{ companies: named }] = await db().select({ companies: count() }).from(companies).where(sql`name in ('Zara copy', 'Gmail', 'Nothing', 'Local', 'Bad VAT')`);
    expect(named).toBe(0);
  });
});

describe("A2. match by e-mail", () => {
  it("matches by domain (sub-domains too), by a contact's exact e-mail first, never by a free-mail domain", async () => {
    const id = (await create({ name: "Mango", domains: ["mango.com"] })).body.data.id as number;
    expect((await matchEmail("Anna.Lopez@MANGO.com")).body.data).toMatchObject({ company: { id, name: "Mango", domain: "mango.com" }, contact: null, reason: "domain" });
    expect((await matchEmail("buyer@es.mango.com")).body.data.company.id).toBe(id);
    expect((await matchEmail("x@gmail.com")).body.data).toEqual({ company: null, contact: null, reason: null });
    // A freelancer at a free-mail address is found by her contact e-mail.
    const c = await contact(id, { name: "Free Lance", email: "free.lance@gmail.com" });
    expect(c.status).toBe(201);
    expect((await matchEmail("Free.Lance@gmail.com")).body.data).toMatchObject({ company: { id }, contact: { id: c.body.data.id }, reason: "contact_email" });
  });
});

describe("A3 and A4. suggestion, link (idempotent), conversion", () => {
  it("suggests by domain, links twice with one contact, and the job carries the client", async () => {
    const id = (await create({ name: "Bershka", domains: ["bershka.com"], currency: "EUR" })).body.data.id as number;
    const bookingId = await publicBooking("anna@bershka.com");
    const before = await call(getBooking, `/api/v1/admin/bookings/${bookingId}`, { bearer: admin, params: { id: String(bookingId) } });
    expect(before.body.data.booking).toMatchObject({ company_id: null, contact_id: null, suggested_company: { id, name: "Bershka", domain: "bershka.com", reason: "domain" } });

    const link = () => call(linkCompany, `/api/v1/admin/bookings/${bookingId}/link-company`, { bearer: admin, params: { id: String(bookingId) }, body: { company_id: id } });
    const first = await link();
    expect(first.status).toBe(200);
    expect(first.body.data.booking).toMatchObject({ company_id: id, suggested_company: null });
    expect((await link()).status).toBe(200);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, id), sql`lower(${companyContacts.email}) = 'anna@bershka.com'`));
    expect(n).toBe(1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row.companyId).toBe(id);
    expect((await call(linkCompany, `/api/v1/admin/bookings/${bookingId}/link-company`, { bearer: admin, params: { id: String(bookingId) }, body: { company_id: 999999 } })).status).toBe(404);

    const converted = await call(convert, `/api/v1/admin/bookings/${bookingId}/convert`, { method: "POST", bearer: admin, params: { id: String(bookingId) } });
    expect(converted.status).toBe(201);
    expect(converted.body.data.job).toMatchObject({ company: { id, name: "Bershka" }, contact: { email: "anna@bershka.com" }, billing_company: { id }, currency: "EUR" });
  });

  it("a job names only companies that exist and contacts of its company", async () => {
    const a = (await create({ name: "Pull and Bear", domains: ["pullandbear.com"] })).body.data.id as number;
    const b = (await create({ name: "Oysho", domains: ["oysho.com"] })).body.data.id as number;
    const other = (await contact(b, { name: "Olga", email: "olga@oysho.com" })).body.data.id as number;
    const j = await job(a);
    expect(j.billing_company.id).toBe(a);
    const put = (body: Record<string, unknown>) => call(editJob, `/api/v1/admin/jobs/${j.id}`, { method: "PUT", bearer: admin, params: { id: String(j.id) }, body });
    expect((await put({ contact_id: other })).status).toBe(422);
    expect((await put({ company_id: 999999 })).status).toBe(422);
    const ok = await put({ po_number: "PO-7", client_reference: "SS27", agency_fee_percent: "15.00" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.job).toMatchObject({ po_number: "PO-7", client_reference: "SS27", agency_fee_percent: "15.00" });
  });
});

describe("A5. merge", () => {
  it("moves contacts, domains, jobs and requests, folds the duplicate contact, and marks the merged company", async () => {
    const a = (await create({ name: "Massimo", domains: ["massimodutti.com"] })).body.data.id as number;
    const b = (await create({ name: "MASSIMO SA", domains: ["massimodutti.es"] })).body.data.id as number;
    await contact(a, { name: "Anna", email: "anna@massimodutti.com" });
    await contact(a, { name: "Bo", email: "bo@massimodutti.com" });
    const dup = (await contact(b, { name: "Anna L.", email: "Anna@massimodutti.com" })).body.data.id as number;
    await job(a, "One");
    await job(a, "Two");
    const bJob = await job(b, "Three");
    await db().update(jobs).set({ contactId: dup }).where(eq(jobs.id, bJob.id));
    const bookingId = await publicBooking("someone@massimodutti.es");
    await db().update(bookings).set({ companyId: b }).where(eq(bookings.id, bookingId));

    // What the dialog shows before the merge: the same numbers the merge then moves.
    const preview = await call(getCompany, `/api/v1/admin/companies/${b}`, { bearer: admin, params: { id: String(b) } });
    expect(preview.body.data.records).toEqual({ jobs: 1, bookings: 1, packages: 0 });
    const res = await mergeInto(a, b);
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toEqual({ contacts: 0, domains: 1, jobs: 1, bookings: 1, packages: 0, confirmations: 0 });
    expect(res.body.data.contacts_deduplicated).toBe(1);
    expect(res.body.data.company.domains).toEqual(["massimodutti.com", "massimodutti.es"]);

    const [{ n: jobsOfA }] = await db().select({ n: count() }).from(jobs).where(eq(jobs.companyId, a));
    expect(jobsOfA).toBe(3);
    const [merged] = await db().select().from(companies).where(eq(companies.id, b));
    expect(merged.mergedIntoId).toBe(a);
    const [{ n: contactsOfA }] = await db().select({ n: count() }).from(companyContacts).where(eq(companyContacts.companyId, a));
    expect(contactsOfA).toBe(2);
    // The job that named the duplicate names the survivor's Anna.
    const [moved] = await db().select().from(jobs).where(eq(jobs.id, bJob.id));
    const [anna] = await db().select().from(companyContacts).where(and(eq(companyContacts.companyId, a), eq(companyContacts.email, "anna@massimodutti.com")));
    expect(moved.contactId).toBe(anna.id);

    expect((await list({ q: "massimo" })).body.data.companies.map((c: { id: number }) => c.id)).toEqual([a]);
    expect((await mergeInto(a, a)).status).toBe(422);
    expect((await mergeInto(a, b)).status).toBe(409);
    expect((await matchEmail("x@massimodutti.es")).body.data.company.id).toBe(a);
  });
});

describe("A6. history", () => {
  it("lists the packages sent to the company (tied on send, older ones by address), its jobs with quote and confirmation status, its usages", async () => {
    const made = await create({ ...zara, name: "Lefties", domains: ["lefties.com"], vat_id: null });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    await contact(id, { name: "Anna", email: "anna@lefties.com" });
    const sendTo = async (email: string, title: string) => {
      const made = await call(createPackage, "/api/v1/admin/packages", {
        bearer: admin,
        body: { title, client_name: "Anna", client_email: email, message: "", expires_at: defaultExpiryDay(), talents: [{ talent_profile_id: talentId, note: null }] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const pid = made.body.data.id as number;
      expect((await call(sendPackage, `/api/v1/admin/packages/${pid}/send`, { bearer: admin, params: { id: String(pid) } })).status).toBe(200);
      return pid;
    };
    // Sent now: tied to the company on send (the contact's address).
    const sent = await sendTo("anna@lefties.com", "Spring faces");
    const [row] = await db().select({ companyId: packages.companyId }).from(packages).where(eq(packages.id, sent));
    expect(row.companyId).toBe(id);
    // An older package (sent before companies existed): no company, found by the address's domain.
    const older = await sendTo("someone@es.lefties.com", "Older faces");
    await db().update(packages).set({ companyId: null, sentAt: new Date(Date.now() - 86_400_000) }).where(eq(packages.id, older));
    // Someone else's package is not listed.
    await sendTo("x@gmail.com", "Not theirs");

    const j = await job(id, "Summer campaign");
    await db().update(jobs).set({ status: "active" }).where(eq(jobs.id, j.id));
    const line = await place(admin, j.id, { talent_profile_id: talentId, starts_at: at(27, 9), ends_at: at(27, 18), confirm: true });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const priced = await call(addFee, `/api/v1/admin/jobs/${j.id}/fees`, { bearer: admin, params: { id: String(j.id) }, body: { talent_profile_id: talentId, kind: "day_rate", quantity: "1", unit_amount: "1000.00" } });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    const usage = await call(addUsage, `/api/v1/admin/jobs/${j.id}/usages`, { bearer: admin, params: { id: String(j.id) }, body: { media: ["online_paid"], territory: ["EU"], starts_on: "2027-02-01", ends_on: "2028-01-31" } });
    expect(usage.status, JSON.stringify(usage.body)).toBe(201);

    const res = await call(history, `/api/v1/admin/companies/${id}/history`, { bearer: clientsOnly, params: { id: String(id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const h = res.body.data;
    expect(h.packages.map((p: { id: number }) => p.id)).toEqual([sent, older]);
    expect(h.packages[0]).toMatchObject({ id: sent, company_id: id, client_email: "anna@lefties.com" });
    expect(h.jobs).toHaveLength(1);
    // The billing setting's defaults: 20% agency fee, 21% VAT (the company has no country: no reverse charge).
    expect(h.jobs[0]).toMatchObject({ id: j.id, reference: expect.any(String), status: "active", quote_total: "1452.00", confirmation_status: "none" });
    expect(h.confirmations).toEqual([]);
    expect(h.usages).toHaveLength(1);
    expect(h.usages[0]).toMatchObject({ job: { id: j.id, title: "Summer campaign" }, labels: { media: ["Online (paid)"], territory: ["European Union"] } });

    const company = await call(getCompany, `/api/v1/admin/companies/${id}`, { bearer: admin, params: { id: String(id) } });
    expect(company.body.data).toMatchObject({ po_required: true, payment_terms_days: 30 });

    // The clients permission reads it; bookings alone does not; an unknown company is a 404.
    expect((await call(history, `/api/v1/admin/companies/${id}/history`, { bearer: bookingsOnly, params: { id: String(id) } })).status).toBe(403);
    expect((await call(history, "/api/v1/admin/companies/999999/history", { bearer: admin, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("search, edit, contacts and delete", () => {
  it("searches by name, legal name, domain and contact e-mail; edits; archives a company in use and deletes one that is not", async () => {
    const id = (await create({ name: "Stradivarius", legal_name: "Stradivarius España S.A.", domains: ["stradivarius.com"] })).body.data.id as number;
    const c = (await contact(id, { name: "Sara", email: "sara@studio-x.test", is_primary: true })).body.data.id as number;
    const names = async (q: string) => (await list({ q })).body.data.companies.map((x: { name: string }) => x.name);
    expect(await names("españa")).toEqual(["Stradivarius"]);
    expect(await names("stradivarius.com")).toEqual(["Stradivarius"]);
    expect(await names("studio-x")).toEqual(["Stradivarius"]);
    expect((await list({ kind: "shoes" })).status).toBe(422);

    const put = (body: Record<string, unknown>) => call(editCompany, `/api/v1/admin/companies/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });
    expect((await put({ domains: ["zara.com"] })).status).toBe(409);
    const edited = await put({ domains: ["stradivarius.com", "stradivarius.es"], agency_fee_percent: "18.50" });
    expect(edited.body.data).toMatchObject({ domains: ["stradivarius.com", "stradivarius.es"], agency_fee_percent: "18.50" });
    expect((await put({ agency_fee_percent: "120" })).status).toBe(422);
    // A field left out of a PUT keeps its value (no default applies).
    expect((await put({ notes: "Pays late" })).body.data).toMatchObject({ notes: "Pays late", kind: "client", domains: ["stradivarius.com", "stradivarius.es"], agency_fee_percent: "18.50" });

    expect((await contact(id, { name: "Sara twin", email: "SARA@studio-x.test" })).status).toBe(409);
    expect((await call(editContact, `/api/v1/admin/contacts/${c}`, { method: "PUT", bearer: admin, params: { id: String(c) }, body: { title: "Art buyer" } })).body.data.title).toBe("Art buyer");
    expect((await call(listContacts, `/api/v1/admin/companies/${id}/contacts`, { bearer: admin, params: { id: String(id) } })).body.data.contacts).toHaveLength(1);
    expect((await call(removeContact, `/api/v1/admin/contacts/${c}`, { method: "DELETE", bearer: admin, params: { id: String(c) } })).status).toBe(200);

    const del = (cid: number) => call(removeCompany, `/api/v1/admin/companies/${cid}`, { method: "DELETE", bearer: admin, params: { id: String(cid) } });
    await job(id);
    expect((await del(id)).body.data).toEqual({ id, archived: true });
    expect((await call(getCompany, `/api/v1/admin/companies/${id}`, { bearer: admin, params: { id: String(id) } })).body.data.is_active).toBe(false);
    const unused = (await create({ name: "Lefties" })).body.data.id as number;
    expect((await del(unused)).body.data).toEqual({ id: unused, archived: false });
    expect((await call(getCompany, `/api/v1/admin/companies/${unused}`, { bearer: admin, params: { id: String(unused) } })).status).toBe(404);
  });
});

describe("A15. permissions", () => {
  it("clients opens the companies, not the quote; bookings the quote, not the companies", async () => {
    const id = (await create({ name: "Uterqüe" })).body.data.id as number;
    const j = await job(id);
    const quoteAs = (bearer: string) => call(quote, `/api/v1/admin/jobs/${j.id}/quote`, { bearer, params: { id: String(j.id) } });
    expect((await list({}, clientsOnly)).status).toBe(200);
    expect((await quoteAs(clientsOnly)).status).toBe(403);
    expect((await list({}, bookingsOnly)).status).toBe(403);
    expect((await create({ name: "Nope" }, bookingsOnly)).status).toBe(403);
    expect((await quoteAs(bookingsOnly)).status).toBe(200);
    // Usages are the booker's (bookings), the history the client desk's (clients).
    const usagesAs = (bearer: string) => call(usagesRoute, `/api/v1/admin/jobs/${j.id}/usages`, { bearer, params: { id: String(j.id) } });
    expect((await usagesAs(clientsOnly)).status).toBe(403);
    expect((await usagesAs(bookingsOnly)).status).toBe(200);
    expect((await call(history, `/api/v1/admin/companies/${id}/history`, { bearer: clientsOnly, params: { id: String(id) } })).status).toBe(200);
  });

  it("a talent's schedule carries no agency fee, total or commission, even on a priced job", async () => {
    const t = await createTalent(db(), { profile: { stageName: "Priced" } });
    const id = (await create({ name: "Sfera" })).body.data.id as number;
    const j = await job(id);
    await db().update(jobs).set({ status: "active" }).where(eq(jobs.id, j.id));
    expect((await place(admin, j.id, { talent_profile_id: t.profile.id, starts_at: at(26, 9), ends_at: at(26, 18), confirm: true })).status).toBe(201);
    const priced = await call(addFee, `/api/v1/admin/jobs/${j.id}/fees`, { bearer: admin, params: { id: String(j.id) }, body: { talent_profile_id: t.profile.id, kind: "day_rate", quantity: "1", unit_amount: "2345.67" } });
    expect(priced.status).toBe(201);
    const talentSession = (await createSession(t.user.id)).token;
    const res = await call(schedule, "/api/v1/schedule", { bearer: talentSession });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain("Campaign");
    for (const leak of ["agency_fee", "\"total\"", "commission", "2345", "quote"]) expect(text).not.toContain(leak);
  });
});
