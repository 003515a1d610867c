/**
 * A worker of the queue on its own (lib/queue): runs the timed jobs (housekeeping, expiries, reminders...) for the
 * configured database, until SIGTERM or SIGINT, then finishes the job in hand and exits. With DATABASE_URL, run as
 * many as you like beside web instances started with QUEUE_WORKER=off (docs/deployment.md); on the embedded database
 * the web server runs the jobs itself, and this is for scripts and the crash test only (one process per data folder).
 *
 *   npm run queue:worker
 */
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";
import { startQueueWorker, stopQueueWorker } from "@/lib/queue";

async function main() {
  await getDb();
  await startQueueWorker();
  console.log(`[queue] worker running (${isEmbeddedDb() ? "embedded runner" : "pg-boss"})`);
  const alive = setInterval(() => {}, 1 << 30);
  const stop = async () => {
    clearInterval(alive);
    await stopQueueWorker();
    await closeDb();
    console.log("[queue] worker stopped");
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((err: unknown) => {
  console.error("[queue] the worker failed:", err);
  process.exitCode = 1;
});
