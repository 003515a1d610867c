/**
 * On server start: check that APP_URL is set in production, open the database (migrating it, and seeding an empty embedded one with the demo content) so
 * the first visitor does not wait, print the demo logins in development, fill the search columns of profiles
 * written before their reader (`lib/services/talent-search-backfill.ts`), write the unit of bare bust, waist and hips
 * numbers stored before a bare number meant centimetres (`lib/services/measurement-reread.ts`), and start the
 * background tasks' worker (`lib/tasks`: mail delivery, option deadlines, the hourly housekeeping and the other later
 * work; with DATABASE_URL and QUEUE_WORKER=off, a separate `npm run queue:worker` runs them).
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
  const { backfillSearchColumns } = await import("@/lib/services/talents");
  await backfillSearchColumns().catch((error) => console.error("[search columns] backfill failed", error));
  const { rereadBareMeasurements } = await import("@/lib/services/talents");
  await rereadBareMeasurements().catch((error) => console.error("[measurements] re-reading bare numbers failed", error));
  if (isEmbeddedDb() || env().QUEUE_WORKER === "on") {
    const [{ startTaskWorker }, { taskHandlers }] = await Promise.all([import("./lib/tasks"), import("./lib/task-handlers")]);
    await startTaskWorker(taskHandlers).catch((error) => console.error("[tasks] the worker did not start", error));
  }
  // Every public talent's comp card made ahead, once per database, as background tasks (issue 38).
  const { scheduleCompCardBackfill } = await import("@/lib/services/talents");
  await scheduleCompCardBackfill().catch((error) => console.error("[comp-card] the backfill was not scheduled", error));
}
