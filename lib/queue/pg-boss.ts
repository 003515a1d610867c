import "server-only";
import type PgBoss from "pg-boss";
import { DEFAULT_RETRY_LIMIT, RECURRING_KEY, runDefinition, type AnyJobDefinition } from "./define";
import { jobDefinitions } from "./jobs";

/*
 * The queue on PostgreSQL (DATABASE_URL): pg-boss 10 (the last major that runs on Node 20), in its own schema
 * `pgboss`, which it creates and migrates on start. Every queue has the `short` policy: at most one waiting job per
 * singleton key (a job is always sent with one), so several instances sending the same recurring job leave one.
 * Several workers share the queues; pg-boss hands each job to one of them (SKIP LOCKED), and a worker that dies
 * lets its job expire and be retried (handlers are idempotent).
 */

interface Started {
  boss: PgBoss;
  working: boolean;
}

const globalForBoss = globalThis as typeof globalThis & { __agencyPgBoss?: Promise<Started> };

/** How often an idle worker asks for due jobs, in seconds (pg-boss polls). */
const POLL_SECONDS = 2;

async function open(connectionString: string): Promise<Started> {
  const { default: PgBossClass } = await import("pg-boss");
  const boss = new PgBossClass({ connectionString, schema: "pgboss", max: 4, application_name: "agency-queue" });
  boss.on("error", (error) => console.error("[queue] pg-boss", error));
  await boss.start();
  for (const definition of jobDefinitions) {
    await boss.createQueue(definition.name, { name: definition.name, policy: "short", retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT, retryBackoff: true });
  }
  return { boss, working: false };
}

/** pg-boss, started once per process (sending needs it as much as working does). */
function started(connectionString: string): Promise<Started> {
  globalForBoss.__agencyPgBoss ??= open(connectionString);
  globalForBoss.__agencyPgBoss.catch(() => (globalForBoss.__agencyPgBoss = undefined));
  return globalForBoss.__agencyPgBoss;
}

export async function sendPgBoss(connectionString: string, name: string, payload: unknown, runAt: Date, singletonKey: string): Promise<string | null> {
  const { boss } = await started(connectionString);
  return boss.send(name, (payload ?? {}) as object, { startAfter: runAt, singletonKey });
}

async function work(boss: PgBoss, definition: AnyJobDefinition): Promise<void> {
  await boss.work<unknown>(definition.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      try {
        await runDefinition(definition, job.data, { id: job.id, name: job.name });
      } finally {
        if (definition.everyMs) {
          await boss.send(definition.name, {}, { startAfter: new Date(Date.now() + definition.everyMs), singletonKey: RECURRING_KEY });
        }
      }
    }
  });
}

/** Works every queue in this process: what `npm run queue:worker` and, unless turned off, each web instance do. */
export async function startPgBossWorker(connectionString: string): Promise<void> {
  const state = await started(connectionString);
  if (state.working) return;
  state.working = true;
  for (const definition of jobDefinitions) await work(state.boss, definition);
}

export async function stopPgBoss(): Promise<void> {
  const current = globalForBoss.__agencyPgBoss;
  globalForBoss.__agencyPgBoss = undefined;
  if (current) await (await current).boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}
