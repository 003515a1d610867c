// `npm run test:crash-queue`: a background task queued by a process that is killed before the task is due runs
// exactly once after a new worker starts (issue 28, item 12; the engine of issue 37, lib/tasks). No build needed: the
// processes are plain Node (tsx) workers.
//
// 1. A first process queues a "mail-later" task due in CRASH_JOB_DELAY_MS, starts its worker, and is `kill -9`ed
//    as soon as it says so (before the task is due).
// 2. A stand-alone worker (`scripts/queue-worker.ts`) is started on the same database; on PostgreSQL two of them at
//    once. They run until the task has been due for a while, then are stopped, and started and stopped once more (a
//    restart must not repeat a finished task).
// 3. The database itself is read: exactly one mail to the task's address in the outbox, and it was sent. Exits 1
//    otherwise.
//
//   CRASH_DATABASE_URL   run on this PostgreSQL database (emptied first); default: embedded PGlite
//   CRASH_DATA_DIR       the embedded database's folder (default .data/crash-queue, emptied first)
//   CRASH_JOB_DELAY_MS   how long after scheduling the task is due (default 4000)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";

const databaseUrl = process.env.CRASH_DATABASE_URL;
const dataDir = path.resolve(process.env.CRASH_DATA_DIR ?? ".data/crash-queue");
const delay = Number(process.env.CRASH_JOB_DELAY_MS ?? 4000);
const to = `crash-queue-${Date.now()}@example.test`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, SEED_ON_EMPTY: "false", CRASH_MAIL_TO: to, CRASH_JOB_DELAY_MS: String(delay) };
delete env.DATABASE_URL;
delete env.RESEND_API_KEY;
if (databaseUrl) env.DATABASE_URL = databaseUrl;

/** Starts a tsx process; resolves once its output contains `ready`. */
function start(script, ready) {
  const child = spawn("npx", ["tsx", "--conditions=react-server", script], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const whenReady = new Promise((resolve, reject) => {
    let out = "";
    const read = (chunk) => {
      out += chunk;
      process.stdout.write(`  [${path.basename(script)}] ${chunk}`);
      if (out.includes(ready)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`${script} exited (${code}) before "${ready}"`)));
  });
  return { child, whenReady };
}

/** Kills a process group: -9 for the crash, TERM for a worker's orderly stop. */
async function stop(child, signal) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, signal);
  await Promise.race([exited, sleep(15_000)]);
}

async function mailsTo(address) {
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const rows = await sql`select status from email_outbox where "to" = ${address}`;
    await sql.end();
    return rows;
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  const { rows } = await db.query(`select status from email_outbox where "to" = $1`, [address]);
  await db.close();
  return rows;
}

async function main() {
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe("drop schema if exists public cascade; drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; create schema public;");
    await sql.end();
  } else rmSync(dataDir, { recursive: true, force: true });

  console.log(`Queuing a task due in ${delay} ms, then kill -9 (${databaseUrl ? "PostgreSQL" : "embedded PGlite"})...`);
  const first = start("scripts/crash-queue-child.ts", "SCHEDULED");
  await first.whenReady;
  await stop(first.child, "SIGKILL");
  const killedAt = Date.now();
  console.log("Killed before the task was due.");

  for (const round of [1, 2]) {
    const workers = Array.from({ length: databaseUrl ? 2 : 1 }, () => start("scripts/queue-worker.ts", "worker running"));
    await Promise.all(workers.map((w) => w.whenReady));
    await sleep(Math.max(0, killedAt + delay - Date.now()) + 8_000);
    for (const w of workers) await stop(w.child, "SIGTERM");
    console.log(`Round ${round}: ${workers.length} worker(s) ran and stopped.`);
  }

  const mails = await mailsTo(to);
  console.log(`Mails to ${to}: ${mails.length} (${mails.map((m) => m.status).join(", ")})`);
  if (mails.length !== 1 || mails[0].status !== "sent") {
    console.error("FAIL: the task did not write exactly one mail, sent.");
    process.exitCode = 1;
  } else console.log("OK: the task ran exactly once and its mail was sent.");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
