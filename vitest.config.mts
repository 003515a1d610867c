import path from "node:path";
import { defineConfig } from "vitest/config";

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
    exclude: ["node_modules/**", ".next/**", "e2e/**", ".data/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
  },
});
