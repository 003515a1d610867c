// `npm run bench:http`: throughput and latency of the public site under load, with autocannon (10 connections,
// 20 s per URL) against a production server, printing requests/s and p95 per URL.
//
//   SKIP_BUILD=1      use the existing build instead of running `npm run build` first
//   NEXT_DIST_DIR     the build folder (default .next)
//   PERF_PORT         port of the server it starts (default 3191)
//   BENCH_SECONDS     seconds per URL (default 20); BENCH_CONNECTIONS (default 10)
//
// URLs: the cached listing and profile pages, the talents API at its largest page, and GET /api/v1/ping, a handler
// that does nothing, as the ceiling of this framework on this machine. p95 is computed exactly from every response
// time (autocannon itself reports p90 and p97.5; the p97.5 of all samples is printed beside it).
//
// Each URL gets its 20 s in BENCH_ROUNDS (default 2) slices, interleaved with the other URLs, so that load from other
// processes on the machine falls on every URL alike and the ratios stay fair.
import path from "node:path";
import autocannon from "autocannon";
import { samplePaths, startApp } from "./perf-pages.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** One slice of load on a URL; response times are added to `times`. */
async function slice(url, duration, times) {
  const instance = autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip, br" } });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { requests: result.requests.total, errors: result.errors + result.timeouts + (result.non2xx ?? 0) };
}

function summarize(times, requests, errors, seconds) {
  times.sort((a, b) => a - b);
  return {
    "req/s": Math.round(requests / seconds),
    "p50 ms": Number(percentile(times, 50).toFixed(1)),
    "p95 ms": Number(percentile(times, 95).toFixed(1)),
    "p97.5 ms": Number(percentile(times, 97.5).toFixed(1)),
    "p99 ms": Number(percentile(times, 99).toFixed(1)),
    requests,
    errors,
  };
}

async function main() {
  const port = Number(process.env.PERF_PORT ?? 3191);
  const app = await startApp({ port, dataDir: path.resolve(".data/bench") });
  try {
    const { talentId } = await samplePaths(app.base);
    const urls = {
      "trivial handler /api/v1/ping": "/api/v1/ping",
      "listing /female-models": "/female-models",
      [`profile /talent/${talentId}`]: `/talent/${talentId}`,
      "API /api/v1/talents?category=female&limit=100": "/api/v1/talents?category=female&limit=100",
    };
    // Warm up: compile paths, fill the full-route and data caches, open the database.
    for (const url of Object.values(urls)) for (let i = 0; i < 20; i++) await fetch(app.base + url).then((r) => r.arrayBuffer());

    const acc = Object.fromEntries(Object.keys(urls).map((name) => [name, { times: [], requests: 0, errors: 0 }]));
    const sliceSeconds = seconds / rounds;
    for (let round = 1; round <= rounds; round++) {
      for (const [name, url] of Object.entries(urls)) {
        console.log(`round ${round}/${rounds}: ${name} (${connections} connections x ${sliceSeconds} s)`);
        const r = await slice(app.base + url, sliceSeconds, acc[name].times);
        acc[name].requests += r.requests;
        acc[name].errors += r.errors;
      }
    }
    const rows = Object.fromEntries(Object.entries(acc).map(([name, a]) => [name, summarize(a.times, a.requests, a.errors, seconds)]));
    console.log(`\nautocannon, ${connections} connections x ${seconds} s per URL (${rounds} interleaved slices):`);
    console.table(rows);

    const ceiling = rows["trivial handler /api/v1/ping"]["req/s"];
    const api = rows["API /api/v1/talents?category=female&limit=100"]["req/s"];
    const checks = [
      ...Object.entries(rows)
        .filter(([name]) => name.startsWith("listing") || name.startsWith("profile"))
        .map(([name, r]) => [`${name}: ${r["req/s"]} req/s (target 500+), p95 ${r["p95 ms"]} ms (target < 150)`, r["req/s"] >= 500 && r["p95 ms"] < 150]),
      [`talents API: ${api} req/s = ${(api / ceiling).toFixed(2)}x the trivial handler (target 0.7x+)`, api >= 0.7 * ceiling],
    ];
    for (const [line, ok] of checks) console.log(`${ok ? "meets " : "BELOW "} ${line}`);
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
