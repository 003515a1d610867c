// `npm run bench:http`: throughput and latency of the public site under load, with autocannon (10 connections,
// 20 s per URL) against a production server started with `node server.mjs` (`npm start`), printing requests/s and
// p95 per URL.
//
//   SKIP_BUILD=1      use the existing build instead of running `npm run build` first
//   NEXT_DIST_DIR     the build folder (default .next)
//   PERF_DATA_DIR     the app's data folder, emptied first (default .data/bench)
//   PERF_PORT         port of the server it starts (default 3191)
//   BENCH_SECONDS     seconds per URL (default 20); BENCH_CONNECTIONS (default 10)
//
// URLs, all from one build in one run: a prerendered page (the 404 page, written at build time: the ceiling for an
// HTML page of this app on this machine), the cached public pages (`/`, a listing, a profile, the journal and a
// post, each served from the full-route cache), and the talents API at its largest page. Goals (issue 15): every
// cached page at least 0.6x the prerendered page's requests per second with p95 under 150 ms. p95 is computed
// exactly from every response time (autocannon itself reports p90 and p97.5).
//
// Each URL gets its 20 s in BENCH_ROUNDS (default 2) slices, interleaved with the other URLs, so that load from other
// processes on the machine falls on every URL alike and the ratios stay fair.
import path from "node:path";
import autocannon from "autocannon";
import { percentile, samplePaths, startApp } from "./perf-pages.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

/** One slice of load on a URL; response times are added to `times`. An answer other than `status` is an error. */
async function slice(url, status, duration, times) {
  const instance = autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip, br" } });
  let unexpected = 0;
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode !== status) unexpected++;
  });
  const result = await instance;
  return { requests: result.requests.total, errors: result.errors + result.timeouts + unexpected };
}

function summarize(times, requests, errors, seconds) {
  times.sort((a, b) => a - b);
  return {
    "req/s": Math.round(requests / seconds),
    "p50 ms": Number(percentile(times, 50).toFixed(1)),
    "p95 ms": Number(percentile(times, 95).toFixed(1)),
    "p99 ms": Number(percentile(times, 99).toFixed(1)),
    requests,
    errors,
  };
}

const PRERENDERED = "prerendered 404 page";

async function main() {
  const port = Number(process.env.PERF_PORT ?? 3191);
  const app = await startApp({ port, dataDir: path.resolve(process.env.PERF_DATA_DIR ?? ".data/bench") });
  try {
    const { talentId, slug } = await samplePaths(app.base);
    const urls = {
      [PRERENDERED]: { path: "/no-such-page", status: 404 },
      "home /": { path: "/", status: 200 },
      "listing /female-models": { path: "/female-models", status: 200 },
      [`profile /talent/${talentId}`]: { path: `/talent/${talentId}`, status: 200 },
      "journal /blog": { path: "/blog", status: 200 },
      [`post /blog/${slug}`]: { path: `/blog/${slug}`, status: 200 },
      "API /api/v1/talents?category=female&limit=100": { path: "/api/v1/talents?category=female&limit=100", status: 200 },
    };
    // Warm up: compile paths, fill the full-route and data caches, open the database; note each answer's size.
    const sizes = {};
    for (const [name, { path: p }] of Object.entries(urls)) {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(app.base + p);
        const body = await res.arrayBuffer();
        sizes[name] = { bytes: body.byteLength, cache: res.headers.get("x-nextjs-cache") ?? "-" };
      }
    }

    const acc = Object.fromEntries(Object.keys(urls).map((name) => [name, { times: [], requests: 0, errors: 0 }]));
    const sliceSeconds = seconds / rounds;
    for (let round = 1; round <= rounds; round++) {
      for (const [name, { path: p, status }] of Object.entries(urls)) {
        console.log(`round ${round}/${rounds}: ${name} (${connections} connections x ${sliceSeconds} s)`);
        const r = await slice(app.base + p, status, sliceSeconds, acc[name].times);
        acc[name].requests += r.requests;
        acc[name].errors += r.errors;
      }
    }
    const ceiling = acc[PRERENDERED].requests;
    const rows = Object.fromEntries(
      Object.entries(acc).map(([name, a]) => [
        name,
        {
          ...summarize(a.times, a.requests, a.errors, seconds),
          "vs prerendered": Number((a.requests / ceiling).toFixed(2)),
          "KB (raw)": Number((sizes[name].bytes / 1000).toFixed(1)),
          cache: sizes[name].cache,
        },
      ]),
    );
    console.log(`\nautocannon, ${connections} connections x ${seconds} s per URL (${rounds} interleaved slices), one build:`);
    console.table(rows);

    const checks = Object.entries(rows)
      .filter(([name]) => name !== PRERENDERED && !name.startsWith("API"))
      .map(([name, r]) => [
        `${name}: ${r["vs prerendered"]}x the prerendered page (target 0.6x+), p95 ${r["p95 ms"]} ms (target < 150), ${r.errors} errors`,
        r["vs prerendered"] >= 0.6 && r["p95 ms"] < 150 && r.errors === 0,
      ]);
    for (const [line, ok] of checks) console.log(`${ok ? "meets " : "BELOW "} ${line}`);
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
