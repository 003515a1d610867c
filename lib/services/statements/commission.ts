import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobTalentTerms, talentFinance } from "@/db/schema";
import { percentToBasisPoints } from "@/lib/domain/money";
import { billingSettingsIn } from "@/lib/services/settings";

/**
 * The one home of the commission rate choice (issue 41): the per-booking override (`job_talent_terms`), else the
 * talent's own (`talent_finance.commission_bp`), else the billing setting's `default_commission_percent`. The
 * invoices domain snapshots the answer on each talent-fee line at issue; the ledger then reads only the snapshot.
 */
export async function commissionRatesFor(db: DbOrTx, jobId: number, talentProfileIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const ids = [...new Set(talentProfileIds)];
  if (!ids.length) return out;
  const [terms, finance, billing] = await Promise.all([
    db.select().from(jobTalentTerms).where(and(eq(jobTalentTerms.jobId, jobId), inArray(jobTalentTerms.talentProfileId, ids))),
    db.select({ id: talentFinance.talentProfileId, bp: talentFinance.commissionBp }).from(talentFinance).where(inArray(talentFinance.talentProfileId, ids)),
    billingSettingsIn(db),
  ]);
  const setting = percentToBasisPoints(billing.defaultCommissionPercent) ?? 0;
  for (const id of ids) {
    const override = terms.find((t) => t.talentProfileId === id)?.commissionBp;
    const own = finance.find((f) => f.id === id)?.bp;
    out.set(id, override ?? own ?? setting);
  }
  return out;
}

/** The rate for one talent on one job (see `commissionRatesFor`). */
export async function commissionRateFor(db: DbOrTx, jobId: number, talentProfileId: number): Promise<number> {
  return (await commissionRatesFor(db, jobId, [talentProfileId])).get(talentProfileId)!;
}
