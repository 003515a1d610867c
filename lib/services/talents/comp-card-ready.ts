import "server-only";

/** How long after a change the card is made: a burst of edits (ten photos uploaded) makes one render, not ten. */
const SETTLE_MS = 5_000;

/**
 * Asks the queue to make a talent's comp card now that its photos or measurements changed (issue 38), so a request,
 * a crawler's included, finds it in the store instead of waiting for a render. One waiting job per talent (its
 * singleton key); the job reads the profile when it runs, so a later change in the same burst is in it. Never fails
 * the change that asked: a card not made ahead is still made on its first request.
 */
export async function renderCompCardSoon(talentProfileId: number | null | undefined): Promise<void> {
  if (talentProfileId == null) return;
  try {
    // Loaded on use: the tasks' catalogue imports the services that call this.
    const [{ enqueueTask }, { getDb }] = await Promise.all([import("@/lib/tasks"), import("@/db/client")]);
    await enqueueTask(await getDb(), "comp-card-render", { talentProfileId }, { runAt: new Date(Date.now() + SETTLE_MS), key: `comp-card:${talentProfileId}` });
  } catch (error) {
    console.warn(`[comp-card] could not schedule the card of talent ${talentProfileId}`, error);
  }
}

/** The pace of the one-off making of every card at start: one render every few seconds, so visitors keep the pool. */
export const BACKFILL_SPACING_MS = 3_000;

/**
 * Schedules every public talent's comp card, one every BACKFILL_SPACING_MS (issue 38): the cards of talents whose data
 * predates the made-ahead cards, so a crawler finds them all in the store. Each render finds a card of the same
 * content in the store and skips it. Answers how many were scheduled (a talent with a render already waiting keeps it).
 */
export async function renderEveryCompCardSoon(now = Date.now()): Promise<number> {
  const { readPublicTalentIds } = await import("./talents");
  const [{ enqueueTask }, { getDb }] = await Promise.all([import("@/lib/tasks"), import("@/db/client")]);
  const db = await getDb();
  const ids = await readPublicTalentIds();
  let scheduled = 0;
  for (const [i, talentProfileId] of ids.entries()) {
    const runAt = new Date(now + SETTLE_MS + i * BACKFILL_SPACING_MS);
    if ((await enqueueTask(db, "comp-card-render", { talentProfileId }, { runAt, key: `comp-card:${talentProfileId}` })) !== null) scheduled++;
  }
  return scheduled;
}

/** At server start: asks the queue for the one-off `comp-card-backfill` (it runs once per database, `onceOnly`). */
export async function scheduleCompCardBackfill(): Promise<void> {
  const [{ enqueueTask }, { getDb }] = await Promise.all([import("@/lib/tasks"), import("@/db/client")]);
  await enqueueTask(await getDb(), "comp-card-backfill", {}, { key: "comp-card-backfill" });
}
