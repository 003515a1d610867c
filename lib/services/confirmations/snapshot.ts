import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { canonicalize } from "json-canonicalize";
import type { DbOrTx } from "@/db/client";
import { companies, companyContacts, jobLines, jobs, jobUsages, settings, talentProfiles, users, type Job } from "@/db/schema";
import type { ConfirmationSnapshot, SnapshotParty, SnapshotPerson, SnapshotUsage } from "@/lib/domain/confirmations";
import { formatDocumentDate } from "@/lib/domain/confirmations";
import { lineKindLabels, lineStateLabels } from "@/lib/domain/jobs";
import { readAt } from "@/lib/domain/job-line-life";
import { basisPointsToPercent, percentToBasisPoints, quantityToString, toDecimalString } from "@/lib/domain/money";
import { FEE_KIND_LABELS } from "@/lib/domain/quote";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { USAGE_EXCLUSIVITY_LABELS, USAGE_MEDIA_LABELS, USAGE_REGION_LABELS, type UsageExclusivity, type UsageMedium } from "@/lib/domain/usages";
import { DEFAULT_AGENCY_TIME_ZONE, formatLineRangeInZone } from "@/lib/domain/zoned-time";
import { notFound } from "@/lib/errors";
import { settingsSchemas } from "@/lib/validation/settings";
import { priceJob } from "@/lib/services/jobs";

/*
 * The snapshot builder (spec "Snapshot"): what the client sees of a job now, read in `db` only (inside a caller's
 * transaction too) and priced by the one quote module (`priceJob`). Nothing in it depends on the clock beyond which
 * lines are live, so the same job gives the same bytes and the same hash: that is how "re-confirmation needed" and the
 * send's 409 are told (`snapshotSha256`).
 */

export type Billing = ReturnType<typeof settingsSchemas.billing.parse>;

/** The billing and agency settings read in `db` (their defaults until an admin saves them). */
export async function settingsIn(db: DbOrTx): Promise<{ billing: Billing; zone: string; agencyEmail: string; agencyPhone: string | null }> {
  const rows = await db.select().from(settings).where(inArray(settings.key, ["billing", "agency"]));
  const billing = settingsSchemas.billing.safeParse(rows.find((r) => r.key === "billing")?.value);
  const agency = settingsSchemas.agency.safeParse(rows.find((r) => r.key === "agency")?.value);
  const agencyValue = agency.success ? agency.data : settingsDefault("agency");
  return { billing: billing.success ? billing.data : settingsDefault("billing"), zone: agencyValue.timeZone || DEFAULT_AGENCY_TIME_ZONE, agencyEmail: agencyValue.email, agencyPhone: agencyValue.phone || null };
}

/** SHA-256 (hex) of the snapshot's canonical JSON (RFC 8785). */
export const snapshotSha256 = (snapshot: ConfirmationSnapshot): string => createHash("sha256").update(canonicalize(snapshot)).digest("hex");

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const regionLabel = (code: string) => (USAGE_REGION_LABELS as Record<string, string>)[code] ?? (() => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
})();

type Company = typeof companies.$inferSelect;
type Contact = typeof companyContacts.$inferSelect;

function party(c: Company | undefined): SnapshotParty | null {
  if (!c) return null;
  const cityLine = [c.postalCode, c.city].filter(Boolean).join(" ");
  return {
    name: c.name,
    legal_name: c.legalName,
    address: [c.addressLine1, c.addressLine2, cityLine, c.region].filter((s): s is string => !!s && s.trim() !== ""),
    country: c.country,
    vat_id: c.vatId,
  };
}

const person = (c: Contact | undefined): SnapshotPerson | null => (c ? { name: c.name, title: c.title, email: c.email } : null);

function usagePeriod(u: { startsOn: string; endsOn: string | null; perpetual: boolean }): string {
  if (u.perpetual || !u.endsOn) return `From ${formatDocumentDate(u.startsOn)}, perpetual`;
  return `${formatDocumentDate(u.startsOn)} – ${formatDocumentDate(u.endsOn)}`;
}

/** The job's row, or a 404. */
export async function readJobRow(db: DbOrTx, jobId: number): Promise<Job> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound("Job not found.");
  return job;
}

/**
 * The snapshot of the job now, as version `version` would show it. Talents by stage name only (a talent without one
 * reads by the first word of her name: see docs/decisions.md); never a commission, a mother agency, notes, a legal
 * name or a date of birth.
 */
export async function buildSnapshot(db: DbOrTx, job: Job, version: number, context?: Awaited<ReturnType<typeof settingsIn>>, now = new Date()): Promise<ConfirmationSnapshot> {
  const { billing, zone: agencyZone } = context ?? (await settingsIn(db));
  const zone = job.timeZone || agencyZone;
  const quote = await priceJob(db, job, billing);
  const c = job.currency;
  const money = (minor: bigint) => toDecimalString(minor, c);

  const companyIds = [job.companyId, job.billingCompanyId].filter((id): id is number => id !== null);
  const contactIds = [job.contactId, job.billingContactId].filter((id): id is number => id !== null);
  const [companyRows, contactRows, lineRows, usageRows] = await Promise.all([
    companyIds.length ? db.select().from(companies).where(inArray(companies.id, companyIds)) : Promise.resolve([] as Company[]),
    contactIds.length ? db.select().from(companyContacts).where(inArray(companyContacts.id, contactIds)) : Promise.resolve([] as Contact[]),
    db
      .select({ line: jobLines, stageName: talentProfiles.stageName, userName: users.name })
      .from(jobLines)
      .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(and(eq(jobLines.jobId, job.id), inArray(jobLines.state, ["option", "confirmed"])))
      .orderBy(asc(jobLines.startsAt), asc(jobLines.id)),
    db.select().from(jobUsages).where(eq(jobUsages.jobId, job.id)).orderBy(asc(jobUsages.startsOn), asc(jobUsages.id)),
  ]);

  // Every talent named anywhere in the document, by stage name only.
  const talentIds = new Set<number>([...quote.talents.map((t) => t.talentId).filter((id): id is number => id !== null), ...usageRows.flatMap((u) => u.talentProfileIds ?? [])]);
  const nameRows = talentIds.size
    ? await db
        .select({ id: talentProfiles.id, stageName: talentProfiles.stageName, userName: users.name })
        .from(talentProfiles)
        .innerJoin(users, eq(users.id, talentProfiles.userId))
        .where(inArray(talentProfiles.id, [...talentIds]))
    : [];
  const stageName = (r: { stageName: string | null; userName: string }) => r.stageName?.trim() || r.userName.trim().split(/\s+/)[0] || "Talent";
  const names = new Map<number, string>(nameRows.map((r) => [r.id, stageName(r)]));
  for (const r of lineRows) names.set(r.line.talentProfileId, stageName(r));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? "Talent"));

  const live = lineRows.filter((r) => readAt(r.line, now).live);
  const usages: SnapshotUsage[] = usageRows.map((u) => ({
    media: u.media,
    media_labels: u.media.map((m) => USAGE_MEDIA_LABELS[m as UsageMedium] ?? m),
    territory: u.territory,
    territory_labels: u.territory.map(regionLabel),
    starts_on: u.startsOn,
    ends_on: u.endsOn,
    perpetual: u.perpetual,
    period: usagePeriod(u),
    exclusivity: u.exclusivity,
    exclusivity_label: USAGE_EXCLUSIVITY_LABELS[u.exclusivity as UsageExclusivity],
    exclusivity_category: u.exclusivityCategory,
    brand: u.brand,
    product: u.product,
    campaign: u.campaign,
    images_count: u.imagesCount,
    talents: u.talentProfileIds ? u.talentProfileIds.map((id) => nameOf(id) ?? "Talent") : null,
  }));
  const usageIndex = new Map(usageRows.map((u, i) => [u.id, i + 1]));
  const company = companyRows.find((r) => r.id === job.companyId);
  const billTo = companyRows.find((r) => r.id === (job.billingCompanyId ?? job.companyId));
  const contact = contactRows.find((r) => r.id === job.contactId);
  const attention = contactRows.find((r) => r.id === (job.billingContactId ?? job.contactId));
  const agencyFeeBp = job.agencyFeeBp ?? company?.agencyFeeBp ?? percentToBasisPoints(billing.defaultAgencyFeePercent) ?? 0;
  const paymentDays = billTo?.paymentTermsDays ?? company?.paymentTermsDays ?? billing.paymentTermsDays;
  const talents = [...new Set([...live.map((r) => nameOf(r.line.talentProfileId)!), ...quote.talents.map((t) => nameOf(t.talentId)).filter((n): n is string => n !== null)])];

  return {
    version,
    currency: c,
    time_zone: zone,
    agency: {
      legal_name: billing.agencyLegalName,
      address: [billing.address.line1, [billing.address.postalCode, billing.address.city].filter(Boolean).join(" "), billing.address.country].filter((s) => s.trim() !== ""),
      vat_id: billing.vatId || null,
    },
    client: party(company),
    contact: person(contact),
    bill_to: party(billTo),
    attention: person(attention),
    po_number: job.poNumber,
    job: { reference: job.reference, title: job.title, location: job.location, client_reference: job.clientReference },
    talents,
    schedule: live.map(({ line }) => {
      const state = readAt(line, now).state;
      return {
        talent: nameOf(line.talentProfileId)!,
        kind: line.kind,
        kind_label: lineKindLabels[line.kind],
        starts_at: line.startsAt.toISOString(),
        ends_at: line.endsAt.toISOString(),
        when: formatLineRangeInZone(line.startsAt, line.endsAt, zone),
        state,
        state_label: lineStateLabels[state],
      };
    }),
    fees: quote.talents.flatMap((t) =>
      t.fees.map((f) => ({
        talent: nameOf(t.talentId),
        kind: f.kind,
        kind_label: FEE_KIND_LABELS[f.kind],
        description: f.description ?? null,
        quantity: quantityToString(f.quantity),
        unit_amount: money(f.unitMinor),
        amount: money(f.amountMinor),
        vat_percent: basisPointsToPercent(quote.vatTreatment === "standard" ? f.vatBp : 0),
        usage: f.usageId ? (usageIndex.get(f.usageId) ?? null) : null,
      })),
    ),
    talent_totals: quote.talents.map((t) => ({ talent: nameOf(t.talentId), fees: money(t.feesMinor), agency_fee: money(t.agencyFeeMinor) })),
    talent_fees: money(quote.talentFeesMinor),
    agency_fee_percent: basisPointsToPercent(agencyFeeBp),
    agency_fee: money(quote.agencyFeeMinor),
    expenses: quote.expenses.map((e) => ({ description: e.expense.description || "Rebilled expense", amount: money(e.amountMinor) })),
    expenses_total: money(quote.expensesMinor),
    net: money(quote.netMinor),
    vat: quote.vat.map((g) => ({ percent: basisPointsToPercent(g.rateBp), base: money(g.baseMinor), amount: money(g.amountMinor) })),
    vat_total: money(quote.vatTotalMinor),
    total: money(quote.totalMinor),
    reverse_charge: quote.vatTreatment === "reverse_charge",
    vat_note: quote.vatNote,
    usages,
    terms: {
      overtime: `Overtime per hour: ${billing.overtimeMultiplier} × the day rate ÷ ${billing.standardDayHours} hours.`,
      cancellation: job.cancellationTerms ?? billing.cancellationTerms,
      payment: `Payment within ${paymentDays} days of the invoice date.`,
      payment_terms_days: paymentDays,
    },
  };
}
