// `npm run test:crash`: a booking's mails survive a crash, and a client's retry never books twice (issue 25).
//
// Starts the production server (`node server.mjs`, as `npm start`) on a fresh embedded database in .data/crash, fires
// booking requests at it from many concurrent clients (each request with its own Idempotency-Key and client address),
// `kill -9`s the server in the middle of the burst, starts it again on the same data, retries every request that got
// no answer with its same key and body (as a client would), waits for the outbox to drain, stops the server, and then
// checks the database itself: every committed booking has its agency mail and its client receipt exactly once, no mail
// is left queued, and no key made two bookings. Prints the figures; exits 1 when a check fails.
//
//   SKIP_BUILD=1        use the existing build instead of running `npm run build` first
//   NEXT_DIST_DIR       the build folder (default .next)
//   CRASH_PORT          port (default 3102); CRASH_DATA_DIR data folder (default .data/crash, emptied first)
//   CRASH_CLIENTS       concurrent clients (default 24); CRASH_AFTER_MS burst time before the kill (default 2500)
//   CRASH_MAIL_MS       how long the embedded mail driver takes per mail, as a provider would (default 300)
//   CRASH_DATABASE_URL  run on this PostgreSQL database instead of the embedded one: a throwaway database whose name
//                       starts with "perf" (dropped, made again and seeded with the demo content first)
import { randomUUID } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { sleep, startApp } from "./perf-pages.mjs";

const port = Number(process.env.CRASH_PORT ?? 3102);
const dataDir = path.resolve(process.env.CRASH_DATA_DIR ?? ".data/crash");
const clients = Number(process.env.CRASH_CLIENTS ?? 24);
const burstMs = Number(process.env.CRASH_AFTER_MS ?? 2500);
const databaseUrl = process.env.CRASH_DATABASE_URL;
// startApp serves PERF_DATABASE_URL (recreated on a fresh start) instead of the embedded database.
if (databaseUrl) process.env.PERF_DATABASE_URL = databaseUrl;
const AGENCY_INBOX = "bookings@example.com";
// Each request from its own address (X-Forwarded-For, trusted one hop), so the per-address limit stays out of the way.
// The embedded mail driver takes as long as a provider would (CRASH_MAIL_MS, default 300), so the kill can land where
// it matters: after a booking committed and before its mails were sent.
const env = { TRUSTED_PROXY_HOPS: "1", E2E_OUTBOX: "1", AGENCY_INBOX, MAIL_LOG_DELAY_MS: process.env.CRASH_MAIL_MS ?? "300" };

let sequence = 0;

/** One booking request as a client makes it: a key and a body it will send again, unchanged, on a retry. */
function newRequest(talentIds) {
  const n = ++sequence;
  return {
    n,
    key: randomUUID(),
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: {
      talent_profile_id: talentIds[n % talentIds.length],
      client_name: `Crash Client ${n}`,
      client_email: `crash-${n}@client.test`,
      client_phone: "+12125550100",
      company_name: null,
      project_type: "campaign",
      project_description: `Crash test request ${n}.`,
      project_date: null,
      project_duration: null,
      location: "TBD",
      budget_min: 10000,
      budget_max: 25000,
    },
  };
}

/** Sends a request; answers its status and body, or null when the connection broke (no answer). */
async function send(base, request) {
  try {
    const res = await fetch(`${base}/api/v1/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": request.key, "x-forwarded-for": request.address },
      body: JSON.stringify(request.body),
    });
    return { status: res.status, body: await res.json().catch(() => null), replayed: res.headers.get("idempotent-replayed") === "true" };
  } catch {
    return null;
  }
}

async function activeTalentIds(base) {
  const json = await (await fetch(`${base}/api/v1/talents?category=female&limit=8`)).json();
  const ids = json.data.data.map((t) => t.id);
  if (!ids.length) throw new Error("The seeded database has no talent to book.");
  return ids;
}

/** The agency inbox through the e2e outbox route: how many of its mails are still queued. */
async function queuedAgencyMails(base) {
  const json = await (await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(AGENCY_INBOX)}`)).json();
  return json.data.filter((m) => m.status === "queued").length;
}

/** The database the server used, to read: `query(text, params)` answers `{ rows }` on both. */
async function openDatabase() {
  if (!databaseUrl) return PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return { query: async (text, params = []) => ({ rows: await sql.unsafe(text, params) }), close: () => sql.end() };
}

async function main() {
  console.log(`Starting the server on a fresh database ${databaseUrl ? `(PostgreSQL ${new URL(databaseUrl).pathname.slice(1)})` : `in ${dataDir}`}...`);
  // PostgreSQL is seeded only on request: the perf roster script seeds the demo content (and adds talents) first.
  let app = await startApp({ port, dataDir, roster: Boolean(databaseUrl), env });
  const talentIds = await activeTalentIds(app.base);

  // The burst: each client sends requests one after another until the server dies under it.
  const requests = [];
  let killed = false;
  const client = async () => {
    while (!killed) {
      const request = newRequest(talentIds);
      requests.push(request);
      request.first = await send(app.base, request);
      if (!request.first) return;
    }
  };
  const burst = Promise.all(Array.from({ length: clients }, client));
  await sleep(burstMs);
  killed = true;
  app.stop("SIGKILL");
  const killedAt = new Date();
  await burst;
  const answered = requests.filter((r) => r.first);
  const unanswered = requests.filter((r) => !r.first);
  console.log(`kill -9 after ${burstMs} ms: ${requests.length} requests sent, ${answered.length} answered, ${unanswered.length} in flight`);

  console.log("Starting the server again on the same data...");
  app = await startApp({ port, dataDir, build: false, fresh: false, roster: false, env });
  const restartedAt = new Date();
  try {
    // The clients retry what got no answer, with the same key and body, until it is answered (or stays "in progress"
    // past the key's lease, which a retry then takes over).
    await Promise.all(
      unanswered.map(async (request) => {
        for (let i = 0; i < 12; i++) {
          request.retry = await send(app.base, request);
          if (request.retry && request.retry.status !== 409) return;
          if (request.retry?.body?.message?.includes("answer was lost")) return;
          await sleep(2_000);
        }
      }),
    );
    // The delivery loop sends what the dead server left queued (after the dead worker's lease has passed).
    const deadline = Date.now() + 120_000;
    while ((await queuedAgencyMails(app.base)) > 0 && Date.now() < deadline) await sleep(2_000);
    await sleep(6_000);
  } finally {
    app.stop("SIGTERM");
  }
  while (!app.exited()) await sleep(200);

  // The database itself, opened once the server is gone (one process per embedded data folder).
  const db = await openDatabase();
  const { rows: made } = await db.query(
    `select b.id, b.client_email, b.reference, b.created_at < $1 as before_kill,
       (select count(*)::int from email_outbox m where m.template = 'booking-agency' and m.text like '%Booking: #' || b.id || E'\\n%') as agency,
       (select count(*)::int from email_outbox m where m.template = 'booking-client' and m.to = b.client_email) as receipts,
       exists (select 1 from email_outbox m where m.template = 'booking-client' and m.to = b.client_email and m.sent_at > $1) as mailed_late
     from bookings b where b.client_email like 'crash-%'`,
    [restartedAt],
  );
  const { rows: outbox } = await db.query(
    `select status, count(*)::int as n, count(*) filter (where sent_at > $1)::int as after_restart, max(attempts)::int as most_tries
     from email_outbox where template in ('booking-agency', 'booking-client') group by status order by status`,
    [restartedAt],
  );
  const { rows: keys } = await db.query(`select count(*)::int as n from idempotency_keys where response_status is null`);
  await db.close();

  const byEmail = new Map();
  for (const b of made) byEmail.set(b.client_email, (byEmail.get(b.client_email) ?? 0) + 1);
  const twice = [...byEmail.values()].filter((n) => n > 1).length;
  const retried = unanswered.filter((r) => r.retry);
  const retryAnswers = {};
  for (const r of retried) {
    const label = `${r.retry.status}${r.retry.replayed ? " (replayed)" : ""}`;
    retryAnswers[label] = (retryAnswers[label] ?? 0) + 1;
  }
  const answeredCreated = answered.filter((r) => r.first.status === 201).length;
  const late = new Set(made.filter((b) => b.before_kill && b.mailed_late).map((b) => b.client_email));
  const beforeKill = new Set(made.filter((b) => b.before_kill).map((b) => b.client_email));
  const inFlightCommitted = unanswered.filter((r) => beforeKill.has(r.body.client_email)).length;
  const figures = {
    "requests sent before the kill": requests.length,
    "answered 201 before the kill": answeredCreated,
    "bookings committed before the kill, mails sent only after the restart": late.size,
    "answered otherwise before the kill": answered.length - answeredCreated,
    "in flight at the kill (no answer)": unanswered.length,
    "  of which had committed before the kill": inFlightCommitted,
    "  of which the retry booked": unanswered.filter((r) => r.retry?.status === 201 && !r.retry.replayed).length,
    "bookings committed": made.length,
    "bookings with exactly one agency mail": made.filter((b) => b.agency === 1).length,
    "bookings with exactly one receipt": made.filter((b) => b.receipts === 1).length,
    "bookings missing a mail": made.filter((b) => b.agency === 0 || b.receipts === 0).length,
    "bookings with a mail twice": made.filter((b) => b.agency > 1 || b.receipts > 1).length,
    "clients (keys) with two bookings": twice,
    "keys left without an answer": keys[0].n,
  };
  console.log(`\nkilled at ${killedAt.toISOString()}, restarted at ${restartedAt.toISOString()}`);
  console.table(figures);
  console.log("answers to the retries after the restart:", retryAnswers);
  console.log("booking mails in the outbox by status (sent after the restart, most tries):");
  console.table(Object.fromEntries(outbox.map((r) => [r.status, { rows: r.n, "sent after restart": r.after_restart, "most tries": r.most_tries }])));

  const queued = outbox.find((r) => r.status === "queued")?.n ?? 0;
  const checks = [
    ["every committed booking has its agency mail exactly once", made.every((b) => b.agency === 1)],
    ["every committed booking has its receipt exactly once", made.every((b) => b.receipts === 1)],
    ["no booking mail is left queued", queued === 0],
    ["no client got two bookings from one key", twice === 0],
    ["every answered 201 is a committed booking", answered.filter((r) => r.first.status === 201).every((r) => byEmail.has(r.body.client_email))],
    ["the kill landed mid-burst (some requests had no answer)", unanswered.length > 0],
  ];
  for (const [line, ok] of checks) console.log(`${ok ? "ok  " : "FAIL"} ${line}`);
  if (checks.some(([, ok]) => !ok)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
