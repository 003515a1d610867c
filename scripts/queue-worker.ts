/**
 * A worker of the background tasks on its own (lib/tasks): sends the outbox's mails and runs the later work
 * (option deadlines, reminders, housekeeping...) for the configured database, until SIGTERM or SIGINT, then finishes
 * the run in hand and exits. With DATABASE_URL, run as many as you like beside web instances started with
 * QUEUE_WORKER=off (docs/deployment.md); on the embedded database the web server runs the tasks itself, and this is
 * for scripts and the crash test only (one process per data folder).
 *
 *   npm run queue:worker
 */
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";
import { taskHandlers } from "@/lib/task-handlers";
import { startTaskWorker, stopTaskWorker } from "@/lib/tasks";

async function main() {
  await getDb();
  await startTaskWorker(taskHandlers);
  console.log(`[tasks] worker running (${isEmbeddedDb() ? "embedded PGlite" : "PostgreSQL"})`);
  const alive = setInterval(() => {}, 1 << 30);
  const stop = async () => {
    clearInterval(alive);
    await stopTaskWorker();
    await closeDb();
    console.log("[tasks] worker stopped");
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((err: unknown) => {
  console.error("[tasks] the worker failed:", err);
  process.exitCode = 1;
});
