import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { POST as addExpense } from "@/app/api/v1/admin/jobs/[id]/expenses/route";
import { POST as addFee } from "@/app/api/v1/admin/jobs/[id]/fees/route";
import { PUT as billingStatusRoute } from "@/app/api/v1/admin/jobs/[id]/billing-status/route";
import { POST as draftRoute } from "@/app/api/v1/admin/jobs/[id]/invoices/route";
import { GET as jobRoute } from "@/app/api/v1/admin/jobs/[id]/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { POST as creditRoute } from "@/app/api/v1/admin/invoices/[id]/credit-notes/route";
import { POST as issueRoute } from "@/app/api/v1/admin/invoices/[id]/issue/route";
import { POST as paymentRoute } from "@/app/api/v1/admin/invoices/[id]/payments/route";
import { GET as invoiceRoute } from "@/app/api/v1/admin/invoices/[id]/route";
import { GET as invoicePdfRoute } from "@/app/api/v1/admin/invoices/[id]/pdf/route";
import type { Db } from "@/db/client";
import { createAdmin, createTalent } from "@/db/factories";
import { confirmations, jobs } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { buildSnapshot, snapshotSha256 } from "@/lib/services/confirmations/snapshot";
import { call, ORIGIN } from "./http";
import { pdfText } from "./pdf-text";
import { place } from "./jobs";

/*
 * The finance checks' setup (issue 41, `invoices-and-statements.md`: "as in A7 with an accepted confirmation"),
 * through the route handlers: a staff admin, talents, a client company, a job with a confirmed line per talent and a
 * day-rate fee each, the client's accepted confirmation (an SQL row until the confirmations branch lands), the job
 * marked ready to invoice, the draft, the issue, payments and credit notes. Shared by the invoice and ledger tests.
 */

/** A moment `day` days into March 2031 (days past 31 run into April and on), so jobs never share a talent's day. */
export const financeAt = (day: number, hour = 9) => new Date(Date.UTC(2031, 2, day, hour)).toISOString();

export interface FinanceWorld {
  /** The admin's bearer token and its account's email (the booker of every job it creates). */
  admin: string;
  adminEmail: string;
  t1: number;
  t2: number;
  /** Days already taken by jobs (each job takes the next two). */
  day: number;
}

/** An admin and two talents, T1 ("Talia") and T2 ("Bo"). */
export async function financeWorld(db: Db): Promise<FinanceWorld> {
  const user = await createAdmin(db);
  const admin = (await createSession(user.id)).token;
  const t1 = (await createTalent(db, { profile: { stageName: "Talia" } })).profile.id;
  const t2 = (await createTalent(db, { profile: { stageName: "Bo" } })).profile.id;
  return { admin, adminEmail: user.email, t1, t2, day: 1 };
}

let companySeq = 0;
/** A client company (NL by default, with a billing address the invoice mails go to). */
export async function financeCompany(w: FinanceWorld, body: Record<string, unknown> = {}): Promise<number> {
  const n = ++companySeq;
  const res = await call(createCompany, "/api/v1/admin/companies", {
    bearer: w.admin,
    body: { name: `Client ${n}`, legal_name: `Client ${n} B.V.`, country: "NL", billing_email: `billing${n}@client${n}.test`, address_line1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

export interface PricedJobOptions {
  talents?: number[];
  /** Quantity (days) and unit of each talent's day-rate fee: A7's "2" × "1500.00" by default. */
  quantity?: string;
  unit?: string;
  /** Extra job fields (currency, po_number, billing_company_id...). */
  job?: Record<string, unknown>;
}

/** A7's job: for the company, a confirmed two-day line and a day-rate fee per talent. */
export async function financeJob(w: FinanceWorld, companyId: number, o: PricedJobOptions = {}): Promise<number> {
  const res = await call(createJob, "/api/v1/admin/jobs", { bearer: w.admin, body: { title: "Spring campaign", client_name: "Anna", company_id: companyId, status: "active", ...o.job } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.job.id as number;
  const first = w.day;
  w.day += 2;
  for (const talent of o.talents ?? [w.t1, w.t2]) {
    const line = await place(w.admin, id, { talent_profile_id: talent, starts_at: financeAt(first, 9), ends_at: financeAt(first + 1, 18), confirm: true });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const fee = await call(addFee, `/api/v1/admin/jobs/${id}/fees`, {
      bearer: w.admin,
      params: { id: String(id) },
      body: { talent_profile_id: talent, kind: "day_rate", quantity: o.quantity ?? "2", unit_amount: o.unit ?? "1500.00" },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
  }
  return id;
}

export async function financeExpense(w: FinanceWorld, jobId: number, body: Record<string, unknown>) {
  const res = await call(addExpense, `/api/v1/admin/jobs/${jobId}/expenses`, { bearer: w.admin, params: { id: String(jobId) }, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/**
 * The client's accepted confirmation of the job as it is now, written by SQL: the snapshot and hash the confirmations
 * domain builds (so `jobConfirmationStatus` reads "accepted" until the job changes), without the send and accept
 * round trip of its own tests.
 */
export async function acceptConfirmationBySql(db: Db, jobId: number): Promise<void> {
  const [{ max }] = await db.select({ max: sql<number | null>`max(${confirmations.version})` }).from(confirmations).where(eq(confirmations.jobId, jobId));
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  const version = (max ?? 0) + 1;
  const snapshot = await buildSnapshot(db, job, version);
  await db.insert(confirmations).values({
    jobId,
    version,
    status: "accepted",
    snapshot,
    snapshotSha256: snapshotSha256(snapshot),
    sentAt: new Date(),
    acceptedAt: new Date(),
    acceptedName: "Anna Client",
  });
}

export const setBillingStatus = (w: FinanceWorld, jobId: number, billing_status: string, bearer = w.admin) =>
  call(billingStatusRoute, `/api/v1/admin/jobs/${jobId}/billing-status`, { method: "PUT", bearer, params: { id: String(jobId) }, body: { billing_status } });

/** The job accepted by the client and marked ready to invoice. */
export async function makeReady(w: FinanceWorld, db: Db, jobId: number) {
  await acceptConfirmationBySql(db, jobId);
  const res = await setBillingStatus(w, jobId, "invoice_ready");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const draftFor = (w: FinanceWorld, jobId: number) => call(draftRoute, `/api/v1/admin/jobs/${jobId}/invoices`, { method: "POST", bearer: w.admin, params: { id: String(jobId) } });
export const issue = (w: FinanceWorld, id: number, body: Record<string, unknown> = {}) =>
  call(issueRoute, `/api/v1/admin/invoices/${id}/issue`, { bearer: w.admin, params: { id: String(id) }, body });
export const pay = (w: FinanceWorld, id: number, body: Record<string, unknown>) =>
  call(paymentRoute, `/api/v1/admin/invoices/${id}/payments`, { bearer: w.admin, params: { id: String(id) }, body });
export const credit = (w: FinanceWorld, id: number, body: Record<string, unknown>) =>
  call(creditRoute, `/api/v1/admin/invoices/${id}/credit-notes`, { bearer: w.admin, params: { id: String(id) }, body });
export const readInvoice = (w: FinanceWorld, id: number, bearer = w.admin) => call(invoiceRoute, `/api/v1/admin/invoices/${id}`, { bearer, params: { id: String(id) } });
export const readJob = (w: FinanceWorld, id: number, bearer = w.admin) => call(jobRoute, `/api/v1/admin/jobs/${id}`, { bearer, params: { id: String(id) } });

/** A ready job's draft (201 checked). */
export async function draftOf(w: FinanceWorld, jobId: number) {
  const res = await draftFor(w, jobId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; total: string; lines: { id: number; kind: string; talent_profile_id: number | null }[] };
}

/** A7's invoice, issued: a fresh job for the company, accepted, ready, drafted and issued (200 checked). */
export async function issuedInvoice(w: FinanceWorld, db: Db, companyId: number, o: PricedJobOptions = {}, body: Record<string, unknown> = {}) {
  const jobId = await financeJob(w, companyId, o);
  await makeReady(w, db, jobId);
  const draft = await draftOf(w, jobId);
  const res = await issue(w, draft.id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { jobId, invoice: res.body.data };
}

/** The job's billing status as stored. */
export async function billingStatusOf(db: Db, jobId: number) {
  const [row] = await db.select({ s: jobs.billingStatus }).from(jobs).where(eq(jobs.id, jobId));
  return row?.s;
}

/** The frozen PDF of an issued invoice or credit note: its bytes, their SHA-256 and their text. */
export async function invoicePdf(w: FinanceWorld, id: number) {
  const req = new Request(new URL(`/api/v1/admin/invoices/${id}/pdf`, ORIGIN), { headers: { authorization: `Bearer ${w.admin}` } });
  const res = await invoicePdfRoute(req, { params: Promise.resolve({ id: String(id) }) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  // INVOICE_PDF_DIR=/tmp/x keeps each PDF a test reads, to look at.
  if (process.env.INVOICE_PDF_DIR) writeFileSync(`${process.env.INVOICE_PDF_DIR}/invoice-${id}.pdf`, bytes);
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex"), text: await pdfText(bytes) };
}
