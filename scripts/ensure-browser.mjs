// Finds a Chromium for the browser tests, installing one when that can be done unattended, then runs the command
// after `--` (the Playwright run) with CHROMIUM_PATH set to it, which playwright.config.ts launches. Without a
// command it prints the path. When no Chromium can be had it exits non-zero with what to do.
//
//   node scripts/ensure-browser.mjs -- playwright test e2e/auth
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/** A download that is progressing gets this long; no network at all fails within seconds. */
const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 10 * 60_000;
const APT_TIMEOUT_MS = 15 * 60_000;

/**
 * Where a Chromium is looked for, in order: CHROMIUM_PATH (when set, only there: a wrong value is reported rather
 * than silently replaced), Debian's package, the usual names on PATH, then the browser Playwright downloads.
 * `check(file)` says whether the file is absent ("missing"), there but does not start ("broken"), or usable ("ok");
 * `canonical(file)` resolves links, so one file reached by two paths (/bin and /usr/bin) is checked once.
 *
 * @param {{ env: Record<string, string | undefined>, check: (file: string) => "ok" | "missing" | "broken", playwrightBrowser?: string, canonical?: (file: string) => string }} probe
 */
export function findChromium({ env, check, playwrightBrowser, canonical = (file) => file }) {
  /** @type {Array<{ file: string, source: string }>} */
  let candidates;
  if (env.CHROMIUM_PATH) {
    candidates = [{ file: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" }];
  } else {
    const onPath = (env.PATH ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .flatMap((dir) => PATH_NAMES.map((name) => ({ file: path.join(dir, name), source: `${name} on PATH` })));
    candidates = [{ file: DEBIAN_CHROMIUM, source: "Debian's chromium package" }, ...onPath];
    if (playwrightBrowser) candidates.push({ file: playwrightBrowser, source: "Playwright's downloaded Chromium" });
  }
  const tried = [];
  const seen = new Set();
  for (const { file, source } of candidates) {
    const key = canonical(file);
    if (seen.has(key)) continue;
    seen.add(key);
    const state = check(file);
    if (state === "ok") return { path: file, source, tried };
    tried.push({ file, source, state });
  }
  return { path: undefined, source: undefined, tried };
}

/**
 * What to tell someone who has no usable Chromium, given where it was looked for and which installs were tried.
 *
 * @param {{ tried: Array<{ file: string, source: string, state: string }>, explicit: boolean, installs?: string[] }} result
 */
export function adviceFor({ tried, explicit, installs = [] }) {
  const lines = ["No usable Chromium for the browser tests (npm run test:e2e)."];
  if (explicit) {
    lines.push(`CHROMIUM_PATH is set to ${tried[0]?.file}, which ${tried[0]?.state === "missing" ? "does not exist" : "does not start"}.`);
    lines.push("Point CHROMIUM_PATH at a Chromium or Chrome executable, or unset it to let this script find or install one.");
    return lines.join("\n");
  }
  const broken = tried.filter((t) => t.state === "broken");
  for (const t of broken) lines.push(`${t.file} (${t.source}) is there but does not start: \`${t.file} --version\` fails.`);
  lines.push(
    "Looked for: CHROMIUM_PATH (not set), /usr/bin/chromium, chromium, chromium-browser or google-chrome on PATH, and Playwright's download.",
    installs.length > 0 ? `Tried to install one, without success: ${installs.join(", then ")}.` : "Installed nothing.",
    "Do one of these, then run the tests again:",
    "  - Debian (as root):        apt-get update && apt-get install -y chromium",
    "  - any OS, with network:    npx playwright install --with-deps chromium   (--with-deps installs the system libraries; needs root/sudo on Linux)",
    "  - a Chromium or Chrome you already have:  CHROMIUM_PATH=/path/to/chrome npm run test:e2e",
  );
  if (broken.length > 0) lines.push("A browser that does not start usually lacks system libraries: sudo npx playwright install-deps chromium");
  return lines.join("\n");
}

/** Usable means executable and answering `--version` (which also fails when its shared libraries are missing). */
function check(file) {
  if (!existsSync(file)) return "missing";
  try {
    accessSync(file, constants.X_OK);
  } catch {
    return "broken";
  }
  const run = spawnSync(file, ["--version"], { stdio: "ignore", timeout: 30_000 });
  return run.status === 0 ? "ok" : "broken";
}

const require = createRequire(import.meta.url);

async function playwrightBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function canonical(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

async function detect() {
  const found = findChromium({ env: process.env, check, canonical, playwrightBrowser: await playwrightBrowser() });
  return { ...found, explicit: Boolean(process.env.CHROMIUM_PATH) };
}

function attempt(what, command, args, options) {
  console.error(`[ensure-browser] ${what}: ${[command, ...args].join(" ")}`);
  const run = spawnSync(command, args, { stdio: "inherit", killSignal: "SIGKILL", ...options });
  if (run.error?.code === "ETIMEDOUT") console.error(`[ensure-browser] ${what} gave up after ${options.timeout / 60_000} minutes.`);
  else if (run.status !== 0) console.error(`[ensure-browser] ${what} failed.`);
  return run.status === 0;
}

async function ensureChromium() {
  let found = await detect();
  if (found.path || found.explicit) return found;

  console.error("[ensure-browser] No usable Chromium found; trying to install one.");
  // As root with apt, Playwright also installs the system libraries its browser needs (a bare Debian lacks them).
  const rootWithApt = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  const playwrightArgs = ["install", ...(rootWithApt ? ["--with-deps"] : []), "chromium"];
  const installs = [`\`playwright ${playwrightArgs.join(" ")}\``];
  attempt("Playwright's Chromium", process.execPath, [require.resolve("@playwright/test/cli"), ...playwrightArgs], {
    timeout: rootWithApt ? APT_TIMEOUT_MS : PLAYWRIGHT_INSTALL_TIMEOUT_MS,
    // An unreachable download host fails fast instead of waiting on Playwright's default connection timeout.
    env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: "15000", DEBIAN_FRONTEND: "noninteractive", ...process.env },
  });
  found = await detect();
  if (found.path) return { ...found, installs };

  if (rootWithApt) {
    const apt = { timeout: APT_TIMEOUT_MS, env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
    const quick = ["-o", "Acquire::http::Timeout=20", "-o", "Acquire::Retries=1"];
    installs.push("`apt-get install chromium` (as root)");
    if (attempt("apt-get update", "apt-get", [...quick, "update", "-qq"], apt)) {
      attempt("Debian's chromium", "apt-get", [...quick, "install", "-y", "-qq", "chromium"], apt);
    }
    found = await detect();
  }
  return { ...found, installs };
}

async function main() {
  const separator = process.argv.indexOf("--");
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const found = await ensureChromium();
  if (!found.path) {
    console.error(`\n${adviceFor(found)}\n`);
    process.exit(1);
  }
  if (command.length === 0) {
    console.log(found.path);
    return;
  }
  console.error(`[ensure-browser] Chromium: ${found.path} (${found.source})`);
  const child = spawn(command[0], command.slice(1), { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: found.path } });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => {
    console.error(`[ensure-browser] could not run ${command[0]}: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
