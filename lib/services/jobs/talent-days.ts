import "server-only";
import { and, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { availabilityBlocks, jobLines } from "@/db/schema";
import type { AvailabilityKind } from "@/lib/domain/availability";
import { talentDayOf, type TalentDay } from "@/lib/domain/talent-day";
import { nextDay, startOfDayInZone } from "@/lib/domain/zoned-time";
import { agencyTimeZone } from "@/lib/services/settings";
import { liveAt, rankAt } from "./job-line-state";

/**
 * How each of `talentIds` stands on `day` (YYYY-MM-DD, a day on the agency's clock, issue 36): its live lines that
 * touch the day (state and rank read at `now`, as the board and the confirm check read them) and its blocks covering
 * it, in one statement for the whole page of talents.
 */
export async function talentDaysOn(db: DbOrTx, talentIds: number[], day: string, now = new Date()): Promise<Map<number, TalentDay>> {
  const found = new Map<number, { confirmed: boolean; ranks: number[]; blockKind: AvailabilityKind | null }>(
    talentIds.map((id) => [id, { confirmed: false, ranks: [], blockKind: null }]),
  );
  if (talentIds.length) {
    const zone = await agencyTimeZone(db);
    const start = startOfDayInZone(day, zone);
    const end = startOfDayInZone(nextDay(day), zone);
    const lines = db
      .select({ talentId: jobLines.talentProfileId, state: sql<string>`${jobLines.state}::text`.as("state"), rank: rankAt(jobLines, now).as("rank") })
      .from(jobLines)
      .where(and(inArray(jobLines.talentProfileId, talentIds), liveAt(jobLines, now), lt(jobLines.startsAt, end), gt(jobLines.endsAt, start)));
    const blocks = db
      .select({ talentId: availabilityBlocks.talentProfileId, state: sql<string>`${availabilityBlocks.kind}::text`.as("state"), rank: sql<number | null>`null::int`.as("rank") })
      .from(availabilityBlocks)
      .where(and(inArray(availabilityBlocks.talentProfileId, talentIds), lte(availabilityBlocks.startsOn, day), gte(availabilityBlocks.endsOn, day)));
    // A line's state is "option" or "confirmed"; a block's row carries its kind in the same column.
    for (const row of await lines.unionAll(blocks)) {
      const held = found.get(row.talentId)!;
      if (row.state === "confirmed") held.confirmed = true;
      else if (row.state === "option") held.ranks.push(row.rank ?? 1);
      else held.blockKind ??= row.state as AvailabilityKind;
    }
  }
  return new Map([...found].map(([id, held]) => [id, talentDayOf(held)]));
}
