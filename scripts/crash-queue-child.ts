/**
 * The first process of `npm run test:crash-queue` (scripts/crash-queue.mjs): queues a mail task due in
 * CRASH_JOB_DELAY_MS (in a transaction, as a write would), starts the background tasks' worker as a running instance
 * would, says SCHEDULED, and waits to be killed before the task is due.
 */
import { getDb } from "@/db/client";
import { taskHandlers } from "@/lib/task-handlers";
import { enqueueTask, startTaskWorker } from "@/lib/tasks";

async function main() {
  const to = process.env.CRASH_MAIL_TO ?? "crash-queue@example.test";
  const delay = Number(process.env.CRASH_JOB_DELAY_MS ?? 4000);
  const db = await getDb();
  const mail = { to, subject: "Reminder", html: "<p>Reminder</p>", text: "Reminder", template: "crash-queue" };
  const id = await db.transaction((tx) => enqueueTask(tx, "mail-later", { key: to, mail }, { runAt: new Date(Date.now() + delay), key: to }));
  await startTaskWorker(taskHandlers);
  console.log(`SCHEDULED ${id}`);
  setInterval(() => {}, 1 << 30);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
