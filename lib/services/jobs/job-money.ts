import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, jobExpenses, jobFees, jobLines, jobs, talentProfiles, users, type Job, type JobExpense, type JobFee } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { EU_COUNTRIES } from "@/lib/domain/companies";
import { formatJobReference, JOB_NOT_FOUND } from "@/lib/domain/jobs";
import { basisPointsToPercent, minorDigits, parseDecimal, parseQuantity, percentToBasisPoints, quantityToString, toDecimalString } from "@/lib/domain/money";
import { computeQuote, FEE_KIND_LABELS, type Quote, type QuoteExpense, type QuoteFee, type QuoteInput, type VatTreatment } from "@/lib/domain/quote";
import { notFound, validationError } from "@/lib/errors";
import type { ExpenseCreateInput, ExpenseUpdateInput, FeeCreateInput, FeeUpdateInput } from "@/lib/validation/companies";
import { logActivity } from "@/lib/services/audit";
import { liveAt } from "./job-line-state";
import { requireUsageOfJob } from "./job-usages";
import { getBillingSettings } from "@/lib/services/settings";
import { markBillableWhenDue } from "./billing-status";
import { talentDisplayName } from "@/lib/services/talents";

/*
 * A job's money (issue 40): its fee lines and expenses, and the quote lib/domain/quote.ts makes of them. Every write
 * re-prices the job's lines through `computeQuote` in its transaction, so the stored `amount_minor` (an overtime
 * line's too, whose unit follows the talent's day rate) is always the quote's; a write that would leave a line
 * unpriceable is a 422.
 */

const FEE_NOT_FOUND = "Fee line not found.";
const EXPENSE_NOT_FOUND = "Expense not found.";

export type Billing = Awaited<ReturnType<typeof getBillingSettings>>;
const bp = (percent: string) => percentToBasisPoints(percent) ?? 0;
const quantityOf = (numeric: string) => parseQuantity(numeric) ?? 0;

const toQuoteFee = (f: JobFee): QuoteFee => ({
  id: f.id,
  talentId: f.talentProfileId,
  kind: f.kind,
  description: f.description,
  quantity: quantityOf(f.quantity),
  unitMinor: f.unitMinor,
  agencyFeeApplies: f.agencyFeeApplies,
  commissionable: f.commissionable,
  vatBp: f.vatBp,
  usageId: f.usageId,
});

const toQuoteExpense = (e: JobExpense): QuoteExpense => ({
  id: e.id,
  talentId: e.talentProfileId,
  description: e.description,
  amountMinor: e.amountMinor,
  paidBy: e.paidBy,
  rebill: e.rebill,
  markupBp: e.markupBp,
  vatBp: e.vatBp,
});

/** A fee line as the API answers it, priced (`unit_amount` of a unit-less overtime line is the one derived). */
function toFee(f: JobFee, currency: string, pricedUnit: bigint | null) {
  return {
    id: f.id,
    job_id: f.jobId,
    talent_profile_id: f.talentProfileId,
    kind: f.kind,
    kind_label: FEE_KIND_LABELS[f.kind],
    description: f.description,
    quantity: quantityToString(quantityOf(f.quantity)),
    unit_amount: toDecimalString(f.unitMinor ?? pricedUnit ?? 0n, currency),
    /** True on an overtime line whose unit is derived from the talent's day rate (billing setting's rule). */
    unit_from_day_rate: f.unitMinor === null,
    amount: toDecimalString(f.amountMinor, currency),
    agency_fee_applies: f.agencyFeeApplies,
    commissionable: f.commissionable,
    vat_percent: basisPointsToPercent(f.vatBp),
    usage_id: f.usageId,
    position: f.position,
    currency,
  };
}
export type AdminFee = ReturnType<typeof toFee>;

function toExpense(e: JobExpense, currency: string) {
  return {
    id: e.id,
    job_id: e.jobId,
    talent_profile_id: e.talentProfileId,
    kind: e.kind,
    description: e.description,
    amount: toDecimalString(e.amountMinor, currency),
    paid_by: e.paidBy,
    rebill: e.rebill,
    markup_percent: basisPointsToPercent(e.markupBp),
    vat_percent: basisPointsToPercent(e.vatBp),
    position: e.position,
    currency,
  };
}
export type AdminExpense = ReturnType<typeof toExpense>;

async function lockJob(tx: DbOrTx, jobId: number): Promise<Job> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

async function readJob(db: DbOrTx, jobId: number): Promise<Job> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/** The talents holding a live line on the job now, with the name staff know them by, in name order. */
async function liveTalents(db: DbOrTx, jobId: number, now = new Date()) {
  return db
    .selectDistinct({ id: talentProfiles.id, name: talentDisplayName })
    .from(jobLines)
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(jobLines.jobId, jobId), liveAt(jobLines, now)))
    .orderBy(talentDisplayName, talentProfiles.id);
}

async function namesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: talentProfiles.id, name: talentDisplayName })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(inArray(talentProfiles.id, ids));
}

/** 422 unless the talent holds a live line (an option or a confirmed line) on the job. */
async function requireLiveTalent(db: DbOrTx, jobId: number, talentId: number | null) {
  if (talentId === null) return;
  const live = await liveTalents(db, jobId);
  if (!live.some((t) => t.id === talentId)) {
    throw validationError("Validation failed", { talent_profile_id: ["This talent has no option or confirmed line on the job"] });
  }
}

/** The VAT treatment of the job: reverse charge for an EU business client in another member state with a valid VAT ID. */
export function vatTreatmentOf(billTo: { country: string | null; vatIdValid: boolean | null } | undefined, billing: Billing): VatTreatment {
  const agency = billing.address.country;
  const country = billTo?.country;
  if (!country || country === agency) return "standard";
  if (EU_COUNTRIES.has(agency) && EU_COUNTRIES.has(country)) return billTo.vatIdValid ? "reverse_charge" : "standard";
  if (EU_COUNTRIES.has(agency) && !EU_COUNTRIES.has(country)) return "outside_eu";
  return "standard";
}

/** Everything `computeQuote` needs about the job, read in `db` (inside a write's transaction, its own rows). */
async function quoteInput(db: DbOrTx, job: Job, billing: Billing): Promise<{ input: QuoteInput; rows: JobFee[] }> {
  const [fees, expenses, live] = await Promise.all([
    db.select().from(jobFees).where(eq(jobFees.jobId, job.id)).orderBy(asc(jobFees.position), asc(jobFees.id)),
    db.select().from(jobExpenses).where(eq(jobExpenses.jobId, job.id)).orderBy(asc(jobExpenses.position), asc(jobExpenses.id)),
    liveTalents(db, job.id),
  ]);
  const companyIds = [job.billingCompanyId ?? job.companyId, job.companyId].filter((id): id is number => id !== null);
  const rows = companyIds.length ? await db.select().from(companies).where(inArray(companies.id, companyIds)) : [];
  const missing = [...new Set(fees.map((f) => f.talentProfileId).filter((id): id is number => id !== null && !live.some((t) => t.id === id)))];
  const talents = [...live, ...(await namesOf(db, missing))];
  return { input: buildQuoteInput(job, billing, { fees, expenses, talents, companies: rows }), rows: fees };
}

/** The quote's input from the rows read for one job (one place, for one job or a page of them). */
function buildQuoteInput(
  job: Job,
  billing: Billing,
  read: { fees: JobFee[]; expenses: (typeof jobExpenses.$inferSelect)[]; talents: { id: number; name: string }[]; companies: (typeof companies.$inferSelect)[] },
): QuoteInput {
  const billTo = read.companies.find((c) => c.id === (job.billingCompanyId ?? job.companyId));
  const client = read.companies.find((c) => c.id === job.companyId);
  return {
    currency: job.currency,
    agencyFeeBp: job.agencyFeeBp ?? client?.agencyFeeBp ?? bp(billing.defaultAgencyFeePercent),
    defaultVatBp: bp(billing.defaultVatPercent),
    // "1.50" reads as 150 hundredths; the quote takes the multiplier in basis points (1.50 is 15000).
    overtimeMultiplierBp: bp(billing.overtimeMultiplier) * 100,
    standardDayHours: billing.standardDayHours,
    vatTreatment: vatTreatmentOf(billTo, billing),
    talents: read.talents,
    fees: read.fees.map(toQuoteFee),
    expenses: read.expenses.map(toQuoteExpense),
  };
}

/**
 * The quotes of a page of jobs in a fixed number of statements whatever the page's size (the company history, the
 * finance screen's "Ready to bill"): null for a job that cannot be priced yet (an overtime line with no unit).
 */
export async function quotesOfJobs(db: DbOrTx, page: Job[], billing: Billing, now = new Date()): Promise<Map<number, QuoteJson | null>> {
  const out = new Map<number, QuoteJson | null>();
  if (!page.length) return out;
  const ids = page.map((j) => j.id);
  const companyIds = [...new Set(page.flatMap((j) => [j.billingCompanyId ?? j.companyId, j.companyId]).filter((id): id is number => id !== null))];
  const [fees, expenses, live, companyRows] = await Promise.all([
    db.select().from(jobFees).where(inArray(jobFees.jobId, ids)).orderBy(asc(jobFees.position), asc(jobFees.id)),
    db.select().from(jobExpenses).where(inArray(jobExpenses.jobId, ids)).orderBy(asc(jobExpenses.position), asc(jobExpenses.id)),
    db
      .selectDistinct({ jobId: jobLines.jobId, id: talentProfiles.id, name: talentDisplayName })
      .from(jobLines)
      .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(and(inArray(jobLines.jobId, ids), liveAt(jobLines, now)))
      .orderBy(talentDisplayName, talentProfiles.id),
    companyIds.length ? db.select().from(companies).where(inArray(companies.id, companyIds)) : Promise.resolve([]),
  ]);
  const liveOf = (jobId: number) => live.filter((t) => t.jobId === jobId).map(({ id, name }) => ({ id, name }));
  const missing = [...new Set(fees.filter((f) => f.talentProfileId !== null && !live.some((t) => t.jobId === f.jobId && t.id === f.talentProfileId)).map((f) => f.talentProfileId!))];
  const names = await namesOf(db, missing);
  for (const job of page) {
    const jobFeeRows = fees.filter((f) => f.jobId === job.id);
    const own = liveOf(job.id);
    const others = names.filter((n) => jobFeeRows.some((f) => f.talentProfileId === n.id) && !own.some((t) => t.id === n.id));
    const input = buildQuoteInput(job, billing, { fees: jobFeeRows, expenses: expenses.filter((e) => e.jobId === job.id), talents: [...own, ...others], companies: companyRows });
    const result = computeQuote(input);
    out.set(job.id, result.ok ? quoteToJson(result.quote, jobFeeRows) : null);
  }
  return out;
}

/**
 * The job, its quote and the rows it was priced from, read in `db` (the invoices domain builds a draft from it inside
 * its transaction, with the billing setting read before it): one quote module for the job page, the confirmation and the invoice.
 */
export async function readPricedJob(db: DbOrTx, jobId: number, billing: Billing) {
  const job = await readJob(db, jobId);
  const { input, rows } = await quoteInput(db, job, billing);
  const expenses = await db.select().from(jobExpenses).where(eq(jobExpenses.jobId, jobId));
  return { job, quote: price(input), input, fees: rows, expenses, billing };
}

/** The quote, or a 422 naming the overtime line that has no unit and no day rate to take one from. */
function price(input: QuoteInput): Quote {
  const result = computeQuote(input);
  if (!result.ok) {
    throw validationError("An overtime line needs a unit or the talent's day rate.", {
      unit_amount: ["Give the overtime line a unit, or the talent a day rate first"],
    });
  }
  return result.quote;
}

/** Re-prices the job's fee lines in the transaction and stores any amount that moved; a 422 if one cannot be priced. */
async function reprice(tx: DbOrTx, job: Job, billing: Billing): Promise<Quote> {
  const { input, rows } = await quoteInput(tx, job, billing);
  const quote = price(input);
  const stored = new Map(rows.map((f) => [f.id, f.amountMinor]));
  for (const f of quote.talents.flatMap((t) => t.fees)) {
    if (stored.get(f.id) !== f.amountMinor) await tx.update(jobFees).set({ amountMinor: f.amountMinor }).where(eq(jobFees.id, f.id));
  }
  return quote;
}

/** The priced unit of each fee line of a quote, by id. */
const pricedUnits = (quote: Quote) => new Map(quote.talents.flatMap((t) => t.fees.map((f) => [f.id, f.unitMinor] as const)));

/** `GET /admin/jobs/{id}/fees`. */
export async function listFees(viewer: Viewer | null, jobId: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const job = await readJob(db, jobId);
  const { input, rows } = await quoteInput(db, job, await getBillingSettings());
  const result = computeQuote(input);
  const units = result.ok ? pricedUnits(result.quote) : new Map<number, bigint>();
  return { currency: job.currency, fees: rows.map((f) => toFee(f, job.currency, units.get(f.id) ?? null)) };
}

/** The fee row's values from a body, in the job's currency; 422 at the field on a bad amount, quantity or rate. */
function feeValues(input: Partial<FeeCreateInput>, currency: string) {
  const errors: Record<string, string[]> = {};
  const out: Partial<typeof jobFees.$inferInsert> = {};
  if (input.quantity !== undefined) {
    const q = parseQuantity(input.quantity);
    if (q === null || q > 9_999_999) errors.quantity = ["Enter a quantity above zero with at most two decimals, such as 2 or 1.5"];
    else out.quantity = quantityToString(q);
  }
  if (input.unit_amount !== undefined) {
    if (input.unit_amount === null) out.unitMinor = null;
    else {
      const minor = parseDecimal(input.unit_amount, currency);
      if (minor === null || minor < 0n || minor > 10n ** 15n) errors.unit_amount = [`Enter an amount in ${currency} such as 1500${currency === "JPY" ? "" : ".00"}`];
      else out.unitMinor = minor;
    }
  }
  if (input.vat_percent !== undefined && input.vat_percent !== null) {
    const v = percentToBasisPoints(input.vat_percent);
    if (v === null || v > 10_000) errors.vat_percent = ["Enter a percentage such as 21.00"];
    else out.vatBp = v;
  }
  if (Object.keys(errors).length) throw validationError("Validation failed", errors);
  return {
    ...out,
    talentProfileId: input.talent_profile_id,
    kind: input.kind,
    description: input.description,
    agencyFeeApplies: input.agency_fee_applies,
    commissionable: input.commissionable,
    usageId: input.usage_id,
    position: input.position,
  };
}

function requireUnit(kind: string, unitMinor: bigint | null | undefined) {
  if (kind !== "overtime" && (unitMinor === null || unitMinor === undefined)) {
    throw validationError("Validation failed", { unit_amount: ["Enter the unit amount"] });
  }
}

/** `POST /admin/jobs/{id}/fees`. */
export async function createFee(viewer: Viewer | null, jobId: number, input: FeeCreateInput): Promise<AdminFee> {
  const staff = requirePermission(viewer, "bookings");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    const values = feeValues(input, job.currency);
    requireUnit(input.kind, values.unitMinor);
    await requireLiveTalent(tx, jobId, input.talent_profile_id);
    await requireUsageOfJob(tx, jobId, input.usage_id);
    const [created] = await tx
      .insert(jobFees)
      .values({
        ...values,
        jobId,
        kind: input.kind,
        quantity: values.quantity ?? "1.00",
        unitMinor: values.unitMinor ?? null,
        amountMinor: 0n,
        vatBp: values.vatBp ?? bp(billing.defaultVatPercent),
        position: input.position ?? 0,
      })
      .returning();
    const quote = await reprice(tx, job, billing);
    await markBillableWhenDue(tx, jobId);
    const [saved] = await tx.select().from(jobFees).where(eq(jobFees.id, created.id));
    await logActivity(staff, "bookings", `Added a ${FEE_KIND_LABELS[saved.kind].toLowerCase()} fee to job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: jobId }, tx });
    return toFee(saved, job.currency, pricedUnits(quote).get(saved.id) ?? null);
  });
}

/** `PUT /admin/job-fees/{id}`. */
export async function updateFee(viewer: Viewer | null, id: number, input: FeeUpdateInput): Promise<AdminFee> {
  const staff = requirePermission(viewer, "bookings");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [fee] = await tx.select().from(jobFees).where(eq(jobFees.id, id));
    if (!fee) throw notFound(FEE_NOT_FOUND);
    const job = await lockJob(tx, fee.jobId);
    const values = feeValues(input, job.currency);
    requireUnit(input.kind ?? fee.kind, values.unitMinor === undefined ? fee.unitMinor : values.unitMinor);
    if (input.talent_profile_id !== undefined && input.talent_profile_id !== fee.talentProfileId) await requireLiveTalent(tx, job.id, input.talent_profile_id);
    if (input.usage_id !== undefined) await requireUsageOfJob(tx, job.id, input.usage_id);
    await tx
      .update(jobFees)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobFees.id, id));
    const quote = await reprice(tx, job, billing);
    await markBillableWhenDue(tx, job.id);
    const [saved] = await tx.select().from(jobFees).where(eq(jobFees.id, id));
    await logActivity(staff, "bookings", `Edited a ${FEE_KIND_LABELS[saved.kind].toLowerCase()} fee of job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: job.id }, tx });
    return toFee(saved, job.currency, pricedUnits(quote).get(saved.id) ?? null);
  });
}

/** `DELETE /admin/job-fees/{id}`: a 422 when an overtime line still takes its unit from this day rate. */
export async function deleteFee(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "bookings");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [fee] = await tx.select().from(jobFees).where(eq(jobFees.id, id));
    if (!fee) throw notFound(FEE_NOT_FOUND);
    const job = await lockJob(tx, fee.jobId);
    await tx.delete(jobFees).where(eq(jobFees.id, id));
    await reprice(tx, job, billing);
    await logActivity(staff, "bookings", `Removed a ${FEE_KIND_LABELS[fee.kind].toLowerCase()} fee from job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: job.id }, tx });
    return { id };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Expenses

function expenseValues(input: Partial<ExpenseCreateInput>, currency: string) {
  const errors: Record<string, string[]> = {};
  const out: Partial<typeof jobExpenses.$inferInsert> = {};
  if (input.amount !== undefined) {
    const minor = parseDecimal(input.amount, currency);
    if (minor === null || minor < 0n || minor > 10n ** 15n) errors.amount = [`Enter an amount in ${currency} such as 250${currency === "JPY" ? "" : ".00"}`];
    else out.amountMinor = minor;
  }
  for (const [field, key] of [
    ["markup_percent", "markupBp"],
    ["vat_percent", "vatBp"],
  ] as const) {
    const text = input[field];
    if (text === undefined || text === null) continue;
    const v = percentToBasisPoints(text);
    if (v === null || (field === "vat_percent" && v > 10_000)) errors[field] = ["Enter a percentage such as 10.00"];
    else out[key] = v;
  }
  if (Object.keys(errors).length) throw validationError("Validation failed", errors);
  return { ...out, talentProfileId: input.talent_profile_id, kind: input.kind, description: input.description, paidBy: input.paid_by, rebill: input.rebill, position: input.position };
}

/** What the client paid is never billed back. */
function checkRebill(paidBy: string, rebill: boolean) {
  if (paidBy === "client" && rebill) throw validationError("Validation failed", { rebill: ["An expense the client paid is not billed back"] });
}

/** `GET /admin/jobs/{id}/expenses`. */
export async function listExpenses(viewer: Viewer | null, jobId: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const job = await readJob(db, jobId);
  const rows = await db.select().from(jobExpenses).where(eq(jobExpenses.jobId, jobId)).orderBy(asc(jobExpenses.position), asc(jobExpenses.id));
  return { currency: job.currency, expenses: rows.map((e) => toExpense(e, job.currency)) };
}

/** `POST /admin/jobs/{id}/expenses`: `rebill` defaults to true unless the client paid. */
export async function createExpense(viewer: Viewer | null, jobId: number, input: ExpenseCreateInput): Promise<AdminExpense> {
  const staff = requirePermission(viewer, "bookings");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    const values = expenseValues(input, job.currency);
    const rebill = input.rebill ?? input.paid_by !== "client";
    checkRebill(input.paid_by, rebill);
    await requireLiveTalent(tx, jobId, input.talent_profile_id);
    const [created] = await tx
      .insert(jobExpenses)
      .values({
        ...values,
        jobId,
        kind: input.kind,
        paidBy: input.paid_by,
        amountMinor: values.amountMinor ?? 0n,
        rebill,
        markupBp: values.markupBp ?? 0,
        vatBp: values.vatBp ?? bp(billing.defaultVatPercent),
        position: input.position ?? 0,
      })
      .returning();
    await logActivity(staff, "bookings", `Added an expense to job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: jobId }, tx });
    return toExpense(created, job.currency);
  });
}

/** `PUT /admin/job-expenses/{id}`. */
export async function updateExpense(viewer: Viewer | null, id: number, input: ExpenseUpdateInput): Promise<AdminExpense> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [expense] = await tx.select().from(jobExpenses).where(eq(jobExpenses.id, id));
    if (!expense) throw notFound(EXPENSE_NOT_FOUND);
    const job = await lockJob(tx, expense.jobId);
    const values = expenseValues(input, job.currency);
    const paidBy = input.paid_by ?? expense.paidBy;
    const rebill = input.rebill ?? (input.paid_by === "client" ? false : expense.rebill);
    checkRebill(paidBy, rebill);
    if (input.talent_profile_id !== undefined && input.talent_profile_id !== expense.talentProfileId) await requireLiveTalent(tx, job.id, input.talent_profile_id);
    const [saved] = await tx
      .update(jobExpenses)
      .set({ ...values, rebill, updatedAt: new Date() })
      .where(eq(jobExpenses.id, id))
      .returning();
    await logActivity(staff, "bookings", `Edited an expense of job ${formatJobReference(job.reference)}`, { subject: { type: "job", id: job.id }, tx });
    return toExpense(saved, job.currency);
  });
}

/** `DELETE /admin/job-expenses/{id}`. */
export async function deleteExpense(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(jobExpenses).where(eq(jobExpenses.id, id)).returning();
    if (!gone) throw notFound(EXPENSE_NOT_FOUND);
    const [job] = await tx.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, gone.jobId));
    await logActivity(staff, "bookings", `Removed an expense from job ${formatJobReference(job?.reference ?? "")}`, { subject: { type: "job", id: gone.jobId }, tx });
    return { id };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The quote

/** The quote as JSON: decimal strings in the job's currency, percentages as "21.00". */
function quoteToJson(quote: Quote, fees: JobFee[]) {
  const c = quote.currency;
  const money = (minor: bigint) => toDecimalString(minor, c);
  const rows = new Map(fees.map((f) => [f.id, f]));
  return {
    currency: c,
    talents: quote.talents.map((t) => ({
      talent_profile_id: t.talentId,
      stage_name: t.name,
      fees: t.fees.map((f) => toFee(rows.get(f.id)!, c, f.unitMinor)),
      fees_total: money(t.feesMinor),
      agency_fee: money(t.agencyFeeMinor),
    })),
    talent_fees: money(quote.talentFeesMinor),
    agency_fee: money(quote.agencyFeeMinor),
    expenses: money(quote.expensesMinor),
    /** The rebilled expenses after markup. */
    expense_lines: quote.expenses.map((e) => ({ id: e.expense.id, description: e.expense.description ?? null, amount: money(e.amountMinor) })),
    net: money(quote.netMinor),
    vat: quote.vat.map((g) => ({ percent: basisPointsToPercent(g.rateBp), base: money(g.baseMinor), amount: money(g.amountMinor) })),
    vat_total: money(quote.vatTotalMinor),
    total: money(quote.totalMinor),
    reverse_charge: quote.vatTreatment === "reverse_charge",
    vat_note: quote.vatNote,
  };
}
export type QuoteJson = ReturnType<typeof quoteToJson>;

/** The job's quote read in `db` (for the job page, the confirmation and the invoice to share). */
export async function jobQuote(db: DbOrTx, job: Job): Promise<QuoteJson> {
  const { input, rows } = await quoteInput(db, job, await getBillingSettings());
  return quoteToJson(price(input), rows);
}

/**
 * The job's quote (lib/domain/quote.ts) read in `db` with the billing setting given, for another domain to share
 * (the confirmation's snapshot, the invoice): a 422 when a line cannot be priced.
 */
export async function priceJob(db: DbOrTx, job: Job, billing: Billing): Promise<Quote> {
  const { input } = await quoteInput(db, job, billing);
  return price(input);
}

/** `GET /admin/jobs/{id}/quote`. */
export async function getJobQuote(viewer: Viewer | null, jobId: number): Promise<QuoteJson> {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  return jobQuote(db, await readJob(db, jobId));
}

// ---------------------------------------------------------------------------------------------------------------
// The old line fee

/**
 * A fee typed on a line (`fee` in whole units on `POST /admin/jobs/{id}/lines` and `PUT /admin/job-lines/{id}`, the
 * deprecated field of issue 28): `job_lines.fee` is no longer written (issue 40); the amount becomes the talent's
 * `day_rate` fee on the job, as the data migration (drizzle/0032) moved the old ones: quantity = the line's days,
 * unit = fee × 10^digits of the job's currency. A talent who has a day rate on the job gets its unit changed. A
 * currency other than the job's is a 422 at `currency`.
 */
export async function dayRateFromLineFee(
  tx: DbOrTx,
  jobId: number,
  line: { talentProfileId: number; startsAt: Date; endsAt: Date },
  fee: number,
  currency: string | null | undefined,
  /** Read before the transaction: a settings read inside it would wait for it on a single connection. */
  billing: Billing,
): Promise<void> {
  const job = await lockJob(tx, jobId);
  if (currency && currency !== job.currency) {
    throw validationError("Validation failed", { currency: [`This job's fees are in ${job.currency}: price it on the job's Money tab`] });
  }
  const unitMinor = BigInt(fee) * 10n ** BigInt(minorDigits(job.currency));
  const days = Math.min(99_999, Math.max(1, Math.ceil((line.endsAt.getTime() - line.startsAt.getTime()) / 86_400_000)));
  const [current] = await tx
    .select({ id: jobFees.id })
    .from(jobFees)
    .where(and(eq(jobFees.jobId, jobId), eq(jobFees.talentProfileId, line.talentProfileId), eq(jobFees.kind, "day_rate")))
    .orderBy(asc(jobFees.id))
    .limit(1);
  if (current) await tx.update(jobFees).set({ unitMinor, updatedAt: new Date() }).where(eq(jobFees.id, current.id));
  else {
    await tx.insert(jobFees).values({
      jobId,
      talentProfileId: line.talentProfileId,
      kind: "day_rate",
      quantity: quantityToString(days * 100),
      unitMinor,
      amountMinor: 0n,
      vatBp: bp(billing.defaultVatPercent),
    });
  }
  await reprice(tx, job, billing);
}
