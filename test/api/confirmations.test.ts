import { createHash } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminConfirmation } from "@/app/api/v1/admin/confirmations/[id]/route";
import { GET as adminPdf } from "@/app/api/v1/admin/confirmations/[id]/pdf/route";
import { POST as sendRoute } from "@/app/api/v1/admin/confirmations/[id]/send/route";
import { POST as withdrawRoute } from "@/app/api/v1/admin/confirmations/[id]/withdraw/route";
import { POST as addContact } from "@/app/api/v1/admin/companies/[id]/contacts/route";
import { POST as createCompany } from "@/app/api/v1/admin/companies/route";
import { PUT as editFee } from "@/app/api/v1/admin/job-fees/[id]/route";
import { GET as listConfirmationsRoute, POST as draftRoute } from "@/app/api/v1/admin/jobs/[id]/confirmations/route";
import { POST as addFee } from "@/app/api/v1/admin/jobs/[id]/fees/route";
import { GET as quoteRoute } from "@/app/api/v1/admin/jobs/[id]/quote/route";
import { GET as jobRoute } from "@/app/api/v1/admin/jobs/[id]/route";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { POST as acceptRoute } from "@/app/api/v1/confirmations/[token]/accept/route";
import { POST as declineRoute } from "@/app/api/v1/confirmations/[token]/decline/route";
import { GET as publicPdf } from "@/app/api/v1/confirmations/[token]/pdf/route";
import { GET as publicRoute } from "@/app/api/v1/confirmations/[token]/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { confirmationEvents, confirmations, emailOutbox, jobUsages } from "@/db/schema";
import { newOpaqueToken } from "@/lib/auth/tokens";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, place } from "../jobs";
import { pdfText } from "../pdf-text";

/*
 * Issue 40 (`clients-and-confirmations.md`): the confirmation a client accepts, through the route handlers: the spec's
 * A10-A14 and the confirmation parts of A15, and SQL proofs that the database refuses changes to the evidence.
 */

const db = useTestDb();
let admin: string;
let adminEmail: string;
let bookingsOnly: string;
let clientsOnly: string;
let t1: number;
let t2: number;
let t3: number;
const LEGAL_NAMES = ["Natalia Privatename", "Bodil Hiddenname", "Norah Otherjob"];
let day = 1;
let seq = 0;

beforeAll(async () => {
  const a = await createAdmin(db());
  adminEmail = a.email;
  admin = (await createSession(a.id)).token;
  bookingsOnly = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
  clientsOnly = (await createSession((await createSubadmin(db(), ["clients"])).id)).token;
  t1 = (await createTalent(db(), { name: LEGAL_NAMES[0], profile: { stageName: "Talia" } })).profile.id;
  t2 = (await createTalent(db(), { name: LEGAL_NAMES[1], profile: { stageName: "Bo" } })).profile.id;
  t3 = (await createTalent(db(), { name: LEGAL_NAMES[2], profile: { stageName: "Noor" } })).profile.id;
});

const p = (id: number | string) => ({ id: String(id) });
const tk = (token: string) => ({ token });

/** A company in NL (no reverse charge) with a contact; returns the ids. */
async function client(contactEmail: string | null) {
  const res = await call(createCompany, "/api/v1/admin/companies", { bearer: admin, body: { name: `Zara ${++seq}`, country: "NL", legal_name: `Zara Nederland ${seq} B.V.` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const companyId = res.body.data.id as number;
  const contact = await call(addContact, `/api/v1/admin/companies/${companyId}/contacts`, { bearer: admin, params: p(companyId), body: { name: "Anna López", ...(contactEmail ? { email: contactEmail } : {}) } });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  return { companyId, contactId: contact.body.data.id as number };
}

/** A7's job: T1 and T2 each with a confirmed two-day line and a 2 × 1500.00 day rate; total 8,712.00. */
async function a7Job(contactEmail: string | null, talents = [t1, t2]) {
  const { companyId, contactId } = await client(contactEmail);
  const res = await call(createJob, "/api/v1/admin/jobs", {
    bearer: admin,
    body: { title: "Spring campaign", client_name: "Anna López", company_id: companyId, contact_id: contactId, status: "active", time_zone: "Europe/Madrid" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const jobId = res.body.data.job.id as number;
  const first = day;
  day += 2;
  const fees: Record<number, number> = {};
  for (const talent of talents) {
    const line = await place(admin, jobId, { talent_profile_id: talent, starts_at: at(first, 9), ends_at: at(first + 1, 18), confirm: true });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const fee = await call(addFee, `/api/v1/admin/jobs/${jobId}/fees`, { bearer: admin, params: p(jobId), body: { talent_profile_id: talent, kind: "day_rate", quantity: "2", unit_amount: "1500.00" } });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    fees[talent] = fee.body.data.id;
  }
  return { jobId, companyId, fees };
}

const draft = (jobId: number, bearer = admin) => call(draftRoute, `/api/v1/admin/jobs/${jobId}/confirmations`, { bearer, method: "POST", params: p(jobId) });
const send = (id: number, body: Record<string, unknown> = {}) => call(sendRoute, `/api/v1/admin/confirmations/${id}/send`, { bearer: admin, params: p(id), body });
const versions = async (jobId: number) => (await call(listConfirmationsRoute, `/api/v1/admin/jobs/${jobId}/confirmations`, { bearer: admin, params: p(jobId) })).body.data;
const jobStatus = async (jobId: number) => {
  const res = await call(jobRoute, `/api/v1/admin/jobs/${jobId}`, { bearer: admin, params: p(jobId) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.job.confirmation_status as string;
};
const pub = (token: string, headers: Record<string, string> = {}) => call(publicRoute, `/api/v1/confirmations/${token}`, { params: tk(token), headers });
const accept = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(acceptRoute, `/api/v1/confirmations/${token}/accept`, { params: tk(token), body, headers: { "x-forwarded-for": "203.0.113.7", ...headers } });
const decline = (token: string, body: Record<string, unknown>) => call(declineRoute, `/api/v1/confirmations/${token}/decline`, { params: tk(token), body });
/** A PDF route's answer with its bytes (`call` reads answers as text). */
async function fetchPdf(handler: typeof adminPdf, path: string, params: Record<string, string>, bearer?: string) {
  const req = new Request(new URL(path, "http://localhost:3000"), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const pdfBytes = (id: number, query = "") => fetchPdf(adminPdf, `/api/v1/admin/confirmations/${id}/pdf${query}`, p(id), admin);

/** The token in the last `confirmation-sent` mail to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const rows = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "confirmation-sent"))).orderBy(asc(emailOutbox.id));
  const m = /\/c\/([A-Za-z0-9_-]{43})/.exec(rows.at(-1)?.text ?? "");
  expect(m, "a /c/{token} link in the mail").not.toBeNull();
  return m![1];
}

/** Draft and send a version of the job; answers its id and the token mailed. */
async function draftAndSend(jobId: number, to: string) {
  const d = await draft(jobId);
  expect(d.status, JSON.stringify(d.body)).toBe(201);
  const s = await send(d.body.data.id);
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return { id: d.body.data.id as number, token: await tokenMailedTo(to), sent: s.body.data };
}

/** The database refuses the statement, with a message matching `pattern` (drizzle wraps it: the cause holds it). */
async function refused(run: Promise<unknown>, pattern: RegExp) {
  const error = await run.then(
    () => null,
    (e: unknown) => e as { message: string; cause?: { message?: string } },
  );
  expect(error, "the statement was refused").not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ""}`).toMatch(pattern);
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

// A10 → A12 share job J.
let J: { jobId: number; fees: Record<number, number> };
let v1: number;
let v1Token: string;
const ANNA = "anna@zara.com";

describe("A10. draft confirmation", () => {
  it("drafts version 1 with its hash; its PDF names the total, the usage and the terms; the snapshot has no commission or legal name", async () => {
    J = await a7Job(ANNA);
    // A8's usage record only (no usage fee line: "included in base rate").
    await db().insert(jobUsages).values({ jobId: J.jobId, media: ["online_paid", "social_paid"], territory: ["EU"], startsOn: "2027-02-01", endsOn: "2028-01-31", exclusivity: "none" });
    const res = await draft(J.jobId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ version: 1, status: "draft" });
    expect(res.body.data.snapshot_sha256).toMatch(/^[0-9a-f]{64}$/);
    v1 = res.body.data.id;

    const pdf = await pdfBytes(v1);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf.bytes);
    for (const words of ["8,712.00", "Online (paid)", "European Union", "31 Jan 2028", "Cancellation within 24 hours: full fee. Within 48 hours: half fee."]) expect(text).toContain(words);

    const [row] = await db().select({ snapshot: sql<string>`${confirmations.snapshot}::text` }).from(confirmations).where(eq(confirmations.id, v1));
    expect(row.snapshot).not.toMatch(/"commission/);
    for (const name of LEGAL_NAMES) expect(row.snapshot).not.toContain(name);
    expect(row.snapshot).toContain("Talia");
  });

  it("refuses a job whose contact has no e-mail (422)", async () => {
    const noMail = await a7Job(null);
    const res = await draft(noMail.jobId);
    expect(res.status).toBe(422);
    expect(res.body.errors.contact_id).toBeDefined();
  });
});

describe("A11. send and accept, with evidence", () => {
  it("sends, freezes the PDF, records the view and the acceptance, and refuses a second answer", async () => {
    const s = await send(v1);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, ANNA));
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe("confirmation-sent");
    v1Token = await tokenMailedTo(ANNA);

    const a = await pdfBytes(v1);
    const b = await pdfBytes(v1);
    const bytesA = a.bytes;
    const bytesB = b.bytes;
    expect(bytesA.equals(bytesB)).toBe(true);
    expect(createHash("sha256").update(bytesA).digest("hex")).toBe(s.body.data.pdf_sha256);

    const view = await pub(v1Token);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data).toMatchObject({ status: "viewed", version: 1, accepted: null });
    expect(view.body.data.document.total).toBe("8712.00");
    expect(view.headers.get("x-robots-tag")).toBe("noindex");
    expect(view.headers.get("cache-control")).toBe("private, no-store");

    const ok = await accept(v1Token, { name: "Anna López", agree: true }, { "user-agent": "AcceptTest/1.0" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await db().select().from(confirmations).where(eq(confirmations.id, v1));
    expect(row).toMatchObject({ status: "accepted", acceptedName: "Anna López", acceptedUserAgent: "AcceptTest/1.0" });
    expect(row.acceptedIp).not.toBeNull();
    expect(row.acceptedAt).not.toBeNull();
    expect(row.consentSha256).toMatch(/^[0-9a-f]{64}$/);
    const kinds = await db().select({ kind: confirmationEvents.kind }).from(confirmationEvents).where(eq(confirmationEvents.confirmationId, v1)).orderBy(asc(confirmationEvents.at), asc(confirmationEvents.id));
    expect(kinds.map((k) => k.kind)).toEqual(["created", "sent", "viewed", "accepted"]);

    expect(await jobStatus(J.jobId)).toBe("accepted");
    const creatorMails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, adminEmail.toLowerCase()));
    expect(creatorMails.some((m) => m.template === "confirmation-accepted" && /accepted/i.test(m.subject))).toBe(true);
    // The client's copy.
    expect((await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, ANNA), eq(emailOutbox.template, "confirmation-accepted")))).length).toBe(1);

    expect((await accept(v1Token, { name: "Anna López", agree: true })).status).toBe(409);
    expect((await accept(v1Token, { name: "Anna López", agree: false })).status).toBe(422);
    expect((await accept(v1Token, { name: "", agree: true })).status).toBe(422);

    // After acceptance the public PDF is the certificate: the same pages plus the evidence page.
    const cert = await fetchPdf(publicPdf, `/api/v1/confirmations/${v1Token}/pdf`, tk(v1Token));
    expect(cert.status).toBe(200);
    expect(cert.headers.get("x-robots-tag")).toBe("noindex");
    const certBytes = cert.bytes;
    const staffCert = await pdfBytes(v1, "?certificate=1");
    expect(staffCert.bytes.equals(certBytes)).toBe(true);
    expect(createHash("sha256").update(certBytes).digest("hex")).toBe(row.certificatePdfSha256);
    const certText = await pdfText(certBytes);
    expect(certText).toContain("8,712.00");
    expect(certText).toContain("Anna López");
    expect(certText).toContain(row.consentSha256!);

    // The admin detail lists the events.
    const detail = await call(adminConfirmation, `/api/v1/admin/confirmations/${v1}`, { bearer: admin, params: p(v1) });
    expect(detail.status).toBe(200);
    expect(detail.body.data.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "sent", "viewed", "accepted"]);
  });

  it("the database refuses changes to the events and to the frozen evidence", async () => {
    await refused(db().execute(sql`update confirmation_events set kind = 'resent' where confirmation_id = ${v1}`), /append-only/);
    await refused(db().execute(sql`update confirmation_events set kind = 'x'`), /./);
    await refused(db().execute(sql`update confirmation_events set actor_user_id = null, ip = '1.2.3.4' where confirmation_id = ${v1} and actor_user_id is not null`), /append-only/);
    await refused(db().execute(sql`delete from confirmation_events where confirmation_id = ${v1}`), /append-only/);
    await refused(db().execute(sql`update confirmations set snapshot = '{}'::jsonb where id = ${v1}`), /frozen/);
    await refused(db().execute(sql`update confirmations set snapshot_sha256 = repeat('0', 64) where id = ${v1}`), /frozen/);
    await refused(db().execute(sql`update confirmations set pdf_sha256 = repeat('0', 64) where id = ${v1}`), /frozen/);
    await refused(db().execute(sql`update confirmations set accepted_name = 'Someone Else' where id = ${v1}`), /frozen/);
    await refused(db().execute(sql`update confirmations set accepted_at = now() where id = ${v1}`), /frozen/);
    await refused(db().execute(sql`update confirmations set certificate_pdf_sha256 = repeat('0', 64) where id = ${v1}`), /frozen/);
    // Other columns may still move (a later version supersedes, the status reads on).
    await db().execute(sql`update confirmations set viewed_at = viewed_at where id = ${v1}`);
    // The one change an event allows: its staff actor's foreign key set to null when the account is deleted.
    await db().execute(sql`update confirmation_events set actor_user_id = null where confirmation_id = ${v1} and actor_user_id is not null`);
  });
});

describe("A12. a change after acceptance", () => {
  it("needs re-confirmation, drafts version 2 at 9,002.40, keeps version 1 accepted, and accepts version 2", async () => {
    const put = await call(editFee, `/api/v1/admin/job-fees/${J.fees[t2]}`, { method: "PUT", bearer: admin, params: p(J.fees[t2]), body: { unit_amount: "1600.00" } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await jobStatus(J.jobId)).toBe("needs_reconfirmation");
    const listed = await versions(J.jobId);
    expect(listed.confirmation_status).toBe("needs_reconfirmation");
    expect(listed.changes.join("\n")).toMatch(/Bo · Day rate.*1500\.00.*1600\.00/);
    expect(listed.changes.join("\n")).toMatch(/Total: 8712\.00 → 9002\.40/);

    const d2 = await draft(J.jobId);
    expect(d2.status).toBe(201);
    expect(d2.body.data).toMatchObject({ version: 2, total: "9002.40" });
    const quote = (await call(quoteRoute, `/api/v1/admin/jobs/${J.jobId}/quote`, { bearer: admin, params: p(J.jobId) })).body.data;
    expect(quote).toMatchObject({ net: "7440.00", vat_total: "1562.40", total: "9002.40" });
    const doc = (await call(adminConfirmation, `/api/v1/admin/confirmations/${d2.body.data.id}`, { bearer: admin, params: p(d2.body.data.id) })).body.data.document;
    expect(doc).toMatchObject({ net: "7440.00", vat_total: "1562.40", total: "9002.40", version: 2 });

    const s2 = await send(d2.body.data.id);
    expect(s2.status, JSON.stringify(s2.body)).toBe(200);
    const again = await pub(v1Token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "accepted", accepted: { name: "Anna López" } });
    expect((await versions(J.jobId)).confirmations.find((c: { version: number }) => c.version === 1).status).toBe("accepted");

    const v2Token = await tokenMailedTo(ANNA);
    expect(v2Token).not.toBe(v1Token);
    expect(await jobStatus(J.jobId)).toBe("sent");
    expect((await accept(v2Token, { name: "Anna López", title: "Head of Production", agree: true })).status).toBe(200);
    expect(await jobStatus(J.jobId)).toBe("accepted");
  });
});

describe("A13. dead links", () => {
  it("a superseded version answers 410, an expired one 410, an unknown token 404; tokens are stored hashed", async () => {
    const to = "buyer@zara.com";
    const K = await a7Job(to);
    const first = await draftAndSend(K.jobId, to);
    // A draft made before a change cannot be sent after it.
    const stale = await draft(K.jobId);
    expect((await call(editFee, `/api/v1/admin/job-fees/${K.fees[t1]}`, { method: "PUT", bearer: admin, params: p(K.fees[t1]), body: { unit_amount: "1550.00" } })).status).toBe(200);
    const refused = await send(stale.body.data.id);
    expect(refused.status).toBe(409);
    const second = await draftAndSend(K.jobId, to);

    expect((await pub(first.token)).status).toBe(410);
    expect((await accept(first.token, { name: "Anna López", agree: true })).status).toBe(410);
    expect((await versions(K.jobId)).confirmations.find((c: { id: number }) => c.id === first.id).status).toBe("superseded");
    expect((await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "confirmation-superseded")))).length).toBe(1);

    await db().execute(sql`update confirmations set expires_at = now() - interval '1 minute' where job_id = ${K.jobId} and version = ${second.sent.version}`);
    expect((await accept(second.token, { name: "Anna López", agree: true })).status).toBe(410);
    expect(await jobStatus(K.jobId)).toBe("expired");

    const unknown = await pub(newOpaqueToken());
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-robots-tag")).toBe("noindex");
    expect((await pub("not-a-token")).status).toBe(404);

    const [raw] = await db().select({ n: sql<number>`count(*)::int` }).from(confirmations).where(inArray(confirmations.tokenHash, [first.token, second.token]));
    expect(raw.n).toBe(0);
    const [lengths] = await db().select({ n: sql<number>`count(*)::int` }).from(confirmations).where(sql`${confirmations.tokenHash} is not null and length(${confirmations.tokenHash}) <> 64`);
    expect(lengths.n).toBe(0);
    const [hashed] = await db().select({ n: sql<number>`count(*)::int` }).from(confirmations).where(sql`${confirmations.jobId} = ${K.jobId} and length(${confirmations.tokenHash}) = 64`);
    expect(hashed.n).toBe(2);
  });

  it("a withdrawn version answers 410", async () => {
    const to = "withdraw@zara.com";
    const W = await a7Job(to);
    const sent = await draftAndSend(W.jobId, to);
    const res = await call(withdrawRoute, `/api/v1/admin/confirmations/${sent.id}/withdraw`, { bearer: admin, method: "POST", params: p(sent.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("withdrawn");
    expect((await pub(sent.token)).status).toBe(410);
    expect(await jobStatus(W.jobId)).toBe("none");
  });
});

describe("A14. decline", () => {
  it("declines with a reason the booker reads; a later accept is a 409", async () => {
    const to = "decline@zara.com";
    const L = await a7Job(to);
    const sent = await draftAndSend(L.jobId, to);
    const res = await decline(sent.token, { reason: "Budget cut" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await jobStatus(L.jobId)).toBe("declined");
    const booker = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, adminEmail.toLowerCase()), eq(emailOutbox.template, "confirmation-declined")));
    expect(booker).toHaveLength(1);
    expect(booker[0].text).toContain("Budget cut");
    expect(booker[0].subject).toMatch(/declined/i);
    expect((await accept(sent.token, { name: "Anna López", agree: true })).status).toBe(409);
  });
});

describe("A15. permissions and leaks (the confirmation parts)", () => {
  it("staff need `bookings`; the public JSON carries no commission and nothing of other talents or jobs", async () => {
    const to = "leaks@zara.com";
    const M = await a7Job(to, [t1]);
    // Another job with another talent: nothing of it may show.
    const other = await a7Job("other@zara.com", [t3]);
    expect((await draft(M.jobId, clientsOnly)).status).toBe(403);
    const byBooker = await draft(M.jobId, bookingsOnly);
    expect(byBooker.status).toBe(201);
    expect((await call(listConfirmationsRoute, `/api/v1/admin/jobs/${M.jobId}/confirmations`, { bearer: clientsOnly, params: p(M.jobId) })).status).toBe(403);
    const s = await send(byBooker.body.data.id);
    expect(s.status).toBe(200);
    const token = await tokenMailedTo(to);
    const res = await pub(token);
    expect(res.status).toBe(200);
    const keys = keysOf(res.body);
    for (const k of keys) expect(k).not.toMatch(/commission|mother|notes|date_of_birth|birth|legal_first|talent_profile_id|user_id/);
    const text = JSON.stringify(res.body);
    for (const name of LEGAL_NAMES) expect(text).not.toContain(name);
    expect(text).not.toContain("Noor");
    expect(text).not.toContain("Bo\"");
    const otherRef = (await call(jobRoute, `/api/v1/admin/jobs/${other.jobId}`, { bearer: admin, params: p(other.jobId) })).body.data.job.reference;
    expect(text).not.toContain(otherRef);
    expect(res.body.data.document.talents).toEqual(["Talia"]);
  });
});
