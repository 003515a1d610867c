import { writeFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putRelation, DELETE as deleteRelation } from "@/app/api/v1/admin/agency-relations/[id]/route";
import { GET as agencyStatementRoute } from "@/app/api/v1/admin/companies/[id]/agency-statement/route";
import { POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { GET as jobRoute } from "@/app/api/v1/admin/jobs/[id]/route";
import { PUT as termsRoute } from "@/app/api/v1/admin/jobs/[id]/talents/[talent_profile_id]/terms/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { GET as payoutsDue } from "@/app/api/v1/admin/payouts/due/route";
import { POST as payoutRoute } from "@/app/api/v1/admin/payouts/route";
import { GET as listRelations, POST as addRelation } from "@/app/api/v1/admin/talents/[id]/agency-relations/route";
import { GET as financeGet, PUT as financePut } from "@/app/api/v1/admin/talents/[id]/finance/route";
import { POST as ledgerRoute } from "@/app/api/v1/admin/talents/[id]/ledger/route";
import { POST as eraseTalent } from "@/app/api/v1/admin/talents/[id]/erase/route";
import { DELETE as deleteTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { GET as adminStatement } from "@/app/api/v1/admin/talents/[id]/statement/route";
import { GET as ownStatement } from "@/app/api/v1/statement/route";
import { GET as statementPdf } from "@/app/api/v1/statement.pdf/route";
import { createAdmin, createSubadmin, createTalent, type CreatedTalent } from "@/db/factories";
import { activityLog, emailOutbox, jobs, ledgerEntries, payouts, talentFinance } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call, ORIGIN } from "../http";
import { pdfText } from "../pdf-text";
import { creditNote, issueInvoice, ledgerSum, payInvoice } from "../ledger";

/*
 * Issue 41: statements, the ledger, mother agencies, payouts and the talent's own statement through the route
 * handlers (the spec's B8-B14, the ledger part of B7, B16's commission-free job for a bookings-only sub-admin), with
 * invoices written into the tables and posted through the seam the invoices domain calls (test/ledger.ts).
 */

const db = useTestDb();
let admin: string;
let adminId: number;
let seq = 0;
const YEAR = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  const a = await createAdmin(db());
  adminId = a.id;
  admin = (await createSession(a.id)).token;
});

async function talent(name: string): Promise<CreatedTalent & { token: string }> {
  const t = await createTalent(db(), { profile: { stageName: name } });
  return { ...t, token: (await createSession(t.user.id)).token };
}

async function company(body: Record<string, unknown> = {}) {
  const res = await call(createCompany, "/api/v1/admin/companies", { bearer: admin, body: { name: `Company ${++seq}`, country: "NL", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

async function job(companyId?: number) {
  const res = await call(createJob, "/api/v1/admin/jobs", { bearer: admin, body: { title: "Campaign", client_name: "Anna", ...(companyId ? { company_id: companyId } : {}), status: "active" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.job.id as number;
}

const statement = async (t: CreatedTalent, bearer = admin, query: Record<string, string> = {}) =>
  call(adminStatement, `/api/v1/admin/talents/${t.user.id}/statement`, { bearer, params: { id: String(t.user.id) }, query });
const own = (token: string) => call(ownStatement, "/api/v1/statement", { bearer: token });
const entry = (t: CreatedTalent, body: Record<string, unknown>) => call(ledgerRoute, `/api/v1/admin/talents/${t.user.id}/ledger`, { bearer: admin, params: { id: String(t.user.id) }, body });
const payout = (body: Record<string, unknown>) => call(payoutRoute, "/api/v1/admin/payouts", { bearer: admin, body });
const relate = (t: CreatedTalent, body: Record<string, unknown>) => call(addRelation, `/api/v1/admin/talents/${t.user.id}/agency-relations`, { bearer: admin, params: { id: String(t.user.id) }, body });

/** The spec's job J: T1 and T2 at 2 × 1,500.00 (3,000.00 each), 20 % commission, invoiced and (optionally) paid on `paid`. */
async function jobJ(t1: CreatedTalent, t2: CreatedTalent, paid?: string) {
  const j = await job(await company());
  const invoice = await issueInvoice(db(), j, { fees: [{ talent: t1.profile.id, net: 300000n }, { talent: t2.profile.id, net: 300000n }], actor: adminId });
  expect(invoice.total).toBe(871200n);
  if (paid) await payInvoice(db(), invoice.id, paid);
  return { job: j, invoice };
}

describe("B8 and B9. payment releases the statement; the talent sees her own", () => {
  it("holds the entries until the client pays, then makes them payable D + 10 days; a talent sees only hers", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const { job: j, invoice } = await jobJ(t1, t2);
    const before = await statement(t1);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ on_hold: "2400.00", payable: "0.00", paid: "0.00", balance: "2400.00", currency: "EUR" });

    await payInvoice(db(), invoice.id, today);
    const after = (await statement(t1)).body.data;
    expect(after).toMatchObject({ payable: "2400.00", on_hold: "0.00", balance: "2400.00" });
    const pairs = after.entries.map((e: { kind: string; amount: string; due_on: string; invoice_number: string }) => [e.kind, e.amount, e.due_on, e.invoice_number]).sort();
    expect(pairs).toEqual([
      ["commission", "-600.00", plusDays(today, 10), invoice.number],
      ["earning", "3000.00", plusDays(today, 10), invoice.number],
    ]);
    const [row] = await db().select({ billing: jobs.billingStatus }).from(jobs).where(eq(jobs.id, j));
    expect(row.billing).toBe("paid");

    // B9: her own session answers the same entries, and nothing of T2's.
    const mine = await own(t1.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toMatchObject({ payable: "2400.00", talent_profile_id: t1.profile.id });
    expect(mine.body.data.entries.map((e: { id: number }) => e.id).sort()).toEqual(after.entries.map((e: { id: number }) => e.id).sort());
    const t2Ids = (await db().select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.talentProfileId, t2.profile.id))).map((r) => r.id);
    expect(t2Ids.length).toBeGreaterThan(0);
    const body = JSON.stringify(mine.body);
    for (const id of t2Ids) expect(mine.body.data.entries.some((e: { id: number }) => e.id === id)).toBe(false);
    expect(body).not.toContain(`"talent_profile_id":${t2.profile.id}`);
    expect((await own(t2.token)).body.data).toMatchObject({ talent_profile_id: t2.profile.id, payable: "2400.00" });
    // A talent on the admin route: 403.
    expect((await statement(t1, t1.token)).status).toBe(403);
    expect((await statement(t2, t1.token)).status).toBe(403);
  });
});

describe("B10. a talent-paid expense on the statement", () => {
  it("reimburses the talent's expense besides her fees and commission", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const j = await job(await company());
    const invoice = await issueInvoice(db(), j, {
      fees: [
        { talent: t1.profile.id, net: 300000n },
        { talent: t1.profile.id, net: 56250n, description: "Overtime" },
        { talent: t1.profile.id, net: 150000n, description: "Usage" },
        { talent: t2.profile.id, net: 300000n },
      ],
      expenses: [{ talent: t1.profile.id, net: 4000n }],
    });
    await payInvoice(db(), invoice.id, today);
    expect((await statement(t1)).body.data.payable).toBe("4090.00");
    expect((await statement(t2)).body.data.payable).toBe("2400.00");
    const kinds = (await statement(t1)).body.data.entries.map((e: { kind: string; amount: string }) => `${e.kind} ${e.amount}`).sort();
    expect(kinds).toEqual(["commission -1012.50", "earning 1500.00", "earning 3000.00", "earning 562.50", "expense_reimbursement 40.00"]);
  });
});

describe("B11. mother agencies", () => {
  it("pays the mother agency from the agency's commission, in addition, and not when the relation ended before the job", async () => {
    const m = await company({ kind: "agency" });
    const client = await company({ kind: "client" });
    const supply = "2031-03-10";
    for (const [mode, t2Payable, mPayable] of [
      ["from_agency_commission", "2400.00", "300.00"],
      ["additional", "2100.00", "300.00"],
    ] as const) {
      const t1 = await talent("Talia");
      const t2 = await talent("Bo");
      // A client company cannot be a mother agency.
      const wrong = await relate(t2, { company_id: client, relation: "mother", commission_percent: "10.00", mode, basis: "gross", starts_on: "2031-03-09" });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.company_id).toBeDefined();
      const rel = await relate(t2, { company_id: m, relation: "mother", commission_percent: "10.00", mode, basis: "gross", starts_on: "2031-03-09", ends_on: "2032-03-10" });
      expect(rel.status, JSON.stringify(rel.body)).toBe(201);
      expect(rel.body.data).toMatchObject({ commission_percent: "10.00", mode, company_id: m });
      const before = (await call(agencyStatementRoute, `/api/v1/admin/companies/${m}/agency-statement`, { bearer: admin, params: { id: String(m) } })).body.data.payable;
      const j = await job(await company());
      const invoice = await issueInvoice(db(), j, { fees: [{ talent: t1.profile.id, net: 300000n }, { talent: t2.profile.id, net: 300000n }], supplyDate: supply });
      expect(invoice.total).toBe(871200n);
      await payInvoice(db(), invoice.id, today);
      expect((await statement(t2)).body.data.payable).toBe(t2Payable);
      const agency = await call(agencyStatementRoute, `/api/v1/admin/companies/${m}/agency-statement`, { bearer: admin, params: { id: String(m) } });
      expect(agency.status, JSON.stringify(agency.body)).toBe(200);
      expect(BigInt(agency.body.data.payable.replace(".", "")) - BigInt(before.replace(".", ""))).toBe(BigInt(mPayable.replace(".", "")));
    }
    // A relation that ended before the job's first line: no agency entry.
    const t2 = await talent("Bo");
    const m2 = await company({ kind: "agency" });
    expect((await relate(t2, { company_id: m2, commission_percent: "10.00", mode: "additional", starts_on: "2030-01-01", ends_on: "2031-03-08" })).status).toBe(201);
    const j = await job();
    const invoice = await issueInvoice(db(), j, { fees: [{ talent: t2.profile.id, net: 300000n }], supplyDate: supply });
    await payInvoice(db(), invoice.id, today);
    expect((await statement(t2)).body.data.payable).toBe("2400.00");
    expect((await call(agencyStatementRoute, `/api/v1/admin/companies/${m2}/agency-statement`, { bearer: admin, params: { id: String(m2) } })).body.data.payable).toBe("0.00");

    // The mother agency's payout: its whole payable balance (both jobs' shares), mailed to its billing address.
    const mPaid = await payout({ company_id: m, paid_on: today, reference: "SEPA-M" });
    expect(mPaid.status, JSON.stringify(mPaid.body)).toBe(201);
    expect(mPaid.body.data).toMatchObject({ party_kind: "agency", company_id: m, talent_profile_id: null, amount: "600.00" });
    expect((await payout({ company_id: m, paid_on: today })).status).toBe(409);

    // The relations list, an update and a delete.
    const list = await call(listRelations, `/api/v1/admin/talents/${t2.user.id}/agency-relations`, { bearer: admin, params: { id: String(t2.user.id) } });
    expect(list.body.data.relations).toHaveLength(1);
    const id = list.body.data.relations[0].id as number;
    const put = await call(putRelation, `/api/v1/admin/agency-relations/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body: { company_id: m2, commission_percent: "12.50", mode: "from_agency_commission", starts_on: "2030-01-01", ends_on: null } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ commission_percent: "12.50", ends_on: null, basis: "gross", relation: "mother" });
    const backwards = await call(putRelation, `/api/v1/admin/agency-relations/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body: { company_id: m2, commission_percent: "10", mode: "additional", starts_on: "2030-01-02", ends_on: "2030-01-01" } });
    expect(backwards.status).toBe(422);
    expect((await call(deleteRelation, `/api/v1/admin/agency-relations/${id}`, { method: "DELETE", bearer: admin, params: { id: String(id) } })).status).toBe(200);
    expect((await call(deleteRelation, `/api/v1/admin/agency-relations/${id}`, { method: "DELETE", bearer: admin, params: { id: String(id) } })).status).toBe(404);
  });
});

describe("B12. a VAT-registered talent (self-billing)", () => {
  it("adds the talent's VAT on her net earning; the finance record checks IBAN and VAT ID", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const put = await call(financePut, `/api/v1/admin/talents/${t2.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t2.user.id) }, body: { vat_registered: true, vat_percent: "21.00", vat_id: "NL000099998B57" } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ vat_registered: true, vat_percent: "21.00", vat_id: "NL000099998B57", commission_percent: null, effective_commission_percent: "20.00" });
    const { invoice } = await jobJ(t1, t2, today);
    expect(invoice.total).toBe(871200n);
    const s = (await statement(t2)).body.data;
    expect(s.payable).toBe("2904.00");
    expect(s.entries.map((e: { kind: string; amount: string }) => `${e.kind} ${e.amount}`).sort()).toEqual(["commission -600.00", "earning 3000.00", "talent_vat 504.00"]);

    const badIban = await call(financePut, `/api/v1/admin/talents/${t2.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t2.user.id) }, body: { iban: "NL00 BANK 0000 0000 00" } });
    expect(badIban.status).toBe(422);
    expect(badIban.body.errors.iban).toBeDefined();
    const iban = await call(financePut, `/api/v1/admin/talents/${t2.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t2.user.id) }, body: { iban: "NL91 ABNA 0417 1643 00", payout_name: "Bo B.V." } });
    expect(iban.status, JSON.stringify(iban.body)).toBe(200);
    expect(iban.body.data).toMatchObject({ iban: "NL91ABNA0417164300", payout_name: "Bo B.V.", vat_registered: true });
    expect((await call(financePut, `/api/v1/admin/talents/${t2.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t2.user.id) }, body: { vat_id: "NL12" } })).status).toBe(422);
    expect((await call(financePut, `/api/v1/admin/talents/${t1.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t1.user.id) }, body: { vat_registered: true } })).status).toBe(422);
    expect((await call(financeGet, `/api/v1/admin/talents/${t1.user.id}/finance`, { bearer: admin, params: { id: String(t1.user.id) } })).body.data).toMatchObject({ vat_registered: false, iban: null });
  });
});

describe("commission rate: the booking's override, else the talent's, else the setting", () => {
  it("snapshots the rate chosen at issue", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const t3 = await talent("Noor");
    const j = await job();
    await call(financePut, `/api/v1/admin/talents/${t2.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t2.user.id) }, body: { commission_percent: "15.00" } });
    await call(financePut, `/api/v1/admin/talents/${t3.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t3.user.id) }, body: { commission_percent: "15.00" } });
    const terms = await call(termsRoute, `/api/v1/admin/jobs/${j}/talents/${t3.profile.id}/terms`, { method: "PUT", bearer: admin, params: { id: String(j), talent_profile_id: String(t3.profile.id) }, body: { commission_percent: "12.50" } });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(terms.body.data).toMatchObject({ commission_percent: "12.50", job_id: j, talent_profile_id: t3.profile.id });
    expect((await call(termsRoute, `/api/v1/admin/jobs/${j}/talents/${t3.profile.id}/terms`, { method: "PUT", bearer: admin, params: { id: String(j), talent_profile_id: String(t3.profile.id) }, body: { commission_percent: "120" } })).status).toBe(422);
    const invoice = await issueInvoice(db(), j, { fees: [{ talent: t1.profile.id, net: 100001n }, { talent: t2.profile.id, net: 100001n }, { talent: t3.profile.id, net: 100001n }] });
    expect(invoice.lines.filter((l) => l.kind === "talent_fee").map((l) => l.commissionBp)).toEqual([2000, 1500, 1250]);
    // Half-up: 1000.01 × 20 % = 200.002 -> 200.00; × 15 % = 150.0015 -> 150.00; × 12.5 % = 125.00125 -> 125.00.
    await payInvoice(db(), invoice.id, today);
    expect((await statement(t1)).body.data.payable).toBe("800.01");
    expect((await statement(t2)).body.data.payable).toBe("850.01");
    expect((await statement(t3)).body.data.payable).toBe("875.01");
  });
});

describe("B7 (ledger). credit notes reverse the talent's entries", () => {
  it("brings T2's ledger for the invoice to zero, then the whole invoice's", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const m = await company({ kind: "agency" });
    expect((await relate(t2, { company_id: m, commission_percent: "10.00", mode: "additional", starts_on: "2000-01-01" })).status).toBe(201);
    const { invoice } = await jobJ(t1, t2);
    const t2Lines = invoice.lines.filter((l) => l.talentProfileId === t2.profile.id);
    await creditNote(db(), invoice.id, t2Lines.map((l) => ({ lineId: l.id })));
    expect(await ledgerSum(db(), { talent: t2.profile.id, invoice: invoice.id })).toBe(0n);
    expect(await ledgerSum(db(), { company: m, invoice: invoice.id })).toBe(0n);
    expect(await ledgerSum(db(), { talent: t1.profile.id, invoice: invoice.id })).toBe(240000n);
    // T1's fee credited in two halves (one odd cent): every entry reverses to exactly zero.
    const fee = invoice.lines.find((l) => l.talentProfileId === t1.profile.id && l.kind === "talent_fee")!;
    await creditNote(db(), invoice.id, [{ lineId: fee.id, net: 100001n }]);
    expect(await ledgerSum(db(), { talent: t1.profile.id, invoice: invoice.id })).toBe(240000n - 100001n + 20000n);
    await creditNote(db(), invoice.id, [{ lineId: fee.id, net: 199999n }]);
    expect(await ledgerSum(db(), { invoice: invoice.id })).toBe(0n);
    expect((await statement(t1)).body.data).toMatchObject({ on_hold: "0.00", payable: "0.00", balance: "0.00" });
  });
});

describe("B13 and B14. advances, chargebacks, two jobs and the payout", () => {
  it("deducts the advance and the chargeback, pays the whole payable balance once, mails a remittance and closes the job", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const { job: j } = await jobJ(t1, t2, today);
    const j2 = await job();
    const second = await issueInvoice(db(), j2, {
      fees: [
        { talent: t1.profile.id, net: 300000n },
        { talent: t1.profile.id, net: 56250n },
        { talent: t1.profile.id, net: 150000n },
      ],
      expenses: [{ talent: t1.profile.id, net: 4000n }],
    });
    await payInvoice(db(), second.id, today);
    expect((await statement(t1)).body.data.payable).toBe("6490.00");

    const advance = await entry(t1, { kind: "advance", amount: "500.00" });
    expect(advance.status, JSON.stringify(advance.body)).toBe(201);
    expect(advance.body.data.entries.map((e: { amount: string; status: string }) => `${e.amount} ${e.status}`).sort()).toEqual(["-500.00 payable", "500.00 paid"]);
    const chargeback = await entry(t1, { kind: "chargeback", amount: "100.00", description: "Comp cards" });
    expect(chargeback.status).toBe(201);
    expect(chargeback.body.data).toMatchObject({ payable: "5890.00", paid: "500.00" });
    expect((await statement(t1)).body.data.payable).toBe("5890.00");
    expect((await entry(t1, { kind: "advance", amount: "-5" })).status).toBe(422);
    expect((await entry(t1, { kind: "bonus", amount: "5.00" })).status).toBe(422);
    expect((await entry(t1, { kind: "advance", amount: "5.001" })).status).toBe(422);

    const due = await call(payoutsDue, "/api/v1/admin/payouts/due", { bearer: admin });
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(due.body.data.data.find((d: { talent_profile_id: number }) => d.talent_profile_id === t1.profile.id)).toMatchObject({ payable: "5890.00", earliest_due_on: today, talent_user_id: t1.user.id, currency: "EUR" });

    // The next remittance number (other tests of this file paid out before: B14's RM-YEAR-0001 on a fresh database).
    const [{ taken }] = await db().select({ taken: sql<number>`count(*)::int` }).from(payouts);
    const rm = (n: number) => `RM-${YEAR}-${String(n).padStart(4, "0")}`;
    const paid = await payout({ talent_profile_id: t1.profile.id, paid_on: today, reference: "SEPA-0001", method: "sepa" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ number: rm(taken + 1), amount: "5890.00", currency: "EUR", reference: "SEPA-0001" });
    const after = (await statement(t1)).body.data;
    expect(after).toMatchObject({ payable: "0.00", on_hold: "0.00", balance: "0.00", paid: "6390.00" });
    const included = await db().select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, paid.body.data.id));
    expect(included.length).toBe(paid.body.data.entries);
    expect(included.every((e) => e.status === "paid")).toBe(true);
    expect(included.reduce((s, e) => s + e.amountMinor, 0n)).toBe(589000n);
    expect(after.entries.filter((e: { payout_id: number | null }) => e.payout_id === paid.body.data.id).every((e: { payout_number: string }) => e.payout_number === rm(taken + 1))).toBe(true);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, t1.user.email.toLowerCase())).orderBy(sql`${emailOutbox.id} desc`);
    expect(mail.template).toBe("remittance");
    expect(mail.text).toContain("5,890.00");
    expect(mail.text).toContain(rm(taken + 1));

    expect((await payout({ talent_profile_id: t1.profile.id, paid_on: today, reference: "SEPA-0002" })).status).toBe(409);

    // Her monthly statement PDF names the remittance and the sums; a bad month is a 422; staff are refused.
    const month = today.slice(0, 7);
    const pdfRes = await statementPdf(new Request(`${ORIGIN}/api/v1/statement.pdf?month=${month}`, { headers: { authorization: `Bearer ${t1.token}` } }), { params: Promise.resolve({}) });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    const statementBytes = new Uint8Array(await pdfRes.arrayBuffer());
    // INVOICE_PDF_DIR=/tmp/x keeps the PDF to look at, as test/finance.ts does for invoices.
    if (process.env.INVOICE_PDF_DIR) writeFileSync(`${process.env.INVOICE_PDF_DIR}/statement-${month}.pdf`, statementBytes);
    const text = await pdfText(statementBytes);
    for (const expected of ["Statement", rm(taken + 1), "€6,390.00", "Comp cards", "Paid", "Still owed"]) expect(text, expected).toContain(expected);
    const bad = await call(statementPdf, "/api/v1/statement.pdf", { bearer: t1.token, query: { month: "2026-13" } });
    expect(bad.status).toBe(422);
    expect((await call(statementPdf, "/api/v1/statement.pdf", { bearer: admin, query: { month } })).status).toBe(403);
    // Job J closes once T2 is paid out too.
    expect((await db().select({ b: jobs.billingStatus }).from(jobs).where(eq(jobs.id, j)))[0].b).toBe("paid");
    expect((await db().select({ b: jobs.billingStatus }).from(jobs).where(eq(jobs.id, j2)))[0].b).toBe("closed");
    const t2Paid = await payout({ talent_profile_id: t2.profile.id, paid_on: today, reference: "SEPA-0003" });
    expect(t2Paid.status).toBe(201);
    expect(t2Paid.body.data).toMatchObject({ number: rm(taken + 2), amount: "2400.00" });
    expect((await db().select({ b: jobs.billingStatus }).from(jobs).where(eq(jobs.id, j)))[0].b).toBe("closed");

    // B16: the finance audit entries name no amount.
    const log = await db().select().from(activityLog).where(sql`${activityLog.section} = 'finance'`);
    expect(log.length).toBeGreaterThanOrEqual(4);
    for (const row of log) {
      const text = JSON.stringify(row);
      for (const amount of ["5890", "589000", "2400", "500.00", "100.00", "6490"]) expect(text).not.toContain(amount);
    }
    expect(log.some((r) => r.subjectType === "payout" && r.event === "payout.made")).toBe(true);

    // The ledger and the payouts refuse edits by SQL.
    const [one] = included;
    await expect(db().execute(sql`update ledger_entries set amount_minor = 1 where id = ${one.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update ledger_entries set status = 'payable', payout_id = null where id = ${one.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update ledger_entries set talent_profile_id = ${t2.profile.id} where id = ${one.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_entries where id = ${one.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update payouts set amount_minor = 1 where id = ${paid.body.data.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from payouts where id = ${paid.body.data.id}`)).rejects.toThrow();
    const [stillThere] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, one.id));
    expect(stillThere).toEqual(one);

    // A talent with money documents is not deleted (the books keep them): 409 in the envelope.
    const del = await call(deleteTalent, `/api/v1/admin/talents/${t1.user.id}`, { method: "DELETE", bearer: admin, params: { id: String(t1.user.id) } });
    expect(del.status).toBe(409);
    expect(del.body.success).toBe(false);
    const fresh = await talent("Nobody");
    expect((await call(deleteTalent, `/api/v1/admin/talents/${fresh.user.id}`, { method: "DELETE", bearer: admin, params: { id: String(fresh.user.id) } })).status).toBe(200);
  });

  it("lets only one of two payouts at once pay a balance: one 201, one 409", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    await jobJ(t1, t2, today);
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(payouts)).at(0)!.n;
    const before = await count();
    const answers = await Promise.all([
      payout({ talent_profile_id: t1.profile.id, paid_on: today, reference: "A" }),
      payout({ talent_profile_id: t1.profile.id, paid_on: today, reference: "B" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
    expect((await statement(t1)).body.data).toMatchObject({ payable: "0.00", paid: "2400.00" });
  });

  it("answers 409 when nothing is payable, 422 on a body naming no party or both, 404 for an unknown party", async () => {
    const t = await talent("Idle");
    expect((await payout({ talent_profile_id: t.profile.id, paid_on: today })).status).toBe(409);
    expect((await payout({ paid_on: today })).status).toBe(422);
    expect((await payout({ talent_profile_id: t.profile.id, company_id: 1, paid_on: today })).status).toBe(422);
    expect((await payout({ talent_profile_id: t.profile.id, paid_on: "2031-02-30" })).status).toBe(422);
    expect((await payout({ talent_profile_id: 999999, paid_on: today })).status).toBe(404);
  });
});

describe("erasure of a talent with a statement", () => {
  it("keeps her entries and payouts under the legal hold and drops her bank details", async () => {
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    await call(financePut, `/api/v1/admin/talents/${t1.user.id}/finance`, { method: "PUT", bearer: admin, params: { id: String(t1.user.id) }, body: { iban: "NL91ABNA0417164300", payout_name: "T. Talia" } });
    await jobJ(t1, t2, today);
    expect((await payout({ talent_profile_id: t1.profile.id, paid_on: today })).status).toBe(201);
    const before = await db().select().from(ledgerEntries).where(eq(ledgerEntries.talentProfileId, t1.profile.id));
    const res = await call(eraseTalent, `/api/v1/admin/talents/${t1.user.id}/erase`, { bearer: admin, params: { id: String(t1.user.id) }, body: { confirm: t1.user.email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.talentProfileId, t1.profile.id))).toEqual(before);
    expect((await db().select().from(payouts).where(eq(payouts.talentProfileId, t1.profile.id))).length).toBe(1);
    const [finance] = await db().select().from(talentFinance).where(eq(talentFinance.talentProfileId, t1.profile.id));
    expect(finance).toMatchObject({ iban: null, payoutName: null });
    expect((await statement(t1)).body.data).toMatchObject({ paid: "2400.00", balance: "0.00" });
  });
});

describe("B16. permissions", () => {
  it("keeps a bookings-only sub-admin out of the statements and shows no commission on the job", async () => {
    const s = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
    const t1 = await talent("Talia");
    const t2 = await talent("Bo");
    const { job: j } = await jobJ(t1, t2, today);
    expect((await statement(t1, s)).status).toBe(403);
    expect((await call(payoutsDue, "/api/v1/admin/payouts/due", { bearer: s })).status).toBe(403);
    expect((await call(financeGet, `/api/v1/admin/talents/${t1.user.id}/finance`, { bearer: s, params: { id: String(t1.user.id) } })).status).toBe(403);
    const jobAnswer = await call(jobRoute, `/api/v1/admin/jobs/${j}`, { bearer: s, params: { id: String(j) } });
    expect(jobAnswer.status, JSON.stringify(jobAnswer.body)).toBe(200);
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
    };
    walk(jobAnswer.body);
    expect([...keys].filter((k) => /^commission(_|$)|_commission/.test(k))).toEqual([]);
    expect(JSON.stringify(jobAnswer.body)).not.toContain("-600.00");
  });
});
