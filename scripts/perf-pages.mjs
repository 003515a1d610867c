// `npm run perf:pages`: Lighthouse (mobile preset, CPU slowdown 2x, median of 3 runs) on the public pages of a
// production build, printing performance / accessibility / best practices / SEO per page.
//
//   SKIP_BUILD=1      use the existing build instead of running `npm run build` first
//   NEXT_DIST_DIR     the build folder (default .next)
//   PERF_PORT         port of the server it starts (default 3190)
//   PERF_RUNS         Lighthouse runs per page (default 3)
//   CHROME_PATH       Chromium (default /usr/bin/chromium)
//
// The server runs on a fresh embedded database (seeded with the demo content) in .data/perf. Each page, and each
// optimized image it references, is requested once before measuring, so pages are measured as visitors get them
// (from the full-route cache and the image optimizer's cache).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Builds (unless SKIP_BUILD=1), then starts `next start` on a fresh data folder; resolves once healthy. */
export async function startApp({ port, dataDir, build = process.env.SKIP_BUILD !== "1" }) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: "true",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "perf-secret-perf-secret-perf-secret-00",
    AUTH_TRUST_HOST: "true",
    APP_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.RESEND_API_KEY;
  delete env.UPLOADTHING_TOKEN;
  if (build) {
    console.log(`Building into ${distDir}...`);
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
    if (result.status !== 0) throw new Error("The build failed.");
  }
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${log}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      stop();
      throw new Error(`The server did not become healthy in 3 minutes:\n${log}`);
    }
    await sleep(500);
  }
  return { base, stop, log: () => log };
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

/** Requests a page, then every optimized image its HTML references (img srcset and image preloads). */
async function warm(base, page) {
  const html = await (await fetch(base + page)).text();
  const urls = new Set();
  for (const [, srcset] of html.matchAll(/(?:srcSet|imageSrcSet)="([^"]+)"/g)) {
    for (const candidate of srcset.replaceAll("&amp;", "&").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url.startsWith("/_next/image")) urls.add(url);
    }
  }
  await Promise.all([...urls].map((url) => fetch(base + url, { headers: { accept: "image/avif,image/webp,*/*" } }).then((r) => r.arrayBuffer())));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function lighthouse(url, outDir, run) {
  const out = path.join(outDir, `run-${run}.json`);
  const args = [
    "lighthouse",
    url,
    "--output=json",
    `--output-path=${out}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--throttling.cpuSlowdownMultiplier=2",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    "--quiet",
  ];
  const result = spawnSync("npx", args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key) => report.audits[key]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

async function main() {
  const port = Number(process.env.PERF_PORT ?? 3190);
  const runs = Number(process.env.PERF_RUNS ?? 3);
  const app = await startApp({ port, dataDir: path.resolve(".data/perf") });
  const outDir = mkdtempSync(path.join(tmpdir(), "perf-pages-"));
  try {
    const { talentId, slug } = await samplePaths(app.base);
    const pages = ["/", "/female-models", `/talent/${talentId}`, "/blog", `/blog/${slug}`];
    // Fill the full-route cache and the image optimizer's cache first, so pages and photos are measured as visitors
    // get them once the site has served them once (a cold optimizer resizes each photo on its first request).
    for (const page of pages) await warm(app.base, page);

    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(lighthouse(app.base + page, outDir, `${rows.length}-${run}`));
      // The median run by performance score; its other figures are reported with it.
      const byPerf = [...results].sort((a, b) => a.performance - b.performance);
      const mid = byPerf[Math.floor(byPerf.length / 2)];
      rows.push({
        page,
        performance: mid.performance,
        accessibility: median(results.map((r) => r.accessibility)),
        "best-practices": median(results.map((r) => r["best-practices"])),
        seo: median(results.map((r) => r.seo)),
        "LCP ms": Math.round(mid.lcp),
        "TBT ms": Math.round(mid.tbt),
        CLS: Number(mid.cls.toFixed(3)),
        failing: [...new Set(results.flatMap((r) => r.failing))].join(" ") || "-",
      });
      console.log(`measured ${page}`);
    }
    console.log(`\nLighthouse ${runs} runs per page, mobile preset, CPU slowdown 2x (median):`);
    console.table(rows);
    const misses = rows.flatMap((r) =>
      Object.entries(TARGETS)
        .filter(([key, target]) => r[key] < target)
        .map(([key, target]) => `${r.page}: ${key} ${r[key]} < ${target}`),
    );
    console.log(misses.length ? `Below target:\n  ${misses.join("\n  ")}` : "All pages meet the targets (95+/100/100/100).");
  } finally {
    app.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
