// `npm run perf:pages`: Lighthouse (mobile preset, simulated slow 4G, CPU slowdown 2x) on the public pages of a
// production build, each measured against an empty Next.js page built and served by this script on the same machine.
// The runs are interleaved (run 1 of every page, then run 2...), so background load falls on every page alike; on a
// shared machine only the comparison with the empty page holds, not the absolute figures.
//
//   SKIP_BUILD=1      use the existing build instead of running `npm run build` first (the empty app is always built)
//   NEXT_DIST_DIR     the build folder (default .next)
//   PERF_DATA_DIR     the app's data folder, emptied first (default .data/perf)
//   PERF_PORT         port of the app (default 3190); the empty app gets the next one
//   PERF_DATABASE_URL a PostgreSQL database to serve from instead of the embedded one (dropped and made again: its
//                     name must start with "perf"), as production runs
//   PERF_RUNS         Lighthouse runs per page (default 5)
//   PERF_PAGES        comma-separated paths instead of the five pages (`/`, a listing, a profile, `/blog`, a post)
//   CHROME_PATH       Chromium (default /usr/bin/chromium)
//
// The app runs with `node server.mjs` (`npm start`) on a fresh embedded database seeded with the demo content and
// enough generated talent for a listing of PERF_LISTING_TALENTS cards (default 46; scripts/perf-roster.ts), in
// .data/perf. The empty page is a Next.js App Router app with one page and its root layout, made in a temporary folder
// from the installed next, react and react-dom (nothing is downloaded) and served by `next start`. Each page, and
// each optimized image it references, is requested once before measuring, so pages are measured as visitors get them
// (from the full-route cache and the image optimizer's cache).
//
// Per page it prints the medians of the runs and, from the page's HTML, its size, the gzipped size of the stylesheets
// it links (all render-blocking) and the fonts the runs downloaded; then the goals of issue 15 it misses.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** The goals: each page against the empty page of the same run. */
export const GOALS = {
  scoreBelowEmpty: 3,
  fcpMs: 1200,
  lcpMs: 1800,
  cls: 0,
  cssGzipBytes: 10 * 1024,
  fontBytes: 40 * 1024,
  categories: 100,
};

/** The p-th percentile (0-100) of ascending numbers, by the nearest-rank method. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Spawns a server in its own process group; resolves once `healthPath` answers 200. */
async function startServer({ command, args, cwd, env, base, healthPath, name }) {
  const server = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const stop = (signal = "SIGTERM") => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    try {
      const res = await fetch(base + healthPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      stop();
      throw new Error(`${name} did not answer in 3 minutes:\n${log}`);
    }
    await sleep(500);
  }
  return { base, pid: server.pid, stop, exited: () => server.exitCode !== null || server.signalCode !== null, log: () => log };
}

/** Drops and makes again the throwaway PostgreSQL database of `url` (a name starting with "perf", so never a real one). */
async function recreateDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^perf\w*$/.test(name)) throw new Error(`PERF_DATABASE_URL must name a throwaway database starting with "perf", not "${name}".`);
  const { default: postgres } = await import("postgres");
  target.pathname = "/postgres";
  const admin = postgres(target.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Builds (unless SKIP_BUILD=1), then starts `node server.mjs` (npm start) on a fresh data folder; `fresh: false`
 * starts it again on the folder as it was left (a restart), `roster: false` without the generated talent, `env` adds
 * variables. `stop(signal)` ends it (SIGTERM by default; the crash script sends SIGKILL).
 */
export async function startApp({ port, dataDir, build = process.env.SKIP_BUILD !== "1", fresh = true, roster = true, env: extra = {} }) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: "true",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "perf-secret-perf-secret-perf-secret-00",
    APP_URL: base,
    ...extra,
  };
  delete env.DATABASE_URL;
  const databaseUrl = process.env.PERF_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.RESEND_API_KEY;
  delete env.UPLOADTHING_TOKEN;
  delete env.REDIS_URL;
  if (build) {
    console.log(`Building into ${distDir}...`);
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
    if (result.status !== 0) throw new Error("The build failed.");
  }
  if (fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    // Pages and data cached by an earlier server of this build came from another database: start without them.
    for (const cache of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(distDir, cache), { recursive: true, force: true });
    if (databaseUrl) await recreateDatabase(databaseUrl);
  }
  if (roster) {
    // The demo content plus generated talent, so the listing measured has PERF_LISTING_TALENTS cards (default 46).
    const made = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/perf-roster.ts"], { stdio: "inherit", env });
    if (made.status !== 0) throw new Error("Preparing the data folder failed.");
  }
  return startServer({
    command: process.execPath,
    args: ["server.mjs", "-p", String(port), "-H", "127.0.0.1"],
    env,
    base,
    healthPath: "/api/v1/health",
    name: "The app",
  });
}

/**
 * An empty Next.js App Router app (a root layout and a page with one heading and a line of text), built and served
 * from a temporary folder with the project's own next, react and react-dom (node_modules is linked, nothing is
 * installed). `turbopack.root` is `/` because the linked packages live outside the temporary folder.
 */
export async function startEmptyApp({ port }) {
  const dir = mkdtempSync(path.join(tmpdir(), "perf-empty-next-"));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "perf-empty-next", private: true }));
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: "/" } };\n`);
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Empty", description: "An empty Next.js page." };\n` +
      `export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {\n  return (<main><h1>Empty page</h1><p>Next.js with nothing on it.</p></main>);\n}\n`,
  );
  const next = path.resolve("node_modules/next/dist/bin/next");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  console.log(`Building the empty Next.js page in ${dir}...`);
  const result = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`The empty app's build failed:\n${result.stdout}\n${result.stderr}`);
  const server = await startServer({
    command: process.execPath,
    args: [next, "start", "-p", String(port), "-H", "127.0.0.1"],
    cwd: dir,
    env,
    base: `http://127.0.0.1:${port}`,
    healthPath: "/",
    name: "The empty app",
  });
  return {
    ...server,
    stop: () => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A public profile id and a post slug from the app's own API, so the pages measured exist. */
export async function samplePaths(base) {
  const talents = await (await fetch(`${base}/api/v1/talents?category=female&limit=1`)).json();
  const posts = await (await fetch(`${base}/api/v1/blog-posts?limit=1`)).json();
  const talentId = talents.data.data[0]?.id;
  const slug = posts.data.data[0]?.slug;
  if (!talentId || !slug) throw new Error("The seeded database has no talent or post to measure.");
  return { talentId, slug };
}

/** Requests a page, then every optimized image its HTML references; answers the HTML. */
async function warm(base, page) {
  const html = await (await fetch(base + page)).text();
  const urls = new Set();
  for (const [, srcset] of html.matchAll(/(?:srcSet|imageSrcSet|srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of srcset.replaceAll("&amp;", "&").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url.startsWith("/_next/image")) urls.add(url);
    }
  }
  await Promise.all([...urls].map((url) => fetch(base + url, { headers: { accept: "image/avif,image/webp,*/*" } }).then((r) => r.arrayBuffer())));
  return html;
}

/** What a page's HTML makes the browser wait for: its size and the gzipped size of the stylesheets it links. */
async function htmlFacts(base, html) {
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  let cssGzip = 0;
  for (const href of new Set(sheets)) {
    const css = Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer());
    cssGzip += gzipSync(css, { level: 9 }).length;
  }
  return { htmlBytes: Buffer.byteLength(html), cssGzip, sheets: sheets.length };
}

export const median = (values) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function lighthouse(url, outFile) {
  const args = [
    "lighthouse",
    url,
    "--output=json",
    `--output-path=${outFile}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--form-factor=mobile",
    "--throttling-method=simulate",
    "--throttling.cpuSlowdownMultiplier=2",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    "--quiet",
  ];
  const result = spawnSync("npx", args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(outFile, "utf8"));
  const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key) => report.audits[key]?.numericValue ?? NaN;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fontBytes: requests.filter((r) => r.resourceType === "Font").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

async function main() {
  const port = Number(process.env.PERF_PORT ?? 3190);
  const runs = Number(process.env.PERF_RUNS ?? 5);
  const app = await startApp({ port, dataDir: path.resolve(process.env.PERF_DATA_DIR ?? ".data/perf") });
  let empty;
  const outDir = mkdtempSync(path.join(tmpdir(), "perf-pages-"));
  try {
    empty = await startEmptyApp({ port: port + 1 });
    const { talentId, slug } = await samplePaths(app.base);
    const paths = process.env.PERF_PAGES?.split(",") ?? ["/", "/female-models", `/talent/${talentId}`, "/blog", `/blog/${slug}`];
    const pages = [{ name: "empty Next.js page", base: empty.base, path: "/" }, ...paths.map((p) => ({ name: p, base: app.base, path: p }))];
    // Fill the full-route cache and the image optimizer's cache first, so pages and photos are measured as visitors
    // get them once the site has served them once (a cold optimizer resizes each photo on its first request).
    const facts = new Map();
    for (const page of pages) {
      await warm(page.base, page.path);
      facts.set(page.name, await htmlFacts(page.base, await warm(page.base, page.path)));
    }

    const results = new Map(pages.map((p) => [p.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const [i, page] of pages.entries()) {
        results.get(page.name).push(lighthouse(page.base + page.path, path.join(outDir, `${run}-${i}.json`)));
      }
      console.log(`run ${run + 1}/${runs} done`);
    }

    const rows = pages.map((page) => {
      const r = results.get(page.name);
      const f = facts.get(page.name);
      return {
        page: page.name,
        perf: median(r.map((x) => x.performance)),
        "FCP ms": Math.round(median(r.map((x) => x.fcp))),
        "LCP ms": Math.round(median(r.map((x) => x.lcp))),
        "TBT ms": Math.round(median(r.map((x) => x.tbt))),
        CLS: Number(Math.max(...r.map((x) => x.cls)).toFixed(3)),
        a11y: Math.min(...r.map((x) => x.accessibility)),
        BP: Math.min(...r.map((x) => x["best-practices"])),
        SEO: Math.min(...r.map((x) => x.seo)),
        "HTML KB": Number((f.htmlBytes / 1000).toFixed(1)),
        "CSS gz KB": Number((f.cssGzip / 1024).toFixed(1)),
        "fonts KB": Number((median(r.map((x) => x.fontBytes)) / 1024).toFixed(1)),
        failing: [...new Set(r.flatMap((x) => x.failing))].join(" ") || "-",
      };
    });
    const emptyRow = rows[0];
    for (const row of rows) row["vs empty"] = row.perf - emptyRow.perf;
    console.log(`\nLighthouse ${runs} interleaved runs per page, mobile, simulated slow 4G, CPU slowdown 2x (medians; CLS the worst run):`);
    console.table(rows);

    const misses = rows.slice(1).flatMap((r) => [
      ...(r.perf < emptyRow.perf - GOALS.scoreBelowEmpty ? [`${r.page}: performance ${r.perf}, more than ${GOALS.scoreBelowEmpty} below the empty page's ${emptyRow.perf}`] : []),
      ...(r["FCP ms"] > GOALS.fcpMs ? [`${r.page}: FCP ${r["FCP ms"]} ms > ${GOALS.fcpMs}`] : []),
      ...(r["LCP ms"] > GOALS.lcpMs ? [`${r.page}: LCP ${r["LCP ms"]} ms > ${GOALS.lcpMs}`] : []),
      ...(r.CLS > GOALS.cls ? [`${r.page}: CLS ${r.CLS} > ${GOALS.cls}`] : []),
      ...(r["CSS gz KB"] * 1024 > GOALS.cssGzipBytes ? [`${r.page}: render-blocking CSS ${r["CSS gz KB"]} KB gzipped > 10`] : []),
      ...(r["fonts KB"] * 1024 > GOALS.fontBytes ? [`${r.page}: fonts ${r["fonts KB"]} KB > 40`] : []),
      ...["a11y", "BP", "SEO"].filter((k) => r[k] < GOALS.categories).map((k) => `${r.page}: ${k} ${r[k]} < 100`),
    ]);
    console.log(misses.length ? `Goals missed:\n  ${misses.join("\n  ")}` : "Every page meets the goals.");
  } finally {
    app.stop();
    empty?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
