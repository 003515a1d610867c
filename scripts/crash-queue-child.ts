/**
 * The first process of `npm run test:crash-queue` (scripts/crash-queue.mjs): schedules a mail job due in
 * CRASH_JOB_DELAY_MS, starts the queue's worker as a running instance would, says SCHEDULED, and waits to be killed
 * before the job is due.
 */
import { getDb } from "@/db/client";
import { scheduleJob, startQueueWorker } from "@/lib/queue";

async function main() {
  const to = process.env.CRASH_MAIL_TO ?? "crash-queue@example.test";
  const delay = Number(process.env.CRASH_JOB_DELAY_MS ?? 4000);
  await getDb();
  const mail = { to, subject: "Reminder", html: "<p>Reminder</p>", text: "Reminder", template: "crash-queue" };
  const id = await scheduleJob("mail-later", { key: to, mail }, { runAt: new Date(Date.now() + delay), singletonKey: to });
  await startQueueWorker();
  console.log(`SCHEDULED ${id}`);
  setInterval(() => {}, 1 << 30);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
