import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companyContacts, confirmationEvents, confirmations, jobFees, jobLines, jobs, type Confirmation, type Job } from "@/db/schema";
import { absoluteUrl } from "@/lib/absolute-url";
import { requirePermission } from "@/lib/auth/guards";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { confirmationPath, describeSnapshotChanges, type ConfirmationSnapshot, type JobConfirmationStatus } from "@/lib/domain/confirmations";
import { deliverNow, enqueueMail } from "@/lib/email";
import { confirmationMails } from "@/lib/email/confirmation-mails";
import { conflict, notFound, validationError } from "@/lib/errors";
import { cancelTask, replaceTask } from "@/lib/tasks";
import type { ConfirmationSendInput } from "@/lib/validation/confirmations";
import { logEvent } from "@/lib/services/audit";
import { freezePdf, readFrozenPdf, renderConfirmationPdf } from "./pdf";
import { bookerOf, expiryTaskKey, mailFacts, recordEvent, statusNow } from "./shared";
import { buildSnapshot, readJobRow, settingsIn, snapshotSha256 } from "./snapshot";
import { confirmationStatusesForJobs, currentHash } from "./status";

/*
 * The staff side of confirmations (`bookings` permission): draft a version from the job now, list and read versions,
 * preview or download the PDF, send (freeze the PDF, issue the link, supersede the earlier live versions, mail the
 * client through the outbox in the same transaction) and withdraw.
 */

const CONFIRMATION_NOT_FOUND = "Confirmation not found.";

/** A version as staff read it; `status` is derived (`expired`), `stored_status` what the row says. */
function toAdmin(c: Confirmation, now = new Date()) {
  const snapshot = c.snapshot as ConfirmationSnapshot;
  return {
    id: c.id,
    job_id: c.jobId,
    version: c.version,
    status: statusNow(c, now),
    stored_status: c.status,
    snapshot_sha256: c.snapshotSha256,
    pdf_sha256: c.pdfSha256,
    currency: snapshot.currency,
    total: snapshot.total,
    sent_to: c.sentTo,
    sent_at: c.sentAt,
    expires_at: c.expiresAt,
    viewed_at: c.viewedAt,
    accepted:
      c.acceptedAt && c.acceptedName
        ? { name: c.acceptedName, title: c.acceptedTitle, at: c.acceptedAt, ip: c.acceptedIp, user_agent: c.acceptedUserAgent, consent_sha256: c.consentSha256 }
        : null,
    certificate_pdf_sha256: c.certificatePdfSha256,
    declined_at: c.declinedAt,
    decline_reason: c.declineReason,
    superseded_by_id: c.supersededById,
    created_by: c.createdBy,
    created_at: c.createdAt,
  };
}
export type AdminConfirmation = ReturnType<typeof toAdmin>;

async function readConfirmation(db: DbOrTx, id: number, lock = false): Promise<Confirmation> {
  const q = db.select().from(confirmations).where(eq(confirmations.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound(CONFIRMATION_NOT_FOUND);
  return row;
}

/** 422 unless the job has a company, a contact with an e-mail, a live line and a fee (the spec's draft rule). */
async function requireReady(db: DbOrTx, job: Job) {
  const errors: Record<string, string[]> = {};
  if (!job.companyId) errors.company_id = ["Link the job to a client company first"];
  const [contact] = job.contactId ? await db.select().from(companyContacts).where(eq(companyContacts.id, job.contactId)) : [];
  if (!contact?.email) errors.contact_id = ["Choose the client's contact, with an e-mail address"];
  const [line] = await db.select({ id: jobLines.id }).from(jobLines).where(and(eq(jobLines.jobId, job.id), inArray(jobLines.state, ["option", "confirmed"]))).limit(1);
  if (!line) errors.lines = ["Place a talent on the job first"];
  const [fee] = await db.select({ id: jobFees.id }).from(jobFees).where(eq(jobFees.jobId, job.id)).limit(1);
  if (!fee) errors.fees = ["Add a fee line first"];
  if (Object.keys(errors).length) throw validationError("The job is not ready for a confirmation.", errors);
  return contact!;
}

const facts = (c: Confirmation, job: Job) => ({ confirmation_id: c.id, job_reference: job.reference, version: c.version });

/** `POST /admin/jobs/{id}/confirmations`: a draft of the next version, snapshot of the job now. */
export async function createConfirmation(viewer: Viewer | null, jobId: number): Promise<AdminConfirmation> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
    if (!job) throw notFound("Job not found.");
    await requireReady(tx, job);
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${confirmations.version}), 0)::int + 1` }).from(confirmations).where(eq(confirmations.jobId, jobId));
    const snapshot = await buildSnapshot(tx, job, next);
    const [created] = await tx
      .insert(confirmations)
      .values({ jobId, version: next, status: "draft", snapshot, snapshotSha256: snapshotSha256(snapshot), createdBy: staff.id })
      .returning();
    await recordEvent(tx, created.id, "created", { actorUserId: staff.id, ip: staff.ip ?? null, userAgent: staff.userAgent ?? null });
    await logEvent(tx, staff, "confirmation.created", { subject: { type: "job", id: jobId }, payload: facts(created, job) });
    return toAdmin(created);
  });
}

/**
 * `GET /admin/jobs/{id}/confirmations`: the versions (newest first), the job's derived status, and, when it needs
 * re-confirmation, what changed since the accepted version, in words.
 */
export async function listConfirmations(viewer: Viewer | null, jobId: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const job = await readJobRow(db, jobId);
  const rows = await db.select().from(confirmations).where(eq(confirmations.jobId, jobId)).orderBy(desc(confirmations.version));
  const status: JobConfirmationStatus = (await confirmationStatusesForJobs(db, [jobId])).get(jobId) ?? "none";
  let changes: string[] | null = null;
  if (status === "needs_reconfirmation") {
    const accepted = rows.find((r) => r.status === "accepted")!;
    try {
      changes = describeSnapshotChanges(accepted.snapshot as ConfirmationSnapshot, await buildSnapshot(db, job, accepted.version));
    } catch {
      changes = ["The job cannot be priced as it stands (an overtime line without a unit or day rate)."];
    }
  }
  return { job_id: jobId, confirmation_status: status, changes, confirmations: rows.map((r) => toAdmin(r)) };
}

/** `GET /admin/confirmations/{id}`: a version with its document and its events (oldest first). */
export async function getConfirmation(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const c = await readConfirmation(db, id);
  const events = await db.select().from(confirmationEvents).where(eq(confirmationEvents.confirmationId, id)).orderBy(asc(confirmationEvents.at), asc(confirmationEvents.id));
  return {
    ...toAdmin(c),
    document: c.snapshot as ConfirmationSnapshot,
    events: events.map((e) => ({ id: e.id, kind: e.kind, at: e.at, ip: e.ip, user_agent: e.userAgent, actor_user_id: e.actorUserId, by_client: e.byClient, detail: (e.detail as Record<string, unknown> | null) ?? null })),
  };
}

/** `GET /admin/confirmations/{id}/pdf`: a draft rendered now from its snapshot; a sent one the frozen bytes. */
export async function getConfirmationPdf(viewer: Viewer | null, id: number, options: { certificate?: boolean } = {}): Promise<{ pdf: Buffer; fileName: string }> {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const c = await readConfirmation(db, id);
  const snapshot = c.snapshot as ConfirmationSnapshot;
  if (options.certificate) {
    const bytes = c.certificatePdfPath ? await readFrozenPdf(c.certificatePdfPath) : null;
    if (!bytes) throw notFound("This confirmation has no certificate: it was not accepted.");
    return { pdf: bytes, fileName: `certificate-${snapshot.job.reference}-v${c.version}.pdf` };
  }
  const fileName = `confirmation-${snapshot.job.reference}-v${c.version}.pdf`;
  if (!c.pdfPath) return { pdf: await renderConfirmationPdf(snapshot, c.createdAt), fileName };
  const bytes = await readFrozenPdf(c.pdfPath);
  if (!bytes) throw notFound("The frozen PDF is missing.");
  return { pdf: bytes, fileName };
}

/**
 * `POST /admin/confirmations/{id}/send`: only a draft whose snapshot still matches the job (else 409: draft a new
 * version). The PDF is rendered first (off the transaction), then in one transaction: frozen, the token issued (only
 * its SHA-256 kept), `expires_at` set, earlier sent or viewed versions superseded (each with its event and the
 * `confirmation-superseded` mail), the `confirmation-sent` mail queued, the expiry reminder (re)placed.
 */
export async function sendConfirmation(viewer: Viewer | null, id: number, input: ConfirmationSendInput) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const draft = await readConfirmation(db, id);
  if (draft.status !== "draft") throw conflict("Only a draft can be sent.");
  const context = await settingsIn(db);
  const job = await readJobRow(db, draft.jobId);
  if ((await currentHash(db, job, draft.version, context)) !== draft.snapshotSha256) throw conflict("The job changed since this draft: create a new version and send that.");
  const pdf = await renderConfirmationPdf(draft.snapshot as ConfirmationSnapshot, draft.createdAt);
  const token = newOpaqueToken();
  const { mailIds, saved } = await db.transaction(async (tx) => {
    const c = await readConfirmation(tx, id, true);
    if (c.status !== "draft") throw conflict("Only a draft can be sent.");
    const [lockedJob] = await tx.select().from(jobs).where(eq(jobs.id, c.jobId)).for("update");
    if ((await currentHash(tx, lockedJob, c.version, context)) !== c.snapshotSha256) throw conflict("The job changed since this draft: create a new version and send that.");
    const snapshot = c.snapshot as ConfirmationSnapshot;
    const contact = snapshot.contact?.email ?? null;
    const to = (input.to ?? contact ?? "").toLowerCase();
    if (!to) throw validationError("Validation failed", { to: ["Enter the client's e-mail address"] });
    const frozen = await freezePdf(tx, pdf);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + context.billing.confirmationLinkDays * 86_400_000);
    const [sent] = await tx
      .update(confirmations)
      .set({ status: "sent", pdfPath: frozen.path, pdfSha256: frozen.sha256, tokenHash: sha256(token), sentTo: to, sentAt: now, expiresAt })
      .where(eq(confirmations.id, id))
      .returning();
    const booker = await bookerOf(tx, staff.id, context);
    const mails = [];
    const earlier = await tx
      .select()
      .from(confirmations)
      .where(and(eq(confirmations.jobId, c.jobId), inArray(confirmations.status, ["sent", "viewed"]), sql`${confirmations.id} <> ${id}`))
      .for("update");
    for (const old of earlier) {
      await tx.update(confirmations).set({ status: "superseded", supersededById: id }).where(eq(confirmations.id, old.id));
      await recordEvent(tx, old.id, "superseded", { actorUserId: staff.id, detail: { by_version: c.version } });
      await cancelTask(tx, "mail-later", expiryTaskKey(old.id));
      if (old.sentTo) mails.push(confirmationMails.superseded(old.sentTo, { ...mailFacts(lockedJob, sent, snapshot, booker), previousVersion: old.version }));
    }
    await recordEvent(tx, id, "sent", { actorUserId: staff.id, ip: staff.ip ?? null, userAgent: staff.userAgent ?? null, detail: { to, pdf_sha256: frozen.sha256 } });
    const f = mailFacts(lockedJob, sent, snapshot, booker);
    mails.push(confirmationMails.sent(to, { ...f, link: absoluteUrl(confirmationPath(token)), message: input.message?.trim() || null }));
    const mailIds = await enqueueMail(tx, ...mails);
    // The booker hears when the link lapses unanswered; any answer, withdrawal or newer version cancels it.
    await replaceTask(tx, "mail-later", { key: `confirmation-expired:${id}:${now.getTime()}`, mail: confirmationMails.expired(booker.email, f) }, { key: expiryTaskKey(id), runAt: expiresAt });
    await logEvent(tx, staff, "confirmation.sent", { subject: { type: "job", id: c.jobId }, payload: facts(c, lockedJob) });
    return { mailIds, saved: sent };
  });
  await deliverNow(mailIds);
  return { ...toAdmin(saved), link: absoluteUrl(confirmationPath(token)) };
}

/** `POST /admin/confirmations/{id}/withdraw`: a sent or viewed version stops working (410 for the client). */
export async function withdrawConfirmation(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const c = await readConfirmation(tx, id, true);
    if (c.status !== "sent" && c.status !== "viewed") throw conflict("Only a sent confirmation that has no answer can be withdrawn.");
    const [saved] = await tx.update(confirmations).set({ status: "withdrawn" }).where(eq(confirmations.id, id)).returning();
    await recordEvent(tx, id, "withdrawn", { actorUserId: staff.id, ip: staff.ip ?? null, userAgent: staff.userAgent ?? null });
    await cancelTask(tx, "mail-later", expiryTaskKey(id));
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, c.jobId));
    await logEvent(tx, staff, "confirmation.withdrawn", { subject: { type: "job", id: c.jobId }, payload: facts(c, job) });
    return toAdmin(saved);
  });
}
