import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // `useTestDb()` and Playwright's `use` fixture are not React hooks.
    files: ["**/*.test.ts", "e2e/**", "test/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Only services and db/ talk to the database (STYLE rule 2).
    files: ["app/**", "components/**", "lib/api/**", "lib/auth/**", "lib/validation/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/db/client", "@/db/client/*", "**/db/client"], message: "Only lib/services and db/ use the database client." }] },
      ],
    },
  },
];

export default config;
