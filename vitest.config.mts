import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// The PostgreSQL run (TEST_DATABASE_URL set) repeats only the tests that can reach a database. The browser-safe
// folders, components, the stylesheet checks and scripts hold pure tests (the PGlite run has already run them); a
// test file there that opens a database (`useTestDb`) runs again all the same.
const databaseFreeFolders = ["lib/domain", "lib/validation", "lib/forms", "components", "scripts"];

function databaseFreeTests(): string[] {
  const root = import.meta.dirname;
  const files = databaseFreeFolders.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
  );
  files.push(...readdirSync(path.join(root, "app")).map((f) => path.join("app", f)));
  return files.filter((f) => f.endsWith(".test.ts") && !readFileSync(path.join(root, f), "utf8").includes("useTestDb"));
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Next resolves these with its react-server condition; under Vitest they are plain no-ops.
      "server-only": path.resolve(import.meta.dirname, "test/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", ".data/**", ...(process.env.TEST_DATABASE_URL ? databaseFreeTests() : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    // At least two workers: Vitest's default (one less than the cores) gives a 2-core CI machine a single worker, and
    // the files spend most of their time in their own process (PGlite runs in the worker; PostgreSQL is another
    // process), so two share the cores with little waiting. Measured in docs/engineering.md.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
