// Times the board page (/admin/calendar, issue 28) in Chromium against a running production server holding the bench's
// 200 talents (seed them with `npm run bench:calendar -- --keep`, which prints how to serve them):
//
//   BENCH_URL=http://127.0.0.1:3301 node scripts/bench-calendar-page.mjs
//
// Per run, in a fresh page: navigation to the grid drawn and to the grid interactive (hydrated), then, measured inside
// the page from the click to the frame that shows it: the switch to the month (its columns drawn, then its data
// loaded and drawn), a page of 50 talents further, and back to the week. Medians of RUNS (5).
import { chromium } from "@playwright/test";
import { loadavg } from "node:os";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3301";
const RUNS = Number(process.env.RUNS ?? 5);
const email = process.env.BENCH_EMAIL ?? "bench-calendar@example.test";
const password = process.env.BENCH_PASSWORD ?? "demo-password";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** In the page: clicks the button named `name` and answers the ms to the first frame where `ready()` holds. */
async function timeClick(page, name, ready) {
  return page.evaluate(
    async ({ name, ready }) => {
      const check = new Function(`return (${ready})()`);
      const button = [...document.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent.trim()) === name);
      if (!button) throw new Error(`no button ${name}`);
      const t0 = performance.now();
      button.click();
      let first = null;
      return new Promise((resolve) => {
        const tick = () => {
          const state = check();
          if (state === "drawn" && first === null) first = performance.now() - t0;
          if (state === "done") resolve({ drawn: first ?? performance.now() - t0, done: performance.now() - t0 });
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
    { name, ready: ready.toString() },
  );
}

/** "drawn" when the grid has `days` columns, "done" when its data is in too (no fetch under way, chips drawn). */
const gridWith = (days, minChips) =>
  `() => {
    const heads = document.querySelectorAll("thead th").length - 1;
    if (heads !== ${days}) return "";
    const fetching = document.querySelector(".opacity-70");
    const chips = document.querySelectorAll("tbody a[href*='#line-']").length;
    return !fetching && chips >= ${minChips} ? "done" : "drawn";
  }`;

const now = new Date();
const monthDays = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--disable-gpu"] });
try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const login = await context.request.post("/api/v1/admin/login", { data: { email, password } });
  if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}: ${await login.text()}`);
  const results = { grid: [], interactive: [], monthDrawn: [], month: [], nextPage: [], week: [], cells: 0, nodes: 0 };
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto("/admin/calendar", { waitUntil: "commit" });
    await page.locator("tbody th[scope=row]").first().waitFor({ timeout: 60_000 });
    const grid = Date.now() - t0;
    await page.waitForFunction(
      () => [...document.querySelectorAll("button[aria-pressed]")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))),
      null,
      { polling: "raf", timeout: 60_000 },
    );
    const interactive = Date.now() - t0;
    const month = await timeClick(page, "Month", gridWith(monthDays, 100));
    const cells = await page.locator("tbody td").count();
    const nodes = await page.evaluate(() => document.querySelectorAll("*").length);
    const firstName = await page.locator("tbody th[scope=row]").first().textContent();
    const nextPage = await page.evaluate(async (before) => {
      const button = document.querySelector("button[aria-label='Next page']");
      const t = performance.now();
      button.click();
      return new Promise((resolve) => {
        const tick = () => (document.querySelector("tbody th[scope=row]")?.textContent !== before ? resolve(performance.now() - t) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      });
    }, firstName);
    const week = await timeClick(page, "Week", gridWith(7, 1));
    await page.close();
    if (run === 0) continue; // the first run warms the server's code and caches
    results.grid.push(grid);
    results.interactive.push(interactive);
    results.monthDrawn.push(month.drawn);
    results.month.push(month.done);
    results.nextPage.push(nextPage);
    results.week.push(week.done);
    results.cells = cells;
    results.nodes = nodes;
  }
  const f = (xs) => `${Math.round(median(xs))} ms`;
  console.log(`board page at ${base}, median of ${RUNS} (load average ${loadavg()[0].toFixed(1)}):`);
  console.log(`  navigation -> grid drawn ${f(results.grid)}, -> interactive ${f(results.interactive)}`);
  console.log(`  week -> month: columns drawn ${f(results.monthDrawn)}, data drawn ${f(results.month)} (${results.cells} cells, ${results.nodes} DOM nodes)`);
  console.log(`  month, next page of 50 talents ${f(results.nextPage)}; month -> week ${f(results.week)}`);
} finally {
  await browser.close();
}
