import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, jobFees, jobs, jobUsages, type JobUsage } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatJobReference, JOB_NOT_FOUND } from "@/lib/domain/jobs";
import { mediaLabel, territoryLabel, usagePeriodLabel, usageSummary } from "@/lib/domain/usages";
import { conflict, notFound, validationError } from "@/lib/errors";
import { usageRuleIssues, type UsageCreateInput, type UsageUpdateInput } from "@/lib/validation/companies";
import { logActivity } from "@/lib/services/audit";

/*
 * Usage rights (issue 40, `job_usages`): what the client may do with the images of a job (media, territory, period,
 * exclusivity). A `usage` fee line names the usage it licenses (`job_fees.usage_id`, checked against the job here).
 * Labels come from lib/domain/usages.ts, the one home the confirmation document reads too.
 */

const USAGE_NOT_FOUND = "Usage not found.";

function toUsage(u: JobUsage) {
  const json = {
    id: u.id,
    job_id: u.jobId,
    company_id: u.companyId,
    talent_profile_ids: u.talentProfileIds ?? null,
    media: u.media,
    territory: u.territory,
    starts_on: u.startsOn,
    ends_on: u.endsOn,
    perpetual: u.perpetual,
    first_use_on: u.firstUseOn,
    exclusivity: u.exclusivity,
    exclusivity_category: u.exclusivityCategory,
    brand: u.brand,
    product: u.product,
    campaign: u.campaign,
    images_count: u.imagesCount,
    renewal_status: u.renewalStatus,
    notes: u.notes,
    created_at: u.createdAt,
    updated_at: u.updatedAt,
  };
  return {
    ...json,
    /** The words every screen and document shows ("Online (paid)", "European Union", "1 Feb 2027 – 31 Jan 2028"). */
    labels: {
      media: u.media.map(mediaLabel),
      territory: u.territory.map(territoryLabel),
      period: usagePeriodLabel(json),
      summary: usageSummary(json),
    },
  };
}
type AdminUsage = ReturnType<typeof toUsage>;

async function readJob(db: DbOrTx, jobId: number, lock = false) {
  const query = db.select().from(jobs).where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for("update") : await query;
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/** 422 at `company_id` unless the licensee exists and was not merged away. */
async function requireLicensee(db: DbOrTx, companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) {
    throw validationError("Validation failed", { company_id: ["Give the licensee, or link the job to a company first"] });
  }
  const [row] = await db.select({ id: companies.id, mergedIntoId: companies.mergedIntoId }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw validationError("Validation failed", { company_id: ["This company does not exist"] });
  if (row.mergedIntoId !== null) throw validationError("Validation failed", { company_id: ["This company was merged into another one"] });
}

const values = (input: Partial<UsageCreateInput>) => ({
  companyId: input.company_id ?? undefined,
  talentProfileIds: input.talent_profile_ids,
  media: input.media,
  territory: input.territory,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
  perpetual: input.perpetual,
  firstUseOn: input.first_use_on,
  exclusivity: input.exclusivity,
  exclusivityCategory: input.exclusivity_category,
  brand: input.brand,
  product: input.product,
  campaign: input.campaign,
  imagesCount: input.images_count,
  notes: input.notes,
});

function ruleErrors(v: Parameters<typeof usageRuleIssues>[0]) {
  const issues = usageRuleIssues(v);
  if (Object.keys(issues).length) throw validationError("Validation failed", Object.fromEntries(Object.entries(issues).map(([k, m]) => [k, [m]])));
}

/** `GET /admin/jobs/{id}/usages`. */
export async function listUsages(viewer: Viewer | null, jobId: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  await readJob(db, jobId);
  const rows = await db.select().from(jobUsages).where(eq(jobUsages.jobId, jobId)).orderBy(asc(jobUsages.startsOn), asc(jobUsages.id));
  return { usages: rows.map(toUsage) };
}

/** The usages a company holds (its history), newest first. */
export async function listUsagesOfCompany(db: DbOrTx, companyId: number, limit: number) {
  const rows = await db
    .select({ usage: jobUsages, reference: jobs.reference, title: jobs.title })
    .from(jobUsages)
    .innerJoin(jobs, eq(jobs.id, jobUsages.jobId))
    .where(eq(jobUsages.companyId, companyId))
    .orderBy(desc(jobUsages.startsOn), desc(jobUsages.id))
    .limit(limit);
  return rows.map((r) => ({ ...toUsage(r.usage), job: { id: r.usage.jobId, reference: r.reference, title: r.title } }));
}

/** `POST /admin/jobs/{id}/usages`: the licensee defaults to the job's company. */
export async function createUsage(viewer: Viewer | null, jobId: number, input: UsageCreateInput): Promise<AdminUsage> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await readJob(tx, jobId, true);
    const companyId = input.company_id ?? job.companyId;
    await requireLicensee(tx, companyId);
    const [created] = await tx
      .insert(jobUsages)
      .values({ ...values(input), jobId, companyId: companyId!, media: input.media, territory: input.territory, startsOn: input.starts_on, perpetual: input.perpetual, exclusivity: input.exclusivity })
      .returning();
    await logActivity(staff, "bookings", `Added a usage to job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: jobId }, tx });
    return toUsage(created);
  });
}

/** `PUT /admin/job-usages/{id}`: the whole usage still keeps `perpetual OR ends_on` (a 422 at the field otherwise). */
export async function updateUsage(viewer: Viewer | null, id: number, input: UsageUpdateInput): Promise<AdminUsage> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [usage] = await tx.select().from(jobUsages).where(eq(jobUsages.id, id)).for("update");
    if (!usage) throw notFound(USAGE_NOT_FOUND);
    const job = await readJob(tx, usage.jobId);
    ruleErrors({
      perpetual: input.perpetual ?? usage.perpetual,
      ends_on: input.ends_on === undefined ? usage.endsOn : input.ends_on,
      starts_on: input.starts_on ?? usage.startsOn,
      exclusivity: input.exclusivity ?? usage.exclusivity,
      exclusivity_category: input.exclusivity_category === undefined ? usage.exclusivityCategory : input.exclusivity_category,
    });
    if (input.company_id !== undefined) await requireLicensee(tx, input.company_id);
    const [saved] = await tx
      .update(jobUsages)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(jobUsages.id, id))
      .returning();
    await logActivity(staff, "bookings", `Edited a usage of job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: job.id }, tx });
    return toUsage(saved);
  });
}

/** `DELETE /admin/job-usages/{id}`: 409 while a fee line licenses it (re-point or remove that line first). */
export async function deleteUsage(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [usage] = await tx.select().from(jobUsages).where(eq(jobUsages.id, id)).for("update");
    if (!usage) throw notFound(USAGE_NOT_FOUND);
    const [fee] = await tx.select({ id: jobFees.id }).from(jobFees).where(eq(jobFees.usageId, id)).limit(1);
    if (fee) throw conflict("A fee line licenses this usage: remove it or choose another usage on it first.");
    await tx.delete(jobUsages).where(eq(jobUsages.id, id));
    const job = await readJob(tx, usage.jobId);
    await logActivity(staff, "bookings", `Removed a usage from job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: job.id }, tx });
    return { id };
  });
}

/** 422 at `usage_id` unless the usage is one of this job's. */
export async function requireUsageOfJob(db: DbOrTx, jobId: number, usageId: number | null | undefined) {
  if (usageId === null || usageId === undefined) return;
  const [row] = await db.select({ id: jobUsages.id }).from(jobUsages).where(and(eq(jobUsages.id, usageId), eq(jobUsages.jobId, jobId)));
  if (!row) throw validationError("Validation failed", { usage_id: ["Choose a usage of this job"] });
}

