import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { confirmations, jobs, type Confirmation } from "@/db/schema";
import { absoluteUrl } from "@/lib/absolute-url";
import { sha256 } from "@/lib/auth/tokens";
import { CONFIRMATION_CONSENT_WORDING, type ConfirmationSnapshot } from "@/lib/domain/confirmations";
import { formatDocumentMomentInZone, formatMomentInZone } from "@/lib/domain/zoned-time";
import { deliverNow, enqueueMail } from "@/lib/email";
import { confirmationMails } from "@/lib/email/confirmation-mails";
import { conflict, gone, notFound, tooManyRequests } from "@/lib/errors";
import { cancelTask } from "@/lib/tasks";
import type { ConfirmationAcceptInput, ConfirmationDeclineInput } from "@/lib/validation/confirmations";
import { logEvent } from "@/lib/services/audit";
import { consume, type Limit } from "@/lib/services/platform";
import { freezePdf, readFrozenPdf, renderConfirmationPdf, type CertificateEvidence } from "./pdf";
import { bookerOf, expiryTaskKey, mailFacts, recordEvent, statusNow } from "./shared";
import { settingsIn } from "./snapshot";

/*
 * The client's side of a confirmation (`/c/{token}` and `/api/v1/confirmations/{token}/...`), without an account: the
 * token is the only key, looked up by its SHA-256 through a unique index. Unknown is a 404; superseded, withdrawn or
 * expired a 410 that says only that. Accepted and declined versions keep answering (the client keeps the proof).
 * Every answer carries only this version's document: no commission, nothing of another job, no talent's private field.
 */

/** Reads per address: a client opens the page a few times; the limit stops a script walking tokens. */
export const CONFIRMATION_READ_LIMIT = { max: 120, windowSeconds: 600 } as const satisfies Limit;
/** Answers (accept, decline) per address per hour. */
export const CONFIRMATION_ANSWER_LIMIT = { max: 30, windowSeconds: 3600 } as const satisfies Limit;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CONFIRMATION_GONE = "This confirmation is no longer available: it was replaced, withdrawn or its link expired. Please ask your booker for the current version.";

async function limit(key: string, ip: string, l: Limit) {
  const place = await consume(`${key}:ip:${ip}`, l);
  if (!place.allowed) throw tooManyRequests("Too many requests. Please try again later.", place.retryAfter);
}

async function findByToken(token: string): Promise<Confirmation | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [c] = await db.select().from(confirmations).where(eq(confirmations.tokenHash, sha256(token)));
  return c ?? null;
}

/** 404 unknown; 410 superseded, withdrawn or expired; else the row. */
function live(c: Confirmation | null): Confirmation {
  if (!c || c.status === "draft") throw notFound("This confirmation link is not valid.");
  const status = statusNow(c);
  if (status === "superseded" || status === "withdrawn" || status === "expired") throw gone(CONFIRMATION_GONE);
  return c;
}

/** What the page and the public JSON show. */
function toPublic(c: Confirmation, token: string) {
  const snapshot = c.snapshot as ConfirmationSnapshot;
  return {
    agency: snapshot.agency,
    job: { reference: snapshot.job.reference, title: snapshot.job.title },
    version: c.version,
    status: statusNow(c),
    expires_at: c.expiresAt,
    document: snapshot,
    pdf_url: absoluteUrl(`/api/v1/confirmations/${token}/pdf`),
    consent_wording: CONFIRMATION_CONSENT_WORDING,
    accepted: c.acceptedAt && c.acceptedName ? { name: c.acceptedName, title: c.acceptedTitle, at: c.acceptedAt, at_text: formatDocumentMomentInZone(c.acceptedAt, snapshot.time_zone) } : null,
    declined: c.declinedAt ? { at: c.declinedAt } : null,
  };
}
export type PublicConfirmation = ReturnType<typeof toPublic>;

/** `GET /confirmations/{token}`: the first read of a sent version marks it viewed (once, with its event). */
export async function getPublicConfirmation(token: string, context: { ip: string; userAgent: string | null }): Promise<PublicConfirmation> {
  await limit("confirmation-read", context.ip, CONFIRMATION_READ_LIMIT);
  let c = live(await findByToken(token));
  if (c.status === "sent") {
    const db = await getDb();
    c = await db.transaction(async (tx) => {
      const [viewed] = await tx.update(confirmations).set({ status: "viewed", viewedAt: new Date() }).where(and(eq(confirmations.id, c.id), eq(confirmations.status, "sent"))).returning();
      if (!viewed) return (await tx.select().from(confirmations).where(eq(confirmations.id, c.id)))[0];
      await recordEvent(tx, c.id, "viewed", { ip: context.ip, userAgent: context.userAgent, byClient: true });
      return viewed;
    });
  }
  return toPublic(c, token);
}

/** `GET /confirmations/{token}/pdf`: the frozen PDF; after acceptance the certificate (the same pages and the evidence). */
export async function getPublicConfirmationPdf(token: string, context: { ip: string }): Promise<{ pdf: Buffer; fileName: string }> {
  await limit("confirmation-pdf", context.ip, CONFIRMATION_READ_LIMIT);
  const c = live(await findByToken(token));
  const path = c.status === "accepted" && c.certificatePdfPath ? c.certificatePdfPath : c.pdfPath;
  const bytes = path ? await readFrozenPdf(path) : null;
  if (!bytes) throw notFound("The PDF is not available.");
  const reference = (c.snapshot as ConfirmationSnapshot).job.reference;
  return { pdf: bytes, fileName: `${c.status === "accepted" ? "certificate" : "confirmation"}-${reference}-v${c.version}.pdf` };
}

/** 409 once answered; 410 gone; else the row. */
function answerable(c: Confirmation | null): Confirmation {
  const row = live(c);
  if (row.status === "accepted" || row.status === "declined") throw conflict(`This confirmation was already ${row.status}.`);
  return row;
}

/** SHA-256 of what the client consented to: the snapshot's hash, the PDF's hash, the consent wording and the typed name. */
export const consentSha256 = (snapshotSha: string, pdfSha: string, name: string) => sha256([snapshotSha, pdfSha, CONFIRMATION_CONSENT_WORDING, name].join("\n"));

/**
 * `POST /confirmations/{token}/accept`: the evidence (time, address, user agent, consent hash) and the certificate
 * (rendered before the transaction, frozen in it) are written once; the row is locked so of two accepts one wins and
 * the other is a 409. Mails `confirmation-accepted` to the confirmation's creator and the job's booker, a copy to the client.
 */
export async function acceptConfirmation(token: string, input: ConfirmationAcceptInput, context: { ip: string; userAgent: string | null }) {
  await limit("confirmation-answer", context.ip, CONFIRMATION_ANSWER_LIMIT);
  const first = answerable(await findByToken(token));
  const db = await getDb();
  const settings = await settingsIn(db);
  const snapshot = first.snapshot as ConfirmationSnapshot;
  const at = new Date();
  const name = input.name.trim();
  const title = input.title?.trim() || null;
  const consent = consentSha256(first.snapshotSha256, first.pdfSha256 ?? "", name);
  const evidence: CertificateEvidence = {
    name,
    title,
    at: formatDocumentMomentInZone(at, snapshot.time_zone),
    atIso: at.toISOString(),
    ip: context.ip,
    userAgent: context.userAgent,
    snapshotSha256: first.snapshotSha256,
    pdfSha256: first.pdfSha256 ?? "",
    consentSha256: consent,
    consentWording: CONFIRMATION_CONSENT_WORDING,
  };
  const certificate = await renderConfirmationPdf(snapshot, at, evidence);
  const { mailIds, saved } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(confirmations).where(eq(confirmations.id, first.id)).for("update");
    const c = answerable(locked ?? null);
    const frozen = await freezePdf(tx, certificate);
    const [saved] = await tx
      .update(confirmations)
      .set({
        status: "accepted",
        acceptedAt: at,
        acceptedName: name,
        acceptedTitle: title,
        acceptedIp: context.ip,
        acceptedUserAgent: context.userAgent ? context.userAgent.slice(0, 512) : null,
        consentSha256: consent,
        certificatePdfPath: frozen.path,
        certificatePdfSha256: frozen.sha256,
        ...(c.viewedAt ? {} : { viewedAt: at }),
      })
      .where(eq(confirmations.id, c.id))
      .returning();
    await recordEvent(tx, c.id, "accepted", { ip: context.ip, userAgent: context.userAgent, byClient: true, at, detail: { name, title, consent_sha256: consent, certificate_pdf_sha256: frozen.sha256 } });
    await cancelTask(tx, "mail-later", expiryTaskKey(c.id));
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, c.jobId));
    const booker = await bookerOf(tx, job.createdBy, settings);
    const creator = await bookerOf(tx, c.createdBy, settings);
    const f = mailFacts(job, saved, snapshot, booker);
    const link = absoluteUrl(`/api/v1/confirmations/${token}/pdf`);
    const staffTo = [...new Set([creator.email, booker.email].map((e) => e.toLowerCase()))];
    const mails = staffTo.map((to) => confirmationMails.accepted(to, { ...f, acceptedBy: name, acceptedAt: evidence.at, certificateLink: link, audience: "staff" }));
    if (c.sentTo) mails.push(confirmationMails.accepted(c.sentTo, { ...f, acceptedBy: name, acceptedAt: evidence.at, certificateLink: link, audience: "client" }));
    const mailIds = await enqueueMail(tx, ...mails);
    await logEvent(tx, null, "confirmation.accepted", { subject: { type: "job", id: c.jobId }, payload: { confirmation_id: c.id, job_reference: job.reference, version: c.version } });
    return { mailIds, saved };
  });
  await deliverNow(mailIds);
  return toPublic(saved, token);
}

/** `POST /confirmations/{token}/decline`: final; the booker hears it with the reason. */
export async function declineConfirmation(token: string, input: ConfirmationDeclineInput, context: { ip: string; userAgent: string | null }) {
  await limit("confirmation-answer", context.ip, CONFIRMATION_ANSWER_LIMIT);
  answerable(await findByToken(token));
  const db = await getDb();
  const settings = await settingsIn(db);
  const reason = input.reason?.trim() || null;
  const { mailIds, saved } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(confirmations).where(eq(confirmations.tokenHash, sha256(token))).for("update");
    const c = answerable(locked ?? null);
    const at = new Date();
    const [saved] = await tx.update(confirmations).set({ status: "declined", declinedAt: at, declineReason: reason }).where(eq(confirmations.id, c.id)).returning();
    await recordEvent(tx, c.id, "declined", { ip: context.ip, userAgent: context.userAgent, byClient: true, at, detail: reason ? { reason } : null });
    await cancelTask(tx, "mail-later", expiryTaskKey(c.id));
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, c.jobId));
    const snapshot = c.snapshot as ConfirmationSnapshot;
    const booker = await bookerOf(tx, job.createdBy, settings);
    const mailIds = await enqueueMail(tx, confirmationMails.declined(booker.email, { ...mailFacts(job, saved, snapshot, booker), reason, declinedAt: formatMomentInZone(at, snapshot.time_zone) }));
    await logEvent(tx, null, "confirmation.declined", { subject: { type: "job", id: c.jobId }, payload: { confirmation_id: c.id, job_reference: job.reference, version: c.version } });
    return { mailIds, saved };
  });
  await deliverNow(mailIds);
  return toPublic(saved, token);
}
