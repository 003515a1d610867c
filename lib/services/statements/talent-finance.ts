import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, jobs, jobTalentTerms, ledgerEntries, talentAgencyRelations, talentFinance, talentProfiles, users, type TalentAgencyRelation, type TalentFinance } from "@/db/schema";
import { requirePermission, requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { checkVatId } from "@/lib/domain/companies";
import { basisPointsToPercent, parseDecimal, toDecimalString } from "@/lib/domain/money";
import { notFound, validationError } from "@/lib/errors";
import { logEvent } from "@/lib/services/audit";
import { getBillingSettings } from "@/lib/services/settings";
import type { AgencyRelationInput, JobTalentTermsInput, ManualEntryInput, StatementQuery, TalentFinanceInput } from "@/lib/validation/statements";
import { todayUtc } from "./dates";
import { commissionRateFor } from "./commission";
import { entryRows, readStatement, statementSums, toEntry } from "./statement";

/*
 * A talent's money (issue 41): the finance record, the per-booking commission terms, the mother-agency relations,
 * the statement (staff with `finance`, and the talent her own), advances and chargebacks. Staff routes address a
 * talent by the user id, as every admin talent route does; the ledger and its rows by the profile id.
 */

const TALENT_NOT_FOUND = "Talent not found.";

/** The talent profile of a talent account (404 for anything else). */
async function talentOfUser(db: DbOrTx, userId: number): Promise<{ profileId: number; userId: number; email: string; name: string }> {
  const [row] = await db
    .select({ profileId: talentProfiles.id, userId: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.role !== "talent") throw notFound(TALENT_NOT_FOUND);
  return row;
}

// --- the statement ------------------------------------------------------------------------------------------------

/** `GET /admin/talents/{id}/statement`. */
export async function getTalentStatement(viewer: Viewer | null, userId: number, query: StatementQuery) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  return { talent_profile_id: talent.profileId, ...(await readStatement(db, { kind: "talent", talentProfileId: talent.profileId }, query)) };
}

/** `GET /statement`: the signed-in talent's own, and nobody else's. */
export async function getOwnStatement(viewer: Viewer | null, query: StatementQuery) {
  const talent = requireTalent(viewer);
  const db = await getDb();
  return { talent_profile_id: talent.talentProfileId, ...(await readStatement(db, { kind: "talent", talentProfileId: talent.talentProfileId }, query)) };
}

// --- advances and chargebacks -------------------------------------------------------------------------------------

/**
 * `POST /admin/talents/{id}/ledger`. A chargeback is one negative entry, payable at once (deducted from the next
 * payout). An advance is cash given now: an entry of +amount already `paid` (the cash she received) and one of
 * −amount `payable` (deducted from the next payout), so what is owed drops by the amount, what was paid rises by it,
 * and what she earned is unchanged.
 */
export async function recordManualEntry(viewer: Viewer | null, userId: number, input: ManualEntryInput) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  const currency = input.currency ?? (await getBillingSettings()).homeCurrency;
  const amount = parseDecimal(input.amount, currency);
  if (amount === null || amount <= 0n) throw validationError("Validation failed", { amount: [`Enter an amount above zero in ${currency}`] });
  const today = todayUtc();
  const party = { partyKind: "talent" as const, talentProfileId: talent.profileId, currency, createdBy: staff.id, dueOn: today };
  return db.transaction(async (tx) => {
    const values: (typeof ledgerEntries.$inferInsert)[] =
      input.kind === "advance"
        ? [
            { ...party, kind: "advance", amountMinor: amount, status: "paid", description: input.description ?? "Advance paid in cash" },
            { ...party, kind: "advance", amountMinor: -amount, status: "payable", description: input.description ? `${input.description} (deducted)` : "Advance deducted from the next payout" },
          ]
        : [{ ...party, kind: "chargeback", amountMinor: -amount, status: "payable", description: input.description ?? "Chargeback" }];
    const written = await tx.insert(ledgerEntries).values(values).returning({ id: ledgerEntries.id });
    await logEvent(tx, staff, input.kind === "advance" ? "ledger.advance_recorded" : "ledger.chargeback_recorded", {
      subject: { type: "talent", id: talent.profileId },
      payload: { talent_id: talent.profileId },
    });
    const rows = await entryRows(tx, inArray(ledgerEntries.id, written.map((w) => w.id)));
    const sums = await statementSums(tx, { kind: "talent", talentProfileId: talent.profileId }, currency);
    return { entries: rows.map(toEntry), currency, ...decimalSums(sums, currency) };
  });
}

function decimalSums(sums: { onHold: bigint; payable: bigint; paid: bigint; balance: bigint }, currency: string) {
  const d = (n: bigint) => toDecimalString(n, currency);
  return { on_hold: d(sums.onHold), payable: d(sums.payable), paid: d(sums.paid), balance: d(sums.balance) };
}

// --- the finance record -------------------------------------------------------------------------------------------

function toFinance(profileId: number, f: TalentFinance | undefined, settingPercent: string) {
  return {
    talent_profile_id: profileId,
    /** Null: the billing setting's default applies (`effective_commission_percent`). */
    commission_percent: f?.commissionBp == null ? null : basisPointsToPercent(f.commissionBp),
    effective_commission_percent: f?.commissionBp == null ? settingPercent : basisPointsToPercent(f.commissionBp),
    vat_registered: f?.vatRegistered ?? false,
    vat_id: f?.vatId ?? null,
    vat_percent: f?.vatBp == null ? null : basisPointsToPercent(f.vatBp),
    payout_name: f?.payoutName ?? null,
    iban: f?.iban ?? null,
    notes: f?.notes ?? null,
    updated_at: f?.updatedAt ?? null,
  };
}
export type TalentFinanceView = ReturnType<typeof toFinance>;

/** `GET /admin/talents/{id}/finance` (an empty record when none was saved yet). */
export async function getTalentFinance(viewer: Viewer | null, userId: number): Promise<TalentFinanceView> {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  const [[record], billing] = await Promise.all([db.select().from(talentFinance).where(eq(talentFinance.talentProfileId, talent.profileId)), getBillingSettings()]);
  return toFinance(talent.profileId, record, billing.defaultCommissionPercent);
}

/** `PUT /admin/talents/{id}/finance`: fields left out keep their value. The IBAN is checked (ibantools), the VAT ID's format too. */
export async function updateTalentFinance(viewer: Viewer | null, userId: number, input: TalentFinanceInput): Promise<TalentFinanceView> {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  let vatId = input.vat_id;
  if (vatId) {
    const check = checkVatId(vatId);
    if (!check.ok) throw validationError("Validation failed", { vat_id: ["This VAT ID is not in a valid format for its country"] });
    vatId = check.value;
  }
  const values = {
    ...(input.commission_percent !== undefined ? { commissionBp: input.commission_percent } : {}),
    ...(input.vat_registered !== undefined ? { vatRegistered: input.vat_registered } : {}),
    ...(vatId !== undefined ? { vatId } : {}),
    ...(input.vat_percent !== undefined ? { vatBp: input.vat_percent } : {}),
    ...(input.payout_name !== undefined ? { payoutName: input.payout_name } : {}),
    ...(input.iban !== undefined ? { iban: input.iban } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(talentFinance).where(eq(talentFinance.talentProfileId, talent.profileId)).for("update");
    const next = { vatRegistered: current?.vatRegistered ?? false, vatBp: current?.vatBp ?? null, ...values };
    if (next.vatRegistered && next.vatBp == null) throw validationError("Validation failed", { vat_percent: ["A VAT-registered talent needs a VAT percentage"] });
    await tx
      .insert(talentFinance)
      .values({ talentProfileId: talent.profileId, ...values })
      .onConflictDoUpdate({ target: talentFinance.talentProfileId, set: { ...values, updatedAt: new Date() } });
    await logEvent(tx, staff, "talent_finance.updated", {
      subject: { type: "talent", id: talent.profileId },
      payload: { talent_id: talent.profileId, fields: Object.keys(input).filter((k) => input[k as keyof TalentFinanceInput] !== undefined).sort() },
    });
  });
  return getTalentFinance(viewer, userId);
}

// --- per-booking terms --------------------------------------------------------------------------------------------

/** `PUT /admin/jobs/{id}/talents/{talent_profile_id}/terms`: the per-booking commission override. */
export async function setJobTalentTerms(viewer: Viewer | null, jobId: number, talentProfileId: number, input: JobTalentTermsInput) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const [[job], [profile]] = await Promise.all([
    db.select({ id: jobs.id, reference: jobs.reference }).from(jobs).where(eq(jobs.id, jobId)),
    db.select({ id: talentProfiles.id }).from(talentProfiles).where(eq(talentProfiles.id, talentProfileId)),
  ]);
  if (!job) throw notFound("Job not found.");
  if (!profile) throw notFound(TALENT_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx
      .insert(jobTalentTerms)
      .values({ jobId, talentProfileId, commissionBp: input.commission_percent })
      .onConflictDoUpdate({ target: [jobTalentTerms.jobId, jobTalentTerms.talentProfileId], set: { commissionBp: input.commission_percent, updatedAt: new Date() } });
    await logEvent(tx, staff, "job.talent_terms_set", { subject: { type: "job", id: jobId }, payload: { job_id: jobId, job_reference: job.reference, talent_id: talentProfileId } });
  });
  const rate = await commissionRateFor(db, jobId, talentProfileId);
  return { job_id: jobId, talent_profile_id: talentProfileId, commission_percent: basisPointsToPercent(rate) };
}

// --- mother agencies ----------------------------------------------------------------------------------------------

function toRelation(r: TalentAgencyRelation, companyName: string | null) {
  return {
    id: r.id,
    talent_profile_id: r.talentProfileId,
    company_id: r.companyId,
    company_name: companyName,
    relation: r.relation,
    commission_percent: basisPointsToPercent(r.commissionBp),
    mode: r.mode,
    basis: r.basis,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    created_at: r.createdAt,
  };
}
export type AgencyRelationView = ReturnType<typeof toRelation>;

async function readRelations(db: DbOrTx, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ relation: talentAgencyRelations, name: companies.name })
    .from(talentAgencyRelations)
    .innerJoin(companies, eq(companies.id, talentAgencyRelations.companyId))
    .where(where)
    .orderBy(talentAgencyRelations.startsOn, talentAgencyRelations.id);
  return rows.map((r) => toRelation(r.relation, r.name));
}

/** A company that may hold a relation: it exists and is an agency (422 at `company_id` otherwise). */
async function agencyCompany(db: DbOrTx, companyId: number): Promise<void> {
  const [company] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw validationError("Validation failed", { company_id: ["No such company"] });
  if (company.kind !== "agency") throw validationError("Validation failed", { company_id: ["Only a company of kind agency can be a talent's agency"] });
}

/** `GET /admin/talents/{id}/agency-relations`. */
export async function listAgencyRelations(viewer: Viewer | null, userId: number) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  return { relations: await readRelations(db, eq(talentAgencyRelations.talentProfileId, talent.profileId)) };
}

const relationValues = (input: AgencyRelationInput) => ({
  companyId: input.company_id,
  relation: input.relation,
  commissionBp: input.commission_percent,
  mode: input.mode,
  basis: input.basis,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
});

/** `POST /admin/talents/{id}/agency-relations`. */
export async function createAgencyRelation(viewer: Viewer | null, userId: number, input: AgencyRelationInput): Promise<AgencyRelationView> {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const talent = await talentOfUser(db, userId);
  await agencyCompany(db, input.company_id);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(talentAgencyRelations).values({ talentProfileId: talent.profileId, ...relationValues(input) }).returning({ id: talentAgencyRelations.id });
    await logEvent(tx, staff, "agency_relation.created", { subject: { type: "talent", id: talent.profileId }, payload: { talent_id: talent.profileId, company_id: input.company_id, relation_id: row.id } });
    return row.id;
  });
  return (await readRelations(db, eq(talentAgencyRelations.id, id)))[0];
}

async function relationOrNotFound(db: DbOrTx, id: number): Promise<TalentAgencyRelation> {
  const [row] = await db.select().from(talentAgencyRelations).where(eq(talentAgencyRelations.id, id));
  if (!row) throw notFound("Agency relation not found.");
  return row;
}

/**
 * `PUT /admin/agency-relations/{id}`. Entries already written keep the share they were written with (the ledger is
 * never edited); the change applies to invoices issued from now on.
 */
export async function updateAgencyRelation(viewer: Viewer | null, id: number, input: AgencyRelationInput): Promise<AgencyRelationView> {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const current = await relationOrNotFound(db, id);
  await agencyCompany(db, input.company_id);
  await db.transaction(async (tx) => {
    await tx.update(talentAgencyRelations).set(relationValues(input)).where(eq(talentAgencyRelations.id, id));
    await logEvent(tx, staff, "agency_relation.updated", { subject: { type: "talent", id: current.talentProfileId }, payload: { talent_id: current.talentProfileId, company_id: input.company_id, relation_id: id } });
  });
  return (await readRelations(db, eq(talentAgencyRelations.id, id)))[0];
}

/** `DELETE /admin/agency-relations/{id}`: entries already written stay. */
export async function deleteAgencyRelation(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const current = await relationOrNotFound(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(talentAgencyRelations).where(and(eq(talentAgencyRelations.id, id)));
    await logEvent(tx, staff, "agency_relation.deleted", { subject: { type: "talent", id: current.talentProfileId }, payload: { talent_id: current.talentProfileId, company_id: current.companyId, relation_id: id } });
  });
  return { id };
}
