import "server-only";
import { and, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, companyContacts, jobLines, jobs, type Job } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { canMoveJob, DAY_MS, jobStatusLabels } from "@/lib/domain/jobs";
import { DEFAULT_AGENCY_TIME_ZONE } from "@/lib/domain/zoned-time";
import { basisPointsToPercent } from "@/lib/domain/money";
import { deliverNow } from "@/lib/email";
import { conflict, notFound, validationError } from "@/lib/errors";
import type { JobCreateInput, JobsQuery, JobUpdateInput } from "@/lib/validation/jobs";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { liveAt, readLines, type AdminLine } from "./job-line-state";
import { readAt } from "@/lib/domain/job-line-life";
import { lockJob } from "./job-line-life";
import { JOB_NOT_FOUND } from "./job-lines-admin";
import { moveBillingStatus } from "./billing-status";
import { cancelLineInTx } from "./job-line-moves";
import { agencyTimeZone } from "@/lib/services/settings";
import { containsPattern } from "@/lib/services/platform";
import { getBillingSettings } from "@/lib/services/settings";

type ClientRefs = { companies: Map<number, { id: number; name: string }>; contacts: Map<number, { id: number; name: string; email: string | null }> };

/** One job as the staff API returns it, with its lines (issue 28's job JSON). */
function toJob(job: Job, timeZone: string, lines: AdminLine[], refs: ClientRefs) {
  const company = (id: number | null) => (id === null ? null : (refs.companies.get(id) ?? null));
  const contact = (id: number | null) => (id === null ? null : (refs.contacts.get(id) ?? null));
  return {
    id: job.id,
    reference: job.reference,
    title: job.title,
    status: job.status,
    client_name: job.clientName,
    client_company: job.clientCompany,
    client_email: job.clientEmail,
    client_phone: job.clientPhone,
    location: job.location,
    notes: job.notes,
    /** The job's effective clock: its own zone, else the agency's. `own_time_zone` says whether it names one. */
    time_zone: timeZone,
    own_time_zone: job.timeZone,
    /** The client as an entity (issue 40); the `client_*` fields stay as the snapshot and the fallback. */
    company_id: job.companyId,
    contact_id: job.contactId,
    billing_company_id: job.billingCompanyId,
    billing_contact_id: job.billingContactId,
    company: company(job.companyId),
    contact: contact(job.contactId),
    billing_company: company(job.billingCompanyId),
    billing_contact: contact(job.billingContactId),
    po_number: job.poNumber,
    client_reference: job.clientReference,
    currency: job.currency,
    /** Null: the company's, else the billing setting's. */
    /** Issue 41: open, non_billable, billable, invoice_ready, invoiced, paid, closed or cancelled. */
    billing_status: job.billingStatus,
    agency_fee_percent: job.agencyFeeBp === null ? null : basisPointsToPercent(job.agencyFeeBp),
    cancellation_terms: job.cancellationTerms,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    lines,
  };
}
export type AdminJob = ReturnType<typeof toJob>;

/** The jobs with their lines (two queries whatever their number). */
async function withLines(db: DbOrTx, rows: Job[], now: Date): Promise<AdminJob[]> {
  const lines = rows.length ? await readLines(db, inArray(jobLines.jobId, rows.map((j) => j.id)), now) : [];
  const agencyZone = rows.some((j) => !j.timeZone) ? await agencyTimeZone(db) : DEFAULT_AGENCY_TIME_ZONE;
  const refs = await clientRefs(db, rows);
  return rows.map((job) => toJob(job, job.timeZone ?? agencyZone, lines.filter((l) => l.job_id === job.id), refs));
}

/** The companies and contacts the jobs name (two queries whatever their number). */
async function clientRefs(db: DbOrTx, rows: Job[]): Promise<ClientRefs> {
  const companyIds = [...new Set(rows.flatMap((j) => [j.companyId, j.billingCompanyId]).filter((id): id is number => id !== null))];
  const contactIds = [...new Set(rows.flatMap((j) => [j.contactId, j.billingContactId]).filter((id): id is number => id !== null))];
  const [cs, ps] = await Promise.all([
    companyIds.length ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [],
    contactIds.length ? db.select({ id: companyContacts.id, name: companyContacts.name, email: companyContacts.email }).from(companyContacts).where(inArray(companyContacts.id, contactIds)) : [],
  ]);
  return { companies: new Map(cs.map((c) => [c.id, c])), contacts: new Map(ps.map((p) => [p.id, p])) };
}

/**
 * 422 unless the companies named exist (and were not merged away) and each contact belongs to its company (the
 * billing contact to the billing company, else to the client company).
 */
async function checkClientLinks(db: DbOrTx, v: { companyId?: number | null; contactId?: number | null; billingCompanyId?: number | null; billingContactId?: number | null }) {
  const errors: Record<string, string[]> = {};
  const companyIds = [v.companyId, v.billingCompanyId].filter((id): id is number => typeof id === "number");
  const contactIds = [v.contactId, v.billingContactId].filter((id): id is number => typeof id === "number");
  const cs = companyIds.length ? await db.select({ id: companies.id, mergedIntoId: companies.mergedIntoId }).from(companies).where(inArray(companies.id, companyIds)) : [];
  const ps = contactIds.length ? await db.select({ id: companyContacts.id, companyId: companyContacts.companyId }).from(companyContacts).where(inArray(companyContacts.id, contactIds)) : [];
  for (const [field, id] of [["company_id", v.companyId], ["billing_company_id", v.billingCompanyId]] as const) {
    if (typeof id !== "number") continue;
    const c = cs.find((x) => x.id === id);
    if (!c) errors[field] = ["No such company"];
    else if (c.mergedIntoId !== null) errors[field] = ["This company was merged into another one"];
  }
  for (const [field, id, owner] of [["contact_id", v.contactId, v.companyId], ["billing_contact_id", v.billingContactId, v.billingCompanyId ?? v.companyId]] as const) {
    if (typeof id !== "number") continue;
    const p = ps.find((x) => x.id === id);
    if (!p) errors[field] = ["No such contact"];
    else if (typeof owner === "number" && p.companyId !== owner) errors[field] = ["This contact belongs to another company"];
  }
  if (Object.keys(errors).length) throw validationError("Validation failed", errors);
}

async function readJob(db: DbOrTx, id: number, now = new Date()): Promise<AdminJob> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return (await withLines(db, [job], now))[0];
}

/**
 * `GET /admin/jobs`: newest first; searched in the title, the client's name and company and the reference (with or
 * without its dash); filtered by status and by days (`from`/`to`: jobs with a line on those days).
 */
export async function listJobs(viewer: Viewer | null, query: JobsQuery) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const where: SQL[] = [];
  if (query.status) where.push(eq(jobs.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const reference = query.search.replace(/[\s-]/g, "");
    where.push(
      or(ilike(jobs.title, pattern), ilike(jobs.clientName, pattern), ilike(jobs.clientCompany, pattern), reference ? ilike(jobs.reference, containsPattern(reference)) : undefined) as SQL,
    );
  }
  if (query.from || query.to) {
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(0);
    const until = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : new Date(8.64e15);
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(jobLines)
          .where(and(eq(jobLines.jobId, jobs.id), sql`${jobLines.startsAt} < ${until.toISOString()}::timestamptz`, sql`${jobLines.endsAt} > ${from.toISOString()}::timestamptz`)),
      ),
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(filter).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(filter),
  ]);
  return {
    jobs: await withLines(db, rows, new Date()),
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** `GET /admin/jobs/{id}`. */
export async function getJob(viewer: Viewer | null, id: number): Promise<AdminJob> {
  requirePermission(viewer, "bookings");
  return readJob(await getDb(), id);
}

/** What a job's activity entries leave out of its changes. */
const JOB_DIFF = { omit: ["id", "createdAt", "createdBy"] };

const jobValues = (input: Partial<Omit<JobCreateInput, "status">>) => ({
  title: input.title,
  clientName: input.client_name,
  clientCompany: input.client_company,
  clientEmail: input.client_email,
  clientPhone: input.client_phone,
  location: input.location,
  notes: input.notes,
  timeZone: input.time_zone,
  companyId: input.company_id,
  contactId: input.contact_id,
  billingCompanyId: input.billing_company_id,
  billingContactId: input.billing_contact_id,
  poNumber: input.po_number,
  clientReference: input.client_reference,
  currency: input.currency,
  agencyFeeBp: input.agency_fee_percent,
  cancellationTerms: input.cancellation_terms,
});

/** `POST /admin/jobs`: a job without lines yet (`POST /admin/jobs/{id}/lines` adds them). */
export async function createJob(viewer: Viewer | null, input: JobCreateInput): Promise<AdminJob> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const billing = await getBillingSettings();
  const job = await db.transaction(async (tx) => {
    const values = jobValues(input);
    if (values.companyId && values.billingCompanyId === undefined) values.billingCompanyId = values.companyId;
    await checkClientLinks(tx, values);
    const [company] = values.companyId ? await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, values.companyId)) : [];
    const [created] = await tx
      .insert(jobs)
      .values({ ...values, currency: values.currency ?? company?.currency ?? billing.homeCurrency, title: input.title, clientName: input.client_name, status: input.status, createdBy: staff.id })
      .returning();
    const changes = diffChanges(null, created, JOB_DIFF);
    await logEvent(tx, staff, "job.created", { subject: { type: "job", id: created.id }, payload: { reference: created.reference, title: created.title }, changes });
    return created;
  });
  return toJob(job, job.timeZone ?? (await agencyTimeZone(db)), [], await clientRefs(db, [job]));
}

/**
 * `PUT /admin/jobs/{id}`: the brief and its status. Cancelling cancels the job's live lines (each talent is told and the
 * options they held back move up); completing needs no option left open (confirm or release them first).
 */
export async function updateJob(viewer: Viewer | null, id: number, input: JobUpdateInput): Promise<AdminJob> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const mailIds = await db.transaction(async (tx) => {
    // The job's row lock first (the lock order of lib/services/job-line-life.ts): a placement or a move on this job
    // waits for it, so "complete" reads every option the job will ever have had before it closes.
    const current = await lockJob(tx, id);
    if (!current) throw notFound(JOB_NOT_FOUND);
    const to = input.status ?? current.status;
    if (!canMoveJob(current.status, to)) throw conflict(`A ${current.status} job cannot be made ${to}.`);
    const lines = await tx.select().from(jobLines).where(eq(jobLines.jobId, id));
    const live = lines.filter((l) => readAt(l, now).live);
    if (to === "completed" && current.status !== "completed" && live.some((l) => l.state === "option")) {
      throw conflict("The job still has open options: confirm or release them before completing it.");
    }
    const ids: number[] = [];
    if (to === "cancelled" && current.status !== "cancelled") {
      // Each live line leaves as a cancel does (its talent told, the options it held back promoted), in talent order
      // so two transactions never wait on each other's locks.
      for (const line of [...live].sort((a, b) => a.talentProfileId - b.talentProfileId || a.id - b.id)) ids.push(...(await cancelLineInTx(tx, line.id, staff, now)));
    }
    if (to === "cancelled" && current.status !== "cancelled") await moveBillingStatus(tx, id, "cancelled");
    const values = jobValues(input);
    await checkClientLinks(tx, {
      companyId: values.companyId === undefined ? current.companyId : values.companyId,
      contactId: values.contactId === undefined ? current.contactId : values.contactId,
      billingCompanyId: values.billingCompanyId === undefined ? current.billingCompanyId : values.billingCompanyId,
      billingContactId: values.billingContactId === undefined ? current.billingContactId : values.billingContactId,
    });
    const [saved] = await tx
      .update(jobs)
      .set({ ...values, status: to, updatedAt: now })
      .where(eq(jobs.id, id))
      .returning();
    const changes = diffChanges(current, saved, JOB_DIFF);
    const facts = { reference: current.reference, title: input.title ?? current.title };
    if (to !== current.status) await logEvent(tx, staff, "job.status_changed", { subject: { type: "job", id }, payload: { ...facts, status: to, status_label: jobStatusLabels[to] }, changes });
    else await logEvent(tx, staff, "job.edited", { subject: { type: "job", id }, payload: facts, changes });
    return ids;
  });
  await deliverNow(mailIds);
  return readJob(db, id);
}

/** `DELETE /admin/jobs/{id}`: only a job holding no time (no live line): one that did is cancelled instead. */
export async function deleteJob(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const [held] = await tx.select({ id: jobLines.id }).from(jobLines).where(and(eq(jobLines.jobId, id), liveAt(jobLines, now))).limit(1);
    if (held) throw conflict("The job still holds time (options or confirmed lines): cancel it instead, or release its lines first.");
    await tx.delete(jobs).where(eq(jobs.id, id));
    const changes = diffChanges(job, null, JOB_DIFF);
    await logEvent(tx, staff, "job.deleted", { subject: { type: "job", id }, payload: { reference: job.reference, title: job.title }, changes });
  });
  return { id };
}
