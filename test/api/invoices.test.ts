import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/v1/admin/finance/export.csv/route";
import { GET as listRoute } from "@/app/api/v1/admin/invoices/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/v1/admin/invoices/[id]/route";
import { POST as writeOffRoute } from "@/app/api/v1/admin/invoices/[id]/write-off/route";
import { createSubadmin } from "@/db/factories";
import { activityLog, backgroundTasks, invoiceLines, invoicePayments, invoices } from "@/db/schema";
import { formatLongDate } from "@/lib/domain/dates";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import {
  billingStatusOf,
  credit,
  draftFor,
  draftOf,
  financeCompany,
  financeExpense,
  financeJob,
  financeWorld,
  invoicePdf,
  issue,
  issuedInvoice,
  makeReady,
  pay,
  readInvoice,
  readJob,
  setBillingStatus,
  type FinanceWorld,
} from "../finance";
import { call } from "../http";
import { mailsTo } from "../jobs";

/*
 * Issue 41 through the route handlers, on PGlite and (TEST_DATABASE_URL) PostgreSQL: the spec's B1-B3 and B7 in order
 * on one database (INV-YEAR-0001 is this file's first invoice), payments, B5, B6, B15 and B16. B4 (gapless numbers
 * under concurrency) runs on a fresh database in invoices-numbering.test.ts. The ledger's side of B7 waits for the
 * statements branch.
 */

const db = useTestDb();
const YEAR = new Date().getUTCFullYear();
let w: FinanceWorld;
let nl: number;
let j: number;
let inv: { id: number; issue_date: string; bill_to: { email: string }; lines: { id: number; kind: string; talent_profile_id: number | null }[] };
let bookingsOnly: string;

beforeAll(async () => {
  w = await financeWorld(db());
  nl = await financeCompany(w, { vat_id: "NL000099998B57" });
  bookingsOnly = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
});

describe("B1. gating and the draft", () => {
  it("refuses a draft while billable, moves to invoice_ready only with an accepted confirmation, then drafts A7", async () => {
    j = await financeJob(w, nl);
    expect(await billingStatusOf(db(), j)).toBe("billable");
    expect((await draftFor(w, j)).status).toBe(409);

    // Without an accepted confirmation: 409 with the refusal's words.
    const refused = await setBillingStatus(w, j, "invoice_ready");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not accepted/);
    // A move the table does not allow.
    expect((await setBillingStatus(w, j, "paid")).status).toBe(409);

    await makeReady(w, db(), j);
    expect((await readJob(w, j)).body.data.job.billing_status).toBe("invoice_ready");

    const res = await draftFor(w, j);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: "draft", number: null, net: "7200.00", vat: "1512.00", total: "8712.00", balance: "8712.00" });
    const lines = res.body.data.lines as { kind: string; net: string; commission_percent: string | null; commissionable: boolean }[];
    expect(lines.map((l) => l.kind).sort()).toEqual(["agency_fee", "agency_fee", "talent_fee", "talent_fee"]);
    expect(lines.filter((l) => l.kind === "talent_fee").every((l) => l.net === "3000.00" && l.commission_percent === "20.00" && l.commissionable)).toBe(true);
    expect(lines.filter((l) => l.kind === "agency_fee").every((l) => l.net === "600.00")).toBe(true);
    inv = res.body.data;
    const [row] = await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.id, inv.id));
    expect(row.number).toBeNull();
  });
});

describe("the gate reads the current confirmation", () => {
  it("refuses invoice_ready once the job changed after the acceptance (needs re-confirmation)", async () => {
    const job = await financeJob(w, nl, { talents: [w.t1] });
    await (await import("../finance")).acceptConfirmationBySql(db(), job);
    await financeExpense(w, job, { kind: "travel", amount: "10.00", paid_by: "agency", rebill: true });
    const refused = await setBillingStatus(w, job, "invoice_ready");
    expect(refused.status).toBe(409);
    expect(await billingStatusOf(db(), job)).toBe("billable");
  });
});

describe("B2. issue", () => {
  it("takes INV-YEAR-0001, sets the due date from the terms, mails the billing address and moves the job to invoiced", async () => {
    const res = await issue(w, inv.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ number: `INV-${YEAR}-0001`, status: "issued", vat: "1512.00", total: "8712.00", balance: "8712.00", vat_note: null, home_currency: "EUR", vat_home: "1512.00" });
    const due = new Date(`${d.issue_date}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(d.due_date).toBe(due.toISOString().slice(0, 10));
    expect(d.supply_date).toBe("2031-03-02");
    expect(d.bill_to).toMatchObject({ legal_name: expect.stringMatching(/B\.V\.$/), vat_id: "NL000099998B57", country: "NL" });
    expect(d.agency).toMatchObject({ legal_name: "Maison Talent B.V.", vat_id: "NL000099998B57" });
    inv = d;
    const pdf = await invoicePdf(w, inv.id);
    expect(pdf.sha256).toBe(d.pdf_sha256);
    expect(pdf.text).toContain(`INV-${YEAR}-0001`);
    expect(pdf.text).toContain("8,712.00");
    expect(pdf.text).toContain("NL000099998B57");
    expect(pdf.text).toContain(d.bill_to.legal_name);
    expect((await invoicePdf(w, inv.id)).sha256).toBe(pdf.sha256);
    await expect(db().execute(sql`update stored_documents set content_type = 'text/plain'`)).rejects.toThrow();
    expect(await mailsTo(db(), d.bill_to.email)).toEqual(["invoice-issued"]);
    expect((await readJob(w, j)).body.data.job.billing_status).toBe("invoiced");
    // The overdue reminder is queued the day after the due date.
    const [task] = await db().select().from(backgroundTasks).where(and(eq(backgroundTasks.name, "invoice-overdue"), eq(backgroundTasks.key, `invoice:${inv.id}`)));
    expect(task?.status).toBe("queued");
    // Issued once only.
    expect((await issue(w, inv.id)).status).toBe(409);
  });
});

describe("B3. immutability", () => {
  it("refuses edits and deletes of the issued invoice, by the API and by SQL; a draft deletes", async () => {
    const put = await call(putRoute, `/api/v1/admin/invoices/${inv.id}`, { method: "PUT", bearer: w.admin, params: { id: String(inv.id) }, body: { due_date: "2031-12-31" } });
    expect(put.status).toBe(409);
    const del = await call(deleteRoute, `/api/v1/admin/invoices/${inv.id}`, { method: "DELETE", bearer: w.admin, params: { id: String(inv.id) } });
    expect(del.status).toBe(409);

    await expect(db().execute(sql`update invoices set total_minor = 1 where id = ${inv.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from invoices where id = ${inv.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update invoices set number = null, status = 'draft' where id = ${inv.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update invoice_lines set net_minor = 1 where invoice_id = ${inv.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from invoice_lines where invoice_id = ${inv.id}`)).rejects.toThrow();
    await expect(db().execute(sql`insert into invoice_lines (invoice_id, position, kind, description, quantity, unit_minor, net_minor, vat_bp) values (${inv.id}, 9, 'expense', 'x', 1, 1, 1, 0)`)).rejects.toThrow();
    // The fields that may move still move (and back, so the checks below read the issued state).
    await db().execute(sql`update invoices set balance_minor = balance_minor where id = ${inv.id}`);
    const [row] = await db().select({ total: invoices.totalMinor }).from(invoices).where(eq(invoices.id, inv.id));
    expect(row.total).toBe(871200n);

    // A draft edits and deletes.
    const other = await financeJob(w, nl);
    await makeReady(w, db(), other);
    const draft = await draftOf(w, other);
    const edited = await call(putRoute, `/api/v1/admin/invoices/${draft.id}`, {
      method: "PUT",
      bearer: w.admin,
      params: { id: String(draft.id) },
      body: { due_date: "2031-12-31", lines: [{ id: draft.lines[0].id, kind: "talent_fee", description: "Day rate", quantity: "1", unit_amount: "1000.00", vat_percent: "21.00" }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ net: "1000.00", vat: "210.00", total: "1210.00", due_date: "2031-12-31" });
    expect(edited.body.data.lines).toHaveLength(1);
    const bad = await call(putRoute, `/api/v1/admin/invoices/${draft.id}`, {
      method: "PUT",
      bearer: w.admin,
      params: { id: String(draft.id) },
      body: { lines: [{ kind: "talent_fee", description: "x", quantity: "0", unit_amount: "1.001", vat_percent: "abc" }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["lines.0.quantity", "lines.0.unit_amount", "lines.0.vat_percent"]);
    const draftPdf = await call((await import("@/app/api/v1/admin/invoices/[id]/pdf/route")).GET, `/api/v1/admin/invoices/${draft.id}/pdf`, { bearer: w.admin, params: { id: String(draft.id) } });
    expect(draftPdf.status).toBe(404);
    const gone = await call(deleteRoute, `/api/v1/admin/invoices/${draft.id}`, { method: "DELETE", bearer: w.admin, params: { id: String(draft.id) } });
    expect(gone.status).toBe(200);
    expect(await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draft.id))).toEqual([]);
  });
});

describe("B7. credit notes", () => {
  it("credits T2's lines, refuses crediting them again, then credits the rest", async () => {
    const t2Lines = inv.lines.filter((l) => l.talent_profile_id === w.t2).map((l) => ({ invoice_line_id: l.id }));
    expect(t2Lines).toHaveLength(2);
    const cn = await credit(w, inv.id, { lines: t2Lines, reason: "T2 did not attend" });
    expect(cn.status, JSON.stringify(cn.body)).toBe(201);
    expect(cn.body.data).toMatchObject({ kind: "credit_note", number: `CN-${YEAR}-0001`, net: "-3600.00", vat: "-756.00", total: "-4356.00", credited_invoice_id: inv.id, reason: "T2 did not attend" });
    expect(cn.body.data.credited_invoice).toEqual({ id: inv.id, number: `INV-${YEAR}-0001`, issue_date: inv.issue_date });
    const cnPdf = await invoicePdf(w, cn.body.data.id);
    expect(cnPdf.sha256).toBe(cn.body.data.pdf_sha256);
    expect(cnPdf.text).toContain(`CN-${YEAR}-0001`);
    expect(cnPdf.text).toContain(`INV-${YEAR}-0001`);
    expect(cnPdf.text).toContain(formatLongDate(inv.issue_date));
    expect(cnPdf.text).toContain("-4,356.00");
    const after = (await readInvoice(w, inv.id)).body.data;
    expect(after).toMatchObject({ status: "partially_credited", balance: "4356.00" });
    expect(after.credit_notes).toHaveLength(1);

    const again = await credit(w, inv.id, { lines: t2Lines, reason: "again" });
    expect(again.status).toBe(422);
    const tooMuch = await credit(w, inv.id, { lines: [{ invoice_line_id: inv.lines.find((l) => l.talent_profile_id === w.t1 && l.kind === "talent_fee")!.id, quantity: "3" }], reason: "x" });
    expect(tooMuch.status).toBe(422);

    const rest = await credit(w, inv.id, { lines: "all", reason: "Shoot cancelled" });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data).toMatchObject({ number: `CN-${YEAR}-0002`, total: "-4356.00" });
    expect((await readInvoice(w, inv.id)).body.data).toMatchObject({ status: "credited", balance: "0.00" });
    expect((await credit(w, inv.id, { lines: "all", reason: "x" })).status).toBe(409);
    expect(await mailsTo(db(), inv.bill_to.email)).toEqual(["invoice-issued", "credit-note-issued", "credit-note-issued"]);
  });
});

describe("payments", () => {
  it("refuses a payment before the issue date or above the balance, takes part payments, and the settling one marks the invoice and the job paid", async () => {
    const { jobId, invoice } = await issuedInvoice(w, db(), nl);
    const before = new Date(`${invoice.issue_date}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const early = await pay(w, invoice.id, { amount: "8712.00", received_on: before.toISOString().slice(0, 10) });
    expect(early.status).toBe(422);
    expect(early.body.errors.received_on).toBeDefined();
    const over = await pay(w, invoice.id, { amount: "8712.01", received_on: invoice.issue_date });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toBeDefined();
    expect((await pay(w, invoice.id, { amount: "12.345", received_on: invoice.issue_date })).status).toBe(422);

    const part = await pay(w, invoice.id, { amount: "712.00", received_on: invoice.issue_date, method: "bank", reference: "PART-1" });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data).toMatchObject({ status: "partially_paid", paid: "712.00", balance: "8000.00" });
    expect(await billingStatusOf(db(), jobId)).toBe("invoiced");
    const rest = await pay(w, invoice.id, { amount: "8000.00", received_on: invoice.issue_date });
    expect(rest.body.data).toMatchObject({ status: "paid", paid: "8712.00", balance: "0.00" });
    expect(rest.body.data.payments).toHaveLength(2);
    expect(await billingStatusOf(db(), jobId)).toBe("paid");
    expect(await mailsTo(db(), w.adminEmail)).toContain("payment-received");
    const [task] = await db().select().from(backgroundTasks).where(and(eq(backgroundTasks.name, "invoice-overdue"), eq(backgroundTasks.key, `invoice:${invoice.id}`)));
    expect(task.status).toBe("cancelled");
    expect((await pay(w, invoice.id, { amount: "1.00", received_on: invoice.issue_date })).status).toBe(409);

    // Payments are never edited or deleted.
    await expect(db().execute(sql`update invoice_payments set amount_minor = 1 where invoice_id = ${invoice.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from invoice_payments where invoice_id = ${invoice.id}`)).rejects.toThrow();
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))).toHaveLength(2);
  });

  it("reminds the booker of an overdue invoice once, and not once it is settled", async () => {
    const { remindOverdueInvoice } = await import("@/lib/services/invoices");
    const { invoice } = await issuedInvoice(w, db(), nl);
    const before = (await mailsTo(db(), w.adminEmail)).filter((t) => t === "invoice-overdue").length;
    expect(await remindOverdueInvoice(invoice.id)).toHaveLength(1);
    expect(await remindOverdueInvoice(invoice.id)).toEqual([]);
    expect((await mailsTo(db(), w.adminEmail)).filter((t) => t === "invoice-overdue").length).toBe(before + 1);
    const paid = await issuedInvoice(w, db(), nl);
    expect((await pay(w, paid.invoice.id, { amount: paid.invoice.total, received_on: paid.invoice.issue_date })).status).toBe(201);
    expect(await remindOverdueInvoice(paid.invoice.id)).toEqual([]);
  });

  it("writes off an open invoice", async () => {
    const { invoice } = await issuedInvoice(w, db(), nl);
    const res = await call(writeOffRoute, `/api/v1/admin/invoices/${invoice.id}/write-off`, { bearer: w.admin, params: { id: String(invoice.id) }, body: { reason: "Client went bankrupt" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe("written_off");
    expect((await call(writeOffRoute, `/api/v1/admin/invoices/${invoice.id}/write-off`, { bearer: w.admin, params: { id: String(invoice.id) }, body: { reason: "x" } })).status).toBe(409);
  });
});

describe("B5. reverse charge", () => {
  it("bills a DE company with a valid VAT ID at 0% with the note, and one without a VAT ID at 21%", async () => {
    const de = await financeCompany(w, { country: "DE", vat_id: "DE136695976" });
    const rc = (await issuedInvoice(w, db(), de)).invoice;
    expect(rc).toMatchObject({ vat: "0.00", total: "7200.00", vat_note: "Reverse charge" });
    expect(rc.bill_to.vat_id).toBe("DE136695976");
    const rcPdf = await invoicePdf(w, rc.id);
    expect(rcPdf.text).toContain("Reverse charge");
    expect(rcPdf.text).toContain("DE136695976");
    expect(rc.lines.every((l: { vat_percent: string }) => l.vat_percent === "0.00")).toBe(true);
    const plain = await financeCompany(w, { country: "DE" });
    expect((await issuedInvoice(w, db(), plain)).invoice).toMatchObject({ vat: "1512.00", total: "8712.00", vat_note: null });
  });
});

describe("B6. foreign currency", () => {
  it("needs the exchange rate for a USD invoice and states its VAT in euros", async () => {
    const jobId = await financeJob(w, nl, { talents: [w.t1], quantity: "1", unit: "1000.00", job: { currency: "USD" } });
    await makeReady(w, db(), jobId);
    const draft = await draftOf(w, jobId);
    expect(draft).toMatchObject({ currency: "USD", net: "1200.00", vat: "252.00", total: "1452.00" });
    const missing = await issue(w, draft.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.fx_rate).toBeDefined();
    expect((await issue(w, draft.id, { fx_rate: "abc" })).status).toBe(422);
    const res = await issue(w, draft.id, { fx_rate: "0.900000" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ vat_home: "226.80", home_currency: "EUR", fx_rate: "0.900000", total: "1452.00" });
    expect((await invoicePdf(w, draft.id)).text).toContain("226.80 EUR");
  });
});

describe("an expense on the draft", () => {
  it("bills a rebilled expense after its markup, without agency fee or commission", async () => {
    const jobId = await financeJob(w, nl, { talents: [w.t1] });
    await financeExpense(w, jobId, { kind: "transport", amount: "40.00", paid_by: "talent", rebill: true, talent_profile_id: w.t1 });
    await financeExpense(w, jobId, { kind: "travel", amount: "100.00", paid_by: "client" });
    await makeReady(w, db(), jobId);
    const draft = await draftOf(w, jobId);
    const expense = (draft.lines as unknown as { kind: string; net: string; commissionable: boolean; talent_profile_id: number | null }[]).filter((l) => l.kind === "expense");
    expect(expense).toEqual([expect.objectContaining({ net: "40.00", commissionable: false, talent_profile_id: w.t1 })]);
    expect(draft.total).toBe("4404.40"); // (3000 + 600 + 40) × 1.21
  });
});

describe("B15. export", () => {
  it("answers text/csv with the header, rows summing to each document's total, credit notes negative", async () => {
    const res = await call(exportRoute, "/api/v1/admin/finance/export.csv", { bearer: w.admin, query: { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (res.body as string).trimEnd().split("\r\n").map((r) => r.split(","));
    expect(rows[0]).toEqual(["number", "kind", "issue_date", "client", "client_vat_id", "currency", "description", "talent", "net", "vat_percent", "vat", "total"]);
    const sums = new Map<string, number>();
    for (const r of rows.slice(1)) sums.set(r[0], Math.round(((sums.get(r[0]) ?? 0) + Number(r[11])) * 100) / 100);
    expect(sums.get(`INV-${YEAR}-0001`)).toBe(8712);
    expect(sums.get(`CN-${YEAR}-0001`)).toBe(-4356);
    expect(rows.filter((r) => r[0] === `CN-${YEAR}-0001`).every((r) => r[1] === "credit_note" && Number(r[8]) < 0)).toBe(true);
    const issued = await db().select({ number: invoices.number, total: invoices.totalMinor }).from(invoices).where(sql`${invoices.status} <> 'draft' and ${invoices.currency} = 'EUR'`);
    for (const i of issued) expect(sums.get(i.number!)).toBe(Number(i.total) / 100);
    expect((await call(exportRoute, "/api/v1/admin/finance/export.csv", { bearer: w.admin, query: { from: "2031-02-30", to: "2031-03-01" } })).status).toBe(422);
  });

  it("quotes cells and neutralises formulas in text", async () => {
    const { csvRow } = await import("@/lib/domain/csv");
    expect(csvRow(["=HYPERLINK(\"x\")", "a,b", "+1", "@SUM", "-x", { number: "-12.50" }, null])).toBe(`"'=HYPERLINK(""x"")","a,b",'+1,'@SUM,'-x,-12.50,\r\n`);
  });
});

describe("the list", () => {
  it("pages invoices with days_overdue, filtered by status and company", async () => {
    const res = await call(listRoute, "/api/v1/admin/invoices", { bearer: w.admin, query: { status: "credited", company_id: nl, limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((i: { id: number }) => i.id)).toEqual([inv.id]);
    expect(res.body.data.data[0]).toMatchObject({ number: `INV-${YEAR}-0001`, days_overdue: 0 });
    const all = await call(listRoute, "/api/v1/admin/invoices", { bearer: w.admin, query: { limit: 2, page: 1 } });
    expect(all.body.data.data).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThan(2);
    // An overdue invoice counts its days.
    const { invoice } = await issuedInvoice(w, db(), nl);
    await db().execute(sql`alter table invoices disable trigger invoices_frozen_once_issued`);
    await db().execute(sql`update invoices set due_date = current_date - 12 where id = ${invoice.id}`);
    await db().execute(sql`alter table invoices enable trigger invoices_frozen_once_issued`);
    const overdue = await call(listRoute, "/api/v1/admin/invoices", { bearer: w.admin, query: { status: "issued", limit: 100 } });
    const found = overdue.body.data.data.find((i: { id: number }) => i.id === invoice.id);
    expect(found.days_overdue).toBeGreaterThanOrEqual(11);
  });
});

describe("B16. permissions and audit", () => {
  it("keeps finance from a bookings-only sub-admin, who may still mark a job ready to invoice", async () => {
    expect((await call(listRoute, "/api/v1/admin/invoices", { bearer: bookingsOnly })).status).toBe(403);
    expect((await readInvoice(w, inv.id, bookingsOnly)).status).toBe(403);
    expect((await call(exportRoute, "/api/v1/admin/finance/export.csv", { bearer: bookingsOnly, query: { from: "2026-01-01", to: "2026-12-31" } })).status).toBe(403);
    const job = await readJob(w, j, bookingsOnly);
    expect(job.status).toBe(200);
    expect(JSON.stringify(job.body)).not.toMatch(/commission/);
    const next = await financeJob(w, nl);
    await (await import("../finance")).acceptConfirmationBySql(db(), next);
    expect((await setBillingStatus(w, next, "invoice_ready", bookingsOnly)).status).toBe(200);
    expect((await draftFor({ ...w, admin: bookingsOnly }, next)).status).toBe(403);
    const talentless = (await createSession((await createSubadmin(db(), ["clients"])).id)).token;
    expect((await setBillingStatus(w, next, "billable", talentless)).status).toBe(403);
  });

  it("writes invoice entries with no amount in any text column", async () => {
    const rows = await db().select().from(activityLog).where(sql`${activityLog.event} like 'invoice.%'`);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      const text = JSON.stringify(r);
      expect(text).not.toMatch(/8712|871200|4356|7200|1512|712\.00/);
    }
    expect(new Set(rows.map((r) => r.event))).toEqual(new Set(["invoice.drafted", "invoice.edited", "invoice.deleted", "invoice.issued", "invoice.credited", "invoice.payment_recorded", "invoice.written_off"]));
  });
});
