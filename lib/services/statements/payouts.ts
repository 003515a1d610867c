import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, jobs, ledgerEntries, payouts, talentProfiles, users, type Payout } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { AUTOMATIC_BILLING_MOVES } from "@/lib/domain/billing-status";
import { LEDGER_KIND_LABELS } from "@/lib/domain/statements";
import { toDecimalString } from "@/lib/domain/money";
import { paged } from "@/lib/domain/paging";
import { deliverNow, enqueueMail } from "@/lib/email";
import { remittanceMail } from "@/lib/email/remittance-mail";
import { conflict, notFound, validationError } from "@/lib/errors";
import { logEvent } from "@/lib/services/audit";
import { takeNumber } from "@/lib/services/platform";
import { getBillingSettings } from "@/lib/services/settings";
import type { PayoutInput, StatementQuery } from "@/lib/validation/statements";
import { readStatement } from "./statement";

/*
 * Payouts (issue 41): paying a talent or a mother agency the whole payable balance of one currency. The payable
 * entries are locked (FOR UPDATE) so two payouts at once cannot both pay them: the second finds none left and answers
 * 409. The remittance number comes from the gapless `RM-` series in the same transaction, the remittance mail from the
 * outbox in it too, and a job whose invoices' entries are then all paid moves to `closed`.
 */

const NOTHING_PAYABLE = "Nothing is payable to this party now.";

/** `GET /admin/payouts/due`: talents and agencies with a payable balance above zero, the earliest due first. */
export async function listPayoutsDue(viewer: Viewer | null, paging: { page: number; limit: number }) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const grouped = db
    .select({
      partyKind: ledgerEntries.partyKind,
      talentProfileId: ledgerEntries.talentProfileId,
      companyId: ledgerEntries.companyId,
      currency: ledgerEntries.currency,
      payable: sql<string>`sum(${ledgerEntries.amountMinor})::text`.as("payable"),
      earliest: sql<string | null>`min(${ledgerEntries.dueOn})::text`.as("earliest"),
      entries: sql<number>`count(*)::int`.as("entries"),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.status, "payable"))
    .groupBy(ledgerEntries.partyKind, ledgerEntries.talentProfileId, ledgerEntries.companyId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountMinor}) > 0`)
    .as("due");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .orderBy(sql`${grouped.earliest} asc nulls last`, asc(grouped.partyKind), asc(grouped.talentProfileId), asc(grouped.companyId), asc(grouped.currency))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(grouped),
  ]);
  const talentIds = rows.flatMap((r) => (r.talentProfileId === null ? [] : [r.talentProfileId]));
  const companyIds = rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId]));
  const [talentNames, companyNames] = await Promise.all([
    talentIds.length
      ? db.select({ id: talentProfiles.id, userId: users.id, name: sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})` }).from(talentProfiles).innerJoin(users, eq(users.id, talentProfiles.userId)).where(inArray(talentProfiles.id, talentIds))
      : [],
    companyIds.length ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [],
  ]);
  const items = rows.map((r) => {
    const talent = talentNames.find((t) => t.id === r.talentProfileId);
    return {
      party_kind: r.partyKind,
      talent_profile_id: r.talentProfileId,
      talent_user_id: talent?.userId ?? null,
      company_id: r.companyId,
      name: (r.talentProfileId !== null ? talent?.name : companyNames.find((c) => c.id === r.companyId)?.name) ?? null,
      currency: r.currency,
      payable: toDecimalString(BigInt(r.payable), r.currency),
      earliest_due_on: r.earliest,
      entries: r.entries,
    };
  });
  return paged(items, Number(total), paging.page, paging.limit);
}

function toPayout(p: Payout, entries: number) {
  return {
    id: p.id,
    number: p.number,
    party_kind: p.partyKind,
    talent_profile_id: p.talentProfileId,
    company_id: p.companyId,
    amount: toDecimalString(p.amountMinor, p.currency),
    currency: p.currency,
    paid_on: p.paidOn,
    method: p.method,
    reference: p.reference,
    entries,
    created_at: p.createdAt,
  };
}
export type PayoutView = ReturnType<typeof toPayout>;

interface Payee {
  where: SQL;
  party: { partyKind: "talent"; talentProfileId: number } | { partyKind: "agency"; companyId: number };
  email: string | null;
  name: string;
}

async function payeeOf(db: DbOrTx, input: PayoutInput): Promise<Payee> {
  if (input.talent_profile_id !== undefined) {
    const [talent] = await db
      .select({ id: talentProfiles.id, email: users.email, name: sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})`, erased: users.erasedAt })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(talentProfiles.id, input.talent_profile_id));
    if (!talent) throw notFound("Talent not found.");
    return {
      where: and(eq(ledgerEntries.partyKind, "talent"), eq(ledgerEntries.talentProfileId, talent.id))!,
      party: { partyKind: "talent", talentProfileId: talent.id },
      email: talent.erased ? null : talent.email,
      name: talent.name,
    };
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, input.company_id!));
  if (!company) throw notFound("Company not found.");
  return {
    where: and(eq(ledgerEntries.partyKind, "agency"), eq(ledgerEntries.companyId, company.id))!,
    party: { partyKind: "agency", companyId: company.id },
    email: company.billingEmail ?? company.email,
    name: company.legalName ?? company.name,
  };
}

/** `POST /admin/payouts`: pays the party's whole payable balance (409 when nothing is payable). */
export async function createPayout(viewer: Viewer | null, input: PayoutInput): Promise<PayoutView> {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const payee = await payeeOf(db, input);
  const billing = await getBillingSettings();
  const { payout, entries, mailIds } = await db.transaction(async (tx) => {
    const where = and(payee.where, eq(ledgerEntries.status, "payable"), ...(input.currency ? [eq(ledgerEntries.currency, input.currency)] : []));
    const locked = await tx.select().from(ledgerEntries).where(where).orderBy(asc(ledgerEntries.id)).for("update");
    if (!locked.length) throw conflict(NOTHING_PAYABLE);
    const currencies = [...new Set(locked.map((e) => e.currency))];
    if (currencies.length > 1) throw validationError("Validation failed", { currency: [`Payable in ${currencies.sort().join(" and ")}: choose one currency per payout`] });
    const currency = currencies[0];
    const amount = locked.reduce((sum, e) => sum + e.amountMinor, 0n);
    if (amount <= 0n) throw conflict("Nothing is payable: the deductions are as large as what is owed.");
    const taken = await takeNumber(tx, billing.remittancePrefix, new Date().getUTCFullYear());
    const [payout] = await tx
      .insert(payouts)
      .values({ ...payee.party, series: taken.series, year: taken.year, seq: taken.seq, number: taken.number, amountMinor: amount, currency, paidOn: input.paid_on, method: input.method, reference: input.reference, createdBy: staff.id })
      .returning();
    const ids = locked.map((e) => e.id);
    await tx.update(ledgerEntries).set({ status: "paid", payoutId: payout.id }).where(inArray(ledgerEntries.id, ids));

    // Jobs whose invoices' entries are now all paid out are closed.
    const jobIds = [...new Set(locked.flatMap((e) => (e.jobId !== null && e.invoiceId !== null ? [e.jobId] : [])))];
    if (jobIds.length) {
      await tx
        .update(jobs)
        .set({ billingStatus: AUTOMATIC_BILLING_MOVES.closed.to })
        .where(
          and(
            inArray(jobs.id, jobIds),
            inArray(jobs.billingStatus, [...AUTOMATIC_BILLING_MOVES.closed.from]),
            sql`not exists (select 1 from ${ledgerEntries} le join invoices i on i.id = le.invoice_id where i.job_id = ${jobs.id} and le.status <> 'paid')`,
          ),
        );
    }

    const references = jobIds.length ? await tx.select({ id: jobs.id, reference: jobs.reference }).from(jobs).where(inArray(jobs.id, jobIds)) : [];
    const mailIds = payee.email
      ? await enqueueMail(
          tx,
          remittanceMail(payee.email, {
            name: payee.name,
            number: taken.number,
            amountMinor: amount,
            currency,
            paidOn: input.paid_on,
            reference: input.reference,
            lines: locked.map((e) => ({
              label: e.description ?? LEDGER_KIND_LABELS[e.kind],
              job: references.find((j) => j.id === e.jobId)?.reference ?? null,
              amountMinor: e.amountMinor,
            })),
          }),
        )
      : [];
    await logEvent(tx, staff, "payout.made", {
      subject: { type: "payout", id: payout.id },
      payload: { number: taken.number, entries: ids.length, ...(payee.party.partyKind === "talent" ? { talent_id: payee.party.talentProfileId } : { company_id: payee.party.companyId }) },
    });
    return { payout, entries: ids.length, mailIds };
  });
  await deliverNow(mailIds);
  return toPayout(payout, entries);
}

/** `GET /admin/companies/{id}/agency-statement`: what the agency is owed as a talent's mother agency. */
export async function getAgencyStatement(viewer: Viewer | null, companyId: number, query: StatementQuery) {
  requirePermission(viewer, "finance");
  const db = await getDb();
  const [company] = await db.select({ id: companies.id, name: companies.name, kind: companies.kind }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company not found.");
  return { company_id: company.id, company_name: company.name, ...(await readStatement(db, { kind: "agency", companyId }, query)) };
}
