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
