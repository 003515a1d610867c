import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const dbClientPattern = { group: ["@/db/client", "@/db/client/*", "**/db/client"], message: "Only lib/services and db/ use the database client." };
const seedPattern = {
  group: ["@/db/seed", "@/db/seed/*", "**/db/seed", "**/db/seed/*", "@/db/factories", "**/db/factories"],
  message: "Seed code and factories are for db/, the seeding scripts and tests; production code uses lib/ (e.g. lib/domain/settings-defaults).",
};
/** A domain of lib/services is reached through its face, `@/lib/services/<domain>` (its index.ts), never a file inside. */
const domainFacePattern = {
  group: ["@/lib/services/*/*"],
  message: "Import a domain through its face, @/lib/services/<domain> (index.ts), never a file inside it.",
};
/** Inside lib/services, a file reaches its own domain with ./file and another domain only through that domain's face. */
const otherDomainPattern = {
  group: ["../*", "../**"],
  message: "Reach another domain through its face, @/lib/services/<domain>, not a relative path.",
};
const tests = ["**/*.test.ts", "**/*.test.tsx", "test/**", "e2e/**"];
/** Who may import seed code: db/ itself, the scripts that seed (demo data, benchmarks) and tests. */
const seedImporters = ["db/**", "scripts/db-seed.ts", "scripts/bench-search.ts", "scripts/bench-calendar.ts", "scripts/bench-scale.ts", "scripts/perf-roster.ts", ...tests];
const dbClientFree = ["app/**", "components/**", "lib/api/**", "lib/auth/**", "lib/validation/**", "proxy.ts"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "perf-results/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // The sign-in screens link with plain <a> elements: next/link would be 3.3 KiB of their first-load JavaScript
    // (app/(auth)/layout.tsx says why a whole page load is right there).
    files: ["app/(auth)/**", "components/auth/{login-form,forgot-password-form,reset-password-form}.tsx", "components/site/brand-mark.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // `useTestDb()` and Playwright's `use` fixture are not React hooks.
    files: ["**/*.test.ts", "e2e/**", "test/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Seed code and factories (demo data) are for db/ itself, the scripts that seed and the tests: production code
    // never imports them; what it needs (settings defaults, the demo image list) lives under lib/.
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: [...seedImporters],
    rules: { "no-restricted-imports": ["error", { patterns: [seedPattern, domainFacePattern] }] },
  },
  {
    // The domains of lib/services (DESIGN: one folder per domain, its index.ts the face other domains import).
    files: ["lib/services/**"],
    ignores: [...tests],
    rules: { "no-restricted-imports": ["error", { patterns: [seedPattern, domainFacePattern, otherDomainPattern] }] },
  },
  {
    // Only services and db/ talk to the database (STYLE rule 2).
    files: dbClientFree,
    ignores: [...seedImporters],
    rules: { "no-restricted-imports": ["error", { patterns: [dbClientPattern, seedPattern, domainFacePattern] }] },
  },
  {
    // Configuration is read in lib/env.ts only (typed, with defaults). Next's own config, instrumentation (it runs
    // before the app), the scripts, the Node server and the tests read process.env directly.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/env.ts", "next.config.ts", "instrumentation.ts", "scripts/**", "playwright.config.ts", "drizzle.config.ts", ...tests],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through lib/env.ts (env(), isBuildPhase(), inNextRuntime())." }],
    },
  },
  {
    // Components call the API through apiFetch / apiDownload (lib/api/client.ts): the envelope, ApiError and the
    // session cookie in one place (issue 35). A keepalive beacon that outlives the page says why it does not.
    files: ["components/**/*.tsx", "components/**/*.ts"],
    rules: { "no-restricted-globals": ["error", { name: "fetch", message: "Call the API with apiFetch from lib/api/client.ts." }] },
  },
  {
    // Tests among those files may use factories, still not the database client.
    files: tests.filter((t) => t.includes("*.test.")),
    ignores: ["db/**", "lib/services/**", "test/**", "e2e/**", "scripts/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [dbClientPattern] }] },
  },
];

export default config;
