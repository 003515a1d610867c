import { eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { availabilityBlocks, jobLines, jobs } from "../schema";

const HOUR = 3_600_000;

/** Today (UTC) plus `days`, at `hour` o'clock UTC. */
function dayAt(now: Date, days: number, hour: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * 24 * HOUR + hour * HOUR);
}

/**
 * The board's demo week (issue 28): jobs in every status around today, lines in every state, options ranked 1st and
 * 2nd on one talent's day with the 1st challenged, an option past its expiry, and blocked days. `talentIds` are active
 * talents (at least four), the demo talent first.
 */
export async function seedJobs(tx: DbOrTx, now: Date, { adminId, talentIds }: { adminId: number; talentIds: number[] }) {
  const [sienna, amara, kofi, priya] = talentIds;
  const placed = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const job = async (values: Omit<typeof jobs.$inferInsert, "createdBy">, createdHoursAgo: number) =>
    (await tx.insert(jobs).values({ ...values, createdBy: adminId, createdAt: placed(createdHoursAgo), updatedAt: placed(createdHoursAgo) }).returning())[0];

  const spring = await job({ title: "Spring campaign", status: "active", clientName: "Claire Dubois", clientCompany: "Atelier Noir", clientEmail: "claire@atelier-noir.example", clientPhone: "+33 1 55 55 01 23", notes: "Two looks, studio in SoHo." }, 50);
  const lookbook = await job({ title: "Lookbook shoot", status: "active", clientName: "Marcus Lee", clientCompany: "Vireo", clientEmail: "marcus@vireo.example" }, 30);
  const casting = await job({ title: "Runway casting", status: "draft", clientName: "Inès Laurent", clientCompany: "Maison Ciel", clientEmail: "ines@maison-ciel.example" }, 6);
  const winter = await job({ title: "Winter editorial", status: "completed", clientName: "Ruth Okon", clientCompany: "Kestrel", clientEmail: "ruth@kestrel.example" }, 400);
  const launch = await job({ title: "Product launch", status: "cancelled", clientName: "Dev Patel", clientCompany: "Lumen Studio", clientEmail: "dev@lumen.example" }, 120);
  const catalogue = await job({ title: "Catalogue", status: "active", clientName: "Sofie Berg", clientCompany: "Halden", clientEmail: "sofie@halden.example" }, 100);

  const line = (values: Omit<typeof jobLines.$inferInsert, "kind"> & { kind?: "casting" | "fitting" | "job" | "travel" }) =>
    ({ kind: "job" as const, currency: values.fee != null ? "USD" : null, ...values });
  const [amaraFirst] = await tx
    .insert(jobLines)
    .values(line({ jobId: spring.id, talentProfileId: amara, startsAt: dayAt(now, 2, 9), endsAt: dayAt(now, 2, 18), placedAt: placed(48), optionExpiresAt: dayAt(now, 1, 18), fee: 2800 }))
    .returning({ id: jobLines.id });
  const [amaraSecond] = await tx
    .insert(jobLines)
    .values(line({ jobId: lookbook.id, talentProfileId: amara, startsAt: dayAt(now, 2, 10), endsAt: dayAt(now, 2, 16), placedAt: placed(28), optionExpiresAt: dayAt(now, 3, 18), fee: 2200 }))
    .returning({ id: jobLines.id });
  // The lookbook's booker challenged the spring campaign's 1st option on Amara's day: it has until tomorrow.
  await tx.update(jobLines).set({ challengeDeadline: new Date(now.getTime() + 20 * HOUR), challengedByLineId: amaraSecond.id }).where(eq(jobLines.id, amaraFirst.id));
  await tx.insert(jobLines).values([
    line({ jobId: spring.id, talentProfileId: sienna, state: "confirmed", startsAt: dayAt(now, 1, 9), endsAt: dayAt(now, 1, 18), placedAt: placed(49), fee: 3500 }),
    line({ jobId: spring.id, talentProfileId: kofi, startsAt: dayAt(now, 3, 9), endsAt: dayAt(now, 3, 18), placedAt: placed(47), optionExpiresAt: dayAt(now, 2, 12) }),
    line({ jobId: lookbook.id, talentProfileId: kofi, kind: "fitting", startsAt: dayAt(now, 3, 14), endsAt: dayAt(now, 3, 16), placedAt: placed(27), optionExpiresAt: dayAt(now, 3, 12) }),
    line({ jobId: casting.id, talentProfileId: priya, kind: "casting", startsAt: dayAt(now, 4, 10), endsAt: dayAt(now, 4, 12), placedAt: placed(5), optionExpiresAt: dayAt(now, 3, 18) }),
    line({ jobId: casting.id, talentProfileId: sienna, kind: "casting", startsAt: dayAt(now, 4, 10), endsAt: dayAt(now, 4, 12), placedAt: placed(5), optionExpiresAt: dayAt(now, 3, 18) }),
    line({ jobId: winter.id, talentProfileId: sienna, state: "confirmed", startsAt: dayAt(now, -5, 8), endsAt: dayAt(now, -5, 17), placedAt: placed(390), fee: 4000 }),
    line({ jobId: winter.id, talentProfileId: priya, kind: "travel", state: "confirmed", startsAt: dayAt(now, -6, 12), endsAt: dayAt(now, -6, 20), placedAt: placed(390) }),
    line({ jobId: launch.id, talentProfileId: kofi, state: "cancelled", startsAt: dayAt(now, -2, 9), endsAt: dayAt(now, -2, 18), placedAt: placed(110) }),
    line({ jobId: launch.id, talentProfileId: priya, state: "released", startsAt: dayAt(now, 1, 9), endsAt: dayAt(now, 1, 18), placedAt: placed(110) }),
    line({ jobId: catalogue.id, talentProfileId: priya, state: "expired", startsAt: dayAt(now, 5, 9), endsAt: dayAt(now, 5, 18), placedAt: placed(90), optionExpiresAt: placed(18) }),
    line({ jobId: catalogue.id, talentProfileId: amara, startsAt: dayAt(now, 5, 9), endsAt: dayAt(now, 5, 18), placedAt: placed(80), optionExpiresAt: dayAt(now, 2, 18) }),
  ]);
  const isoDay = (days: number) => dayAt(now, days, 0).toISOString().slice(0, 10);
  await tx.insert(availabilityBlocks).values([
    { talentProfileId: kofi, startsOn: isoDay(6), endsOn: isoDay(7), kind: "out_of_town", note: "Paris fashion week", createdById: adminId },
    { talentProfileId: sienna, startsOn: isoDay(9), endsOn: isoDay(10), kind: "holiday", note: null },
    { talentProfileId: amara, startsOn: isoDay(5), endsOn: isoDay(5), kind: "unavailable", note: "Exam" },
  ]);
  return [spring, lookbook, casting, winter, launch, catalogue].length;
}
