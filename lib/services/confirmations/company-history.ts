import "server-only";
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyContacts, companyDomains, confirmations, jobs, packages } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
import { listUsagesOfCompany, quotesOfJobs } from "@/lib/services/jobs";
import { getBillingSettings } from "@/lib/services/settings";
import { confirmationStatusesForJobs } from "./status";

/*
 * A company's history (issue 40, A6, `GET /admin/companies/{id}/history`): what the agency sent it (packages tied to
 * it on send, and older ones whose address is one of its contacts' or at one of its domains), what it booked (its
 * jobs with their quote total and confirmation status), the confirmations and the usage rights it holds. It lives
 * in the jobs domain because it prices jobs (the jobs domain already uses clients, never the other way).
 */

/** The newest this many of each list: a long-standing client's page stays fast; the jobs list pages the rest. */
const HISTORY_LIMIT = 100;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function getCompanyHistory(viewer: Viewer | null, companyId: number) {
  requirePermission(viewer, "clients");
  const db = await getDb();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company not found.");

  const [domains, contacts] = await Promise.all([
    db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, companyId)),
    db.select({ email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.companyId, companyId)),
  ]);
  const emails = [...new Set(contacts.map((c) => c.email?.trim().toLowerCase()).filter((e): e is string => !!e))];
  // An older package (no company yet) is this company's when its address is a contact's or at one of its domains.
  const byAddress: SQL[] = [
    ...(emails.length ? [inArray(sql`lower(${packages.clientEmail})`, emails)] : []),
    ...domains.flatMap((d) => [ilike(packages.clientEmail, `%@${likeEscape(d.domain)}`), ilike(packages.clientEmail, `%.${likeEscape(d.domain)}`)]),
  ];
  const packageRows = await db
    .select()
    .from(packages)
    .where(or(eq(packages.companyId, companyId), byAddress.length ? and(isNull(packages.companyId), or(...byAddress)) : undefined))
    .orderBy(desc(sql`coalesce(${packages.sentAt}, ${packages.createdAt})`), desc(packages.id))
    .limit(HISTORY_LIMIT);

  const jobRows = await db.select().from(jobs).where(eq(jobs.companyId, companyId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(HISTORY_LIMIT);
  const jobIds = jobRows.map((j) => j.id);
  const [statuses, confirmationRows] = await Promise.all([
    confirmationStatusesForJobs(db, jobIds),
    jobIds.length
      ? db
          .select({
            id: confirmations.id,
            job_id: confirmations.jobId,
            version: confirmations.version,
            status: confirmations.status,
            sent_at: confirmations.sentAt,
            accepted_at: confirmations.acceptedAt,
          })
          .from(confirmations)
          .where(inArray(confirmations.jobId, jobIds))
          .orderBy(desc(confirmations.createdAt), desc(confirmations.id))
          .limit(HISTORY_LIMIT)
      : Promise.resolve([]),
  ]);
  const jobsOut = [];
  const quotes = await quotesOfJobs(db, jobRows, await getBillingSettings());
  for (const job of jobRows) {
    // A job whose lines cannot be priced (an overtime line with no day rate) shows no total rather than failing the page.
    const quote = quotes.get(job.id) ?? null;
    jobsOut.push({
      id: job.id,
      reference: job.reference,
      title: job.title,
      status: job.status,
      currency: job.currency,
      quote_total: quote?.total ?? null,
      confirmation_status: statuses.get(job.id) ?? "none",
      created_at: job.createdAt,
    });
  }

  return {
    packages: packageRows.map((p) => ({
      id: p.id,
      title: p.title,
      client_name: p.clientName,
      client_email: p.clientEmail,
      company_id: p.companyId,
      sent_at: p.sentAt,
      created_at: p.createdAt,
    })),
    jobs: jobsOut,
    confirmations: confirmationRows,
    usages: await listUsagesOfCompany(db, companyId, HISTORY_LIMIT),
  };
}
