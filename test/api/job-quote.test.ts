import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { DELETE as removeExpense, PUT as editExpense } from "@/app/api/v1/admin/job-expenses/[id]/route";
import { DELETE as removeFee, PUT as editFee } from "@/app/api/v1/admin/job-fees/[id]/route";
import { GET as listExpenses, POST as addExpense } from "@/app/api/v1/admin/jobs/[id]/expenses/route";
import { GET as listFees, POST as addFee } from "@/app/api/v1/admin/jobs/[id]/fees/route";
import { GET as quoteRoute } from "@/app/api/v1/admin/jobs/[id]/quote/route";
import { GET as listUsages, POST as addUsage } from "@/app/api/v1/admin/jobs/[id]/usages/route";
import { DELETE as removeUsage, PUT as editUsage } from "@/app/api/v1/admin/job-usages/[id]/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { createAdmin, createTalent } from "@/db/factories";
import { jobFees, jobUsages } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, place } from "../jobs";

/*
 * Issue 40: a job's fee lines, expenses and quote through the route handlers; the spec's A7, A8 and A9, the 422s of
 * the fee routes, the reverse charge and a currency without minor units.
 */

const db = useTestDb();
let admin: string;
let t1: number;
let t2: number;
let t3: number;
let day = 1;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  t1 = (await createTalent(db(), { profile: { stageName: "Talia" } })).profile.id;
  t2 = (await createTalent(db(), { profile: { stageName: "Bo" } })).profile.id;
  t3 = (await createTalent(db(), { profile: { stageName: "Noor" } })).profile.id;
});

let seq = 0;
async function company(body: Record<string, unknown>) {
  const res = await call(createCompany, "/api/v1/admin/companies", { bearer: admin, body: { name: `Client ${++seq}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** A job for the company with a confirmed two-day line for each talent (on days of its own). */
async function pricedJob(companyId: number, talents: number[], extra: Record<string, unknown> = {}) {
  const res = await call(createJob, "/api/v1/admin/jobs", { bearer: admin, body: { title: "Campaign", client_name: "Anna", company_id: companyId, status: "active", ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.job.id as number;
  const first = day;
  day += 2;
  for (const talent of talents) {
    const line = await place(admin, id, { talent_profile_id: talent, starts_at: at(first, 9), ends_at: at(first + 1, 18), confirm: true });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
  }
  return id;
}

const fee = (jobId: number, body: Record<string, unknown>) => call(addFee, `/api/v1/admin/jobs/${jobId}/fees`, { bearer: admin, params: { id: String(jobId) }, body });
const expense = (jobId: number, body: Record<string, unknown>) => call(addExpense, `/api/v1/admin/jobs/${jobId}/expenses`, { bearer: admin, params: { id: String(jobId) }, body });
const quote = async (jobId: number) => {
  const res = await call(quoteRoute, `/api/v1/admin/jobs/${jobId}/quote`, { bearer: admin, params: { id: String(jobId) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const addUsageTo = (jobId: number, body: Record<string, unknown>) => call(addUsage, `/api/v1/admin/jobs/${jobId}/usages`, { bearer: admin, params: { id: String(jobId) }, body });
const putFee = (id: number, body: Record<string, unknown>) => call(editFee, `/api/v1/admin/job-fees/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });

describe("A7 and A8. the brief's example, then overtime, usage and an expense", () => {
  it("prices two talents' day rates with the agency fee and VAT, then overtime from the day rate, a usage fee and a rebilled expense", async () => {
    const nl = await company({ country: "NL" });
    const j = await pricedJob(nl, [t1, t2]);
    for (const talent of [t1, t2]) {
      const res = await fee(j, { talent_profile_id: talent, kind: "day_rate", quantity: "2", unit_amount: "1500.00" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ quantity: "2.00", unit_amount: "1500.00", amount: "3000.00", vat_percent: "21.00", agency_fee_applies: true });
    }
    const a7 = await quote(j);
    expect(a7).toMatchObject({
      currency: "EUR",
      talent_fees: "6000.00",
      agency_fee: "1200.00",
      expenses: "0.00",
      net: "7200.00",
      vat: [{ percent: "21.00", base: "7200.00", amount: "1512.00" }],
      vat_total: "1512.00",
      total: "8712.00",
      reverse_charge: false,
      vat_note: null,
    });
    expect(a7.talents.map((t: { stage_name: string; agency_fee: string }) => [t.stage_name, t.agency_fee])).toEqual([
      ["Bo", "600.00"],
      ["Talia", "600.00"],
    ]);
    const [{ sum }] = await db().select({ sum: sql<string>`sum(${jobFees.amountMinor})` }).from(jobFees).where(eq(jobFees.jobId, j));
    expect(BigInt(sum)).toBe(600000n);

    const overtime = await fee(j, { talent_profile_id: t1, kind: "overtime", quantity: "2" });
    expect(overtime.status, JSON.stringify(overtime.body)).toBe(201);
    expect(overtime.body.data).toMatchObject({ unit_amount: "281.25", amount: "562.50", unit_from_day_rate: true });
    const usage = await addUsageTo(j, { media: ["online_paid", "social_paid"], territory: ["EU"], starts_on: "2027-02-01", ends_on: "2028-01-31", exclusivity: "none" });
    expect(usage.status, JSON.stringify(usage.body)).toBe(201);
    expect(usage.body.data).toMatchObject({
      job_id: j,
      company_id: nl,
      media: ["online_paid", "social_paid"],
      territory: ["EU"],
      perpetual: false,
      labels: { media: ["Online (paid)", "Social (paid)"], territory: ["European Union"], period: "1 Feb 2027 – 31 Jan 2028" },
    });
    const usageFee = await fee(j, { talent_profile_id: t1, kind: "usage", quantity: "1", unit_amount: "1500.00", usage_id: usage.body.data.id });
    expect(usageFee.status, JSON.stringify(usageFee.body)).toBe(201);
    expect(usageFee.body.data).toMatchObject({ usage_id: usage.body.data.id, amount: "1500.00" });
    const travel = await expense(j, { kind: "travel", amount: "250.00", paid_by: "agency", rebill: true });
    expect(travel.status, JSON.stringify(travel.body)).toBe(201);
    expect(travel.body.data).toMatchObject({ amount: "250.00", rebill: true, markup_percent: "0.00", vat_percent: "21.00" });
    // Paid by the client: never billed back, whatever the body says.
    expect((await expense(j, { kind: "transport", amount: "80.00", paid_by: "client", rebill: true })).status).toBe(422);
    expect((await expense(j, { kind: "transport", amount: "80.00", paid_by: "client" })).body.data.rebill).toBe(false);

    expect(await quote(j)).toMatchObject({ talent_fees: "8062.50", agency_fee: "1612.50", expenses: "250.00", net: "9925.00", vat_total: "2084.25", total: "12009.25" });

    // The overtime unit follows the day rate it is derived from.
    const dayRate = (await call(listFees, `/api/v1/admin/jobs/${j}/fees`, { bearer: admin, params: { id: String(j) } })).body.data.fees.find(
      (f: { talent_profile_id: number; kind: string }) => f.talent_profile_id === t1 && f.kind === "day_rate",
    );
    const raised = await putFee(dayRate.id, { unit_amount: "1600.00" });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.data).toMatchObject({ talent_profile_id: t1, quantity: "2.00", unit_amount: "1600.00", amount: "3200.00" });
    const fees = (await call(listFees, `/api/v1/admin/jobs/${j}/fees`, { bearer: admin, params: { id: String(j) } })).body.data.fees;
    expect(fees.find((f: { kind: string }) => f.kind === "overtime")).toMatchObject({ unit_amount: "300.00", amount: "600.00" });
    // Removing the day rate would leave the overtime line without a unit.
    const del = await call(removeFee, `/api/v1/admin/job-fees/${dayRate.id}`, { method: "DELETE", bearer: admin, params: { id: String(dayRate.id) } });
    expect(del.status).toBe(422);
    expect((await call(listFees, `/api/v1/admin/jobs/${j}/fees`, { bearer: admin, params: { id: String(j) } })).body.data.fees).toHaveLength(4);
  });
});

describe("A9. rounding", () => {
  it("rounds half-up once per line and once per VAT group", async () => {
    const j = await pricedJob(await company({ country: "NL" }), [t3]);
    expect((await fee(j, { talent_profile_id: t3, kind: "flat", quantity: "1", unit_amount: "1234.56" })).status).toBe(201);
    expect(await quote(j)).toMatchObject({ talent_fees: "1234.56", agency_fee: "246.91", net: "1481.47", vat_total: "311.11", total: "1792.58" });
  });
});

describe("the fee and expense routes' 422s", () => {
  it("refuses a talent without a live line, an overtime line with no unit and no day rate, and bad amounts", async () => {
    const j = await pricedJob(await company({ country: "NL" }), [t1]);
    const noLine = await fee(j, { talent_profile_id: t2, kind: "day_rate", quantity: "1", unit_amount: "100.00" });
    expect(noLine.status).toBe(422);
    expect(noLine.body.errors.talent_profile_id).toBeDefined();
    const noUnit = await fee(j, { talent_profile_id: t1, kind: "overtime", quantity: "1" });
    expect(noUnit.status).toBe(422);
    expect(noUnit.body.errors.unit_amount).toBeDefined();
    expect((await fee(j, { talent_profile_id: t1, kind: "day_rate", quantity: "1" })).status).toBe(422);
    expect((await fee(j, { talent_profile_id: t1, kind: "day_rate", quantity: "0", unit_amount: "100" })).status).toBe(422);
    expect((await fee(j, { talent_profile_id: t1, kind: "day_rate", quantity: "1", unit_amount: "100.001" })).status).toBe(422);
    expect((await fee(j, { talent_profile_id: t1, kind: "day_rate", quantity: "1", unit_amount: "-5" })).status).toBe(422);
    expect((await fee(j, { talent_profile_id: t1, kind: "day_rate", quantity: "1", unit_amount: 100 })).status).toBe(422);
    expect((await fee(j, { talent_profile_id: t1, kind: "bonus", quantity: "1", unit_amount: "100" })).status).toBe(422);
    expect((await fee(999999, { talent_profile_id: t1, kind: "flat", quantity: "1", unit_amount: "1" })).status).toBe(404);
    expect((await putFee(999999, { quantity: "2" })).status).toBe(404);
    expect((await call(listFees, `/api/v1/admin/jobs/${j}/fees`, { bearer: admin, params: { id: String(j) } })).body.data.fees).toEqual([]);

    const e = (await expense(j, { kind: "per_diem", amount: "40.00", paid_by: "talent", markup_percent: "10.00" })).body.data;
    expect(e).toMatchObject({ rebill: true, markup_percent: "10.00" });
    const edited = await call(editExpense, `/api/v1/admin/job-expenses/${e.id}`, { method: "PUT", bearer: admin, params: { id: String(e.id) }, body: { paid_by: "client" } });
    expect(edited.body.data).toMatchObject({ paid_by: "client", rebill: false });
    expect((await call(listExpenses, `/api/v1/admin/jobs/${j}/expenses`, { bearer: admin, params: { id: String(j) } })).body.data.expenses).toHaveLength(1);
    expect((await call(removeExpense, `/api/v1/admin/job-expenses/${e.id}`, { method: "DELETE", bearer: admin, params: { id: String(e.id) } })).status).toBe(200);
  });
});

describe("VAT treatment and currencies", () => {
  it("applies the reverse charge to an EU business client with a valid VAT ID in another member state, not without one", async () => {
    const es = await company({ country: "ES", vat_id: "ESA15075062" });
    const j = await pricedJob(es, [t2]);
    await fee(j, { talent_profile_id: t2, kind: "day_rate", quantity: "1", unit_amount: "1000.00" });
    expect(await quote(j)).toMatchObject({ net: "1200.00", vat: [{ percent: "0.00", base: "1200.00", amount: "0.00" }], vat_total: "0.00", total: "1200.00", reverse_charge: true, vat_note: "Reverse charge" });

    const unchecked = await company({ country: "ES", vat_id: "ESA15075060" });
    const k = await pricedJob(unchecked, [t2]);
    await fee(k, { talent_profile_id: t2, kind: "day_rate", quantity: "1", unit_amount: "1000.00" });
    expect(await quote(k)).toMatchObject({ vat_total: "252.00", total: "1452.00", reverse_charge: false });

    // The agency fee from the company, and the bill-to's country decides.
    const bill = await company({ country: "DE", vat_id: "DE136695976" });
    const low = await company({ country: "NL", agency_fee_percent: "10.00" });
    const m = await pricedJob(low, [t2], { billing_company_id: bill });
    await fee(m, { talent_profile_id: t2, kind: "day_rate", quantity: "1", unit_amount: "1000.00" });
    expect(await quote(m)).toMatchObject({ agency_fee: "100.00", net: "1100.00", reverse_charge: true });
  });

  it("prices a currency without minor units (JPY) in whole yen", async () => {
    const jp = await company({ country: "NL", currency: "JPY" });
    const j = await pricedJob(jp, [t3]);
    const res = await fee(j, { talent_profile_id: t3, kind: "day_rate", quantity: "1.5", unit_amount: "150001" });
    expect(res.body.data).toMatchObject({ unit_amount: "150001", amount: "225002", currency: "JPY" });
    expect((await fee(j, { talent_profile_id: t3, kind: "flat", quantity: "1", unit_amount: "10.50" })).status).toBe(422);
    expect(await quote(j)).toMatchObject({ currency: "JPY", talent_fees: "225002", agency_fee: "45000", net: "270002", vat_total: "56700", total: "326702" });
  });
});

describe("usage rights", () => {
  it("lists, edits and removes a job's usages; needs an end or perpetual; a fee names only a usage of its own job", async () => {
    const es = await company({ country: "ES" });
    const j = await pricedJob(es, [t3]);
    const other = await pricedJob(es, [t3]);

    // perpetual OR ends_on, an end before the start, unknown media and territories, a category without its name.
    const refused = await addUsageTo(j, { media: ["online_paid"], territory: ["EU"], starts_on: "2027-02-01" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ends_on).toBeDefined();
    const bad = await addUsageTo(j, { media: ["radio"], territory: ["XX", "europe"], starts_on: "2027-02-31", ends_on: "2027-01-01", exclusivity: "category" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["media.0", "territory.0", "territory.1", "starts_on"]));
    expect((await addUsageTo(j, { media: ["print"], territory: ["ES"], starts_on: "2027-03-01", ends_on: "2027-02-01" })).body.errors.ends_on).toBeDefined();
    expect((await addUsageTo(j, { media: ["print"], territory: ["ES"], starts_on: "2027-03-01", perpetual: true, exclusivity: "category" })).body.errors.exclusivity_category).toBeDefined();
    // Hostile input is a 4xx, never a 500.
    for (const body of [{ media: "print" }, { media: [], territory: [] }, { media: ["print"], territory: ["ES"], starts_on: "x".repeat(5000), perpetual: true }, null, [1]]) {
      expect([400, 422]).toContain((await addUsageTo(j, body as Record<string, unknown>)).status);
    }

    const created = await addUsageTo(j, { media: ["print", "ooh", "print"], territory: ["es", "PT", "WW"], starts_on: "2027-03-01", perpetual: true, exclusivity: "category", exclusivity_category: "fragrance" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      media: ["print", "ooh"],
      territory: ["ES", "PT", "WW"],
      ends_on: null,
      perpetual: true,
      renewal_status: "none",
      labels: { territory: ["Spain", "Portugal", "Worldwide"], period: "From 1 Mar 2027, perpetual" },
    });
    expect(created.body.data.labels.summary).toContain("Exclusive in fragrance");
    const id = created.body.data.id as number;

    // The whole usage keeps the rule on an update: dropping `perpetual` needs an end.
    const put = (body: Record<string, unknown>) => call(editUsage, `/api/v1/admin/job-usages/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });
    expect((await put({ perpetual: false })).status).toBe(422);
    const edited = await put({ perpetual: false, ends_on: "2028-02-29" });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ perpetual: false, ends_on: "2028-02-29" });
    const listed = await call(listUsages, `/api/v1/admin/jobs/${j}/usages`, { bearer: admin, params: { id: String(j) } });
    expect(listed.body.data.usages.map((u: { id: number }) => u.id)).toEqual([id]);

    // A fee names a usage of its own job only.
    const foreign = await fee(other, { talent_profile_id: t3, kind: "usage", quantity: "1", unit_amount: "100.00", usage_id: id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.usage_id).toBeDefined();
    const own = await fee(j, { talent_profile_id: t3, kind: "usage", quantity: "1", unit_amount: "100.00", usage_id: id });
    expect(own.status).toBe(201);
    expect((await putFee(own.body.data.id, { usage_id: 999999 })).status).toBe(422);

    // A usage a fee licenses is not removed under it; once the fee points elsewhere, it goes.
    const remove = () => call(removeUsage, `/api/v1/admin/job-usages/${id}`, { method: "DELETE", bearer: admin, params: { id: String(id) } });
    expect((await remove()).status).toBe(409);
    expect((await putFee(own.body.data.id, { usage_id: null })).status).toBe(200);
    expect((await remove()).status).toBe(200);
    expect(await db().select().from(jobUsages).where(eq(jobUsages.id, id))).toEqual([]);
    expect((await remove()).status).toBe(404);
  });
});
