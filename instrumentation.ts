/**
 * On server start: check that APP_URL is set in production, open the database (migrating it, and seeding an empty embedded one with the demo content) so
 * the first visitor does not wait, print the demo logins in development, fill the search columns of profiles
 * written before their reader (`lib/services/talent-search-backfill.ts`), write the unit of bare bust, waist and hips
 * numbers stored before a bare number meant centimetres (`lib/services/measurement-reread.ts`), start the queue's
 * worker (`lib/queue`: the hourly housekeeping of `lib/services/housekeeping.ts` and the other timed jobs; with
 * DATABASE_URL and QUEUE_WORKER=off, a separate `npm run queue:worker` runs them), and the mail delivery loop, which
 * sends what a crash left queued in the outbox (`lib/email/delivery-loop.ts`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Refuse to start in production without the public URL every absolute link is built on (lib/env.ts).
  const { appOrigin, env } = await import("./lib/env");
  appOrigin();
  const { getDb, isEmbeddedDb } = await import("./db/client");
  const { printDemoLogins, seedIfEmpty } = await import("./db/seed");
  const db = await getDb();
  // An empty embedded database gets the demo content (unless SEED_ON_EMPTY=false); a real one only by `npm run db:seed`.
  if (isEmbeddedDb() && env().SEED_ON_EMPTY === "true") await seedIfEmpty(db);
  if (process.env.NODE_ENV === "test") return;
  if (isEmbeddedDb()) printDemoLogins();
  const { backfillSearchColumns } = await import("./lib/services/talent-search-backfill");
  await backfillSearchColumns().catch((error) => console.error("[search columns] backfill failed", error));
  const { rereadBareMeasurements } = await import("./lib/services/measurement-reread");
  await rereadBareMeasurements().catch((error) => console.error("[measurements] re-reading bare numbers failed", error));
  if (isEmbeddedDb() || env().QUEUE_WORKER === "on") {
    const { startQueueWorker } = await import("./lib/queue");
    await startQueueWorker().catch((error) => console.error("[queue] the worker did not start", error));
  }
  // Every public talent's comp card made ahead, once per database, on the queue (lib/services/comp-card-ready.ts).
  const { scheduleCompCardBackfill } = await import("./lib/services/comp-card-ready");
  await scheduleCompCardBackfill().catch((error) => console.error("[comp-card] the backfill was not scheduled", error));
  const { scheduleMailDelivery } = await import("./lib/email/delivery-loop");
  scheduleMailDelivery();
}
