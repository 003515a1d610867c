import "server-only";
import { desc, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyContacts, confirmations, jobs } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
import { logActivity } from "@/lib/services/audit";

/*
 * A client contact's own data (issue 40, item 5: client contacts are personal data): what staff hand a contact who
 * asks what the agency holds about them. Their contact record, the jobs that name them (as the client's booker or
 * the billing attention) and the confirmations sent to their address. Their erasure is `deleteContact`.
 */
export async function exportContact(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "clients");
  const db = await getDb();
  const [row] = await db
    .select({ contact: companyContacts, company: { id: companies.id, name: companies.name } })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(eq(companyContacts.id, id));
  if (!row) throw notFound("Contact not found.");
  const c = row.contact;
  const [named, sent] = await Promise.all([
    db
      .select({ id: jobs.id, reference: jobs.reference, title: jobs.title, contactId: jobs.contactId, billingContactId: jobs.billingContactId, createdAt: jobs.createdAt })
      .from(jobs)
      .where(or(eq(jobs.contactId, id), eq(jobs.billingContactId, id)))
      .orderBy(desc(jobs.createdAt)),
    c.email
      ? db
          .select({ id: confirmations.id, jobId: confirmations.jobId, version: confirmations.version, status: confirmations.status, sentAt: confirmations.sentAt, acceptedAt: confirmations.acceptedAt, acceptedName: confirmations.acceptedName })
          .from(confirmations)
          .where(sql`lower(${confirmations.sentTo}) = ${c.email.toLowerCase()}`)
          .orderBy(desc(confirmations.id))
      : Promise.resolve([]),
  ]);
  await logActivity(staff, "clients", "Exported a contact's data", { subject: { type: "company", id: c.companyId } });
  return {
    contact: { id: c.id, name: c.name, title: c.title, email: c.email, phone: c.phone, notes: c.notes, created_at: c.createdAt, updated_at: c.updatedAt },
    company: row.company,
    jobs: named.map((j) => ({ id: j.id, reference: j.reference, title: j.title, role: j.contactId === id ? ("booker" as const) : ("billing" as const), created_at: j.createdAt })),
    confirmations: sent.map((s) => ({ id: s.id, job_id: s.jobId, version: s.version, status: s.status, sent_at: s.sentAt, accepted_at: s.acceptedAt, accepted_name: s.acceptedName })),
  };
}
