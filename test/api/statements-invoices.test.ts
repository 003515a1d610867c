import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addFee } from "@/app/api/v1/admin/jobs/[id]/fees/route";
import { GET as quoteRoute } from "@/app/api/v1/admin/jobs/[id]/quote/route";
import { POST as payoutRoute } from "@/app/api/v1/admin/payouts/route";
import { PUT as financePut } from "@/app/api/v1/admin/talents/[id]/finance/route";
import { GET as adminStatement } from "@/app/api/v1/admin/talents/[id]/statement/route";
import { GET as ownStatement } from "@/app/api/v1/statement/route";
import { createSubadmin } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import {
  billingStatusOf,
  credit,
  draftOf,
  financeCompany,
  financeExpense,
  financeJob,
  financeWorld,
  issue,
  issuedInvoice,
  makeReady,
  pay,
  readJob,
  type FinanceWorld,
} from "../finance";
import { call } from "../http";
import { ledgerSum } from "../ledger";

/*
 * Issue 41: the ledger driven by the invoices routes (issue, payment, credit notes): B7's ledger part, B8, B9, B10,
 * B12 and B14's closing of the job, and B16's job without commission for a bookings-only sub-admin.
 */

const db = useTestDb();
let w: FinanceWorld;
let nl: number;
const users = new Map<number, number>();
const YEAR = new Date().getUTCFullYear();
const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  w = await financeWorld(db());
  nl = await financeCompany(w);
  for (const p of await db().select().from(talentProfiles)) users.set(p.id, p.userId);
});

const statementOf = async (profileId: number) => {
  const id = users.get(profileId)!;
  const res = await call(adminStatement, `/api/v1/admin/talents/${id}/statement`, { bearer: w.admin, params: { id: String(id) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe("B8, B9 and B14 through the invoices routes", () => {
  it("holds the statement until the invoice is paid, releases it D + 10 days, and closes the job when both talents are paid out", async () => {
    const { jobId, invoice } = await issuedInvoice(w, db(), nl);
    expect(invoice.total).toBe("8712.00");
    expect(await statementOf(w.t1)).toMatchObject({ on_hold: "2400.00", payable: "0.00" });
    const paid = await pay(w, invoice.id, { amount: "8712.00", received_on: invoice.issue_date });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const s = await statementOf(w.t1);
    expect(s).toMatchObject({ on_hold: "0.00", payable: "2400.00" });
    expect(s.entries.map((e: { kind: string; amount: string; due_on: string }) => `${e.kind} ${e.amount} ${e.due_on}`).sort()).toEqual([
      `commission -600.00 ${plusDays(invoice.issue_date, 10)}`,
      `earning 3000.00 ${plusDays(invoice.issue_date, 10)}`,
    ]);
    expect(await billingStatusOf(db(), jobId)).toBe("paid");

    // B9: T1's own statement, with nothing of T2's.
    const token = (await createSession(users.get(w.t1)!)).token;
    const mine = await call(ownStatement, "/api/v1/statement", { bearer: token });
    expect(mine.body.data).toMatchObject({ payable: "2400.00", talent_profile_id: w.t1 });
    expect(JSON.stringify(mine.body)).not.toContain(`"talent_profile_id":${w.t2}`);

    const first = await call(payoutRoute, "/api/v1/admin/payouts", { bearer: w.admin, body: { talent_profile_id: w.t1, paid_on: invoice.issue_date, reference: "SEPA-1" } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ number: `RM-${YEAR}-0001`, amount: "2400.00" });
    expect(await billingStatusOf(db(), jobId)).toBe("paid");
    expect((await call(payoutRoute, "/api/v1/admin/payouts", { bearer: w.admin, body: { talent_profile_id: w.t2, paid_on: invoice.issue_date, reference: "SEPA-2" } })).status).toBe(201);
    expect(await billingStatusOf(db(), jobId)).toBe("closed");
  });
});

describe("B7 (ledger) through the credit-note route", () => {
  it("brings T2's ledger for the invoice to zero, then the invoice's", async () => {
    const { invoice } = await issuedInvoice(w, db(), nl);
    const t2Lines = invoice.lines.filter((l: { talent_profile_id: number | null }) => l.talent_profile_id === w.t2).map((l: { id: number }) => ({ invoice_line_id: l.id }));
    const cn = await credit(w, invoice.id, { lines: t2Lines, reason: "T2 did not attend" });
    expect(cn.status, JSON.stringify(cn.body)).toBe(201);
    expect(await ledgerSum(db(), { talent: w.t2, invoice: invoice.id })).toBe(0n);
    expect(await ledgerSum(db(), { talent: w.t1, invoice: invoice.id })).toBe(240000n);
    // Part of T1's fee (1 of 2 days), then the rest.
    const fee = invoice.lines.find((l: { talent_profile_id: number | null; kind: string }) => l.talent_profile_id === w.t1 && l.kind === "talent_fee");
    const half = await credit(w, invoice.id, { lines: [{ invoice_line_id: fee.id, quantity: "1" }], reason: "One day" });
    expect(half.status, JSON.stringify(half.body)).toBe(201);
    expect(await ledgerSum(db(), { talent: w.t1, invoice: invoice.id })).toBe(120000n);
    expect((await credit(w, invoice.id, { lines: "all", reason: "Cancelled" })).status).toBe(201);
    expect(await ledgerSum(db(), { invoice: invoice.id })).toBe(0n);
  });
});

describe("B10 and B12 through the invoices routes", () => {
  it("puts overtime, usage and a talent-paid expense on T1's statement and self-billed VAT on T2's", async () => {
    const t2User = users.get(w.t2)!;
    const vat = await call(financePut, `/api/v1/admin/talents/${t2User}/finance`, { method: "PUT", bearer: w.admin, params: { id: String(t2User) }, body: { vat_registered: true, vat_percent: "21.00", vat_id: "NL000099998B57" } });
    expect(vat.status, JSON.stringify(vat.body)).toBe(200);
    const before = { t1: await statementOf(w.t1), t2: await statementOf(w.t2) };
    const jobId = await financeJob(w, nl);
    const fee = (body: Record<string, unknown>) => call(addFee, `/api/v1/admin/jobs/${jobId}/fees`, { bearer: w.admin, params: { id: String(jobId) }, body });
    expect((await fee({ talent_profile_id: w.t1, kind: "overtime", quantity: "2" })).status).toBe(201);
    expect((await fee({ talent_profile_id: w.t1, kind: "usage", quantity: "1", unit_amount: "1500.00" })).status).toBe(201);
    await financeExpense(w, jobId, { kind: "travel", amount: "250.00", paid_by: "agency", rebill: true });
    await financeExpense(w, jobId, { kind: "transport", amount: "40.00", paid_by: "talent", rebill: true, talent_profile_id: w.t1 });
    await makeReady(w, db(), jobId);
    const draft = await draftOf(w, jobId);
    const issued = await issue(w, draft.id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data.total).toBe("12057.65");
    expect((await pay(w, draft.id, { amount: "12057.65", received_on: issued.body.data.issue_date })).status).toBe(201);
    const delta = (a: string, b: string) => ((BigInt(a.replace(".", "")) - BigInt(b.replace(".", ""))) / 1n).toString();
    expect(delta((await statementOf(w.t1)).payable, before.t1.payable)).toBe("409000");
    // T2: +3000.00 -600.00 +504.00 (21 % of 2400.00).
    expect(delta((await statementOf(w.t2)).payable, before.t2.payable)).toBe("290400");
  });
});

describe("B16 through the jobs routes", () => {
  it("shows a bookings-only sub-admin no commission on an invoiced job or its quote", async () => {
    const { jobId } = await issuedInvoice(w, db(), nl);
    const s = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
    const job = await readJob(w, jobId, s);
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    const keys: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) {
          keys.push(k);
          walk(x);
        }
    };
    walk(job.body);
    const quote = await call(quoteRoute, `/api/v1/admin/jobs/${jobId}/quote`, { bearer: s, params: { id: String(jobId) } });
    expect(quote.status).toBe(200);
    walk(quote.body);
    expect(JSON.stringify(quote.body)).not.toContain("-600.00");
    expect(keys.filter((k) => /^commission(_|$)|_commission/.test(k))).toEqual([]);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(talentProfiles).where(eq(talentProfiles.id, w.t1));
    expect(n).toBe(1);
  });
});
