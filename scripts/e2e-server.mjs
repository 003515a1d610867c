// Starts the production server for Playwright on a fresh embedded database in its own data folder, seeded with
// the demo content. Builds first unless E2E_SKIP_BUILD=1 (CI builds once before).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.resolve(".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e",
  APP_URL: `http://127.0.0.1:${port}`,
  SEED_ON_EMPTY: "true",
  E2E_OUTBOX: "1",
};
delete env.DATABASE_URL;
delete env.RESEND_API_KEY;
delete env.UPLOADTHING_TOKEN;

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(".next/BUILD_ID")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Pages and data cached by an earlier server of this build (the perf script's, a dev's `npm start`) came from another
// database: start without them, as scripts/perf-pages.mjs does.
for (const cache of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(".next", cache), { recursive: true, force: true });
// server.mjs, as `npm start` runs it: each request is stamped with its socket address (lib/api/client-ip.ts).
const server = spawn(process.execPath, ["server.mjs", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
