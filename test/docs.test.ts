import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 37: the docs match the code. Every function (`name(...)`) and file (`lib/x.ts`) named in backticks in
 * docs/engineering.md and in the README's folder table exists; the table lists every folder of lib/.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const engineering = read("docs/engineering.md");
const readme = read("README.md");
const folderTable = readme.slice(readme.indexOf("## What is inside"), readme.indexOf("## Configuration"));

const backticked = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());

/** Every source file's text, once (app, components, db, lib, scripts, test, e2e and the root's .ts files). */
const sources = (() => {
  const files = ["app", "components", "db", "lib", "scripts", "test", "e2e"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ts|tsx|mjs|mts)$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  files.push(...readdirSync(root).filter((f) => /\.(ts|mjs|mts)$/.test(f)));
  return files.map(read).join("\n");
})();

/** Whether `name` is defined somewhere: a function, a const, a method or a property holding a function. */
function defined(name: string): boolean {
  const n = name.replace(/[$]/g, "\\$");
  return new RegExp(`(function\\*?\\s+${n}\\b|(const|let|var)\\s+${n}\\b|\\b${n}\\s*(<[^>]*>)?\\s*\\([^)]*\\)\\s*(:[^={]+)?\\{|\\b${n}\\s*[:=]\\s*(async\\s*)?\\(|\\b${n}\\s*:\\s*(async\\s+)?function|export\\s*\\{[^}]*\\b${n}\\b)`).test(sources);
}

/** Every file's name in the repository, for a file the docs name without its folder (`genders.ts`). */
const fileNames = new Set(
  ["app", "components", "db", "lib", "scripts", "test", "e2e", "docs"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.basename(f)),
  ),
);

/**
 * A path as the docs write it: `lib/x.ts`, `app/(site)`, `@/lib/toast`, or a pattern (`lib/services/<area>.ts`,
 * `app/api/v1/**\/route.ts`), whose folder before the first placeholder must exist; a bare name is found anywhere.
 */
function pathExists(token: string): boolean {
  const clean = token.replace(/^@\//, "");
  if (!clean.includes("/")) return fileNames.has(clean) || existsSync(path.join(root, clean));
  const fixed = clean.split(/[*<{\s]/)[0];
  const wild = fixed !== clean;
  const target = (wild ? fixed.slice(0, fixed.lastIndexOf("/")) : fixed).replace(/\/$/, "");
  return [target, `${target}.ts`, `${target}.tsx`].some((c) => existsSync(path.join(root, c)));
}

/** A name in backticks that looks like a function of ours (`startSession`, `getDb`): camelCase, not a field. */
const isIdentifier = (t: string) => /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(t);

const isPath = (t: string) => /^(@\/)?(app|components|lib|db|docs|drizzle|e2e|scripts|test|public)(\/|$)/.test(t) || /^[\w.-]+\.(ts|tsx|mjs|md|json|css)$/.test(t);
/** Calls of names that are not ours: zod's (`z.enum(...)`), Playwright's (`test.use(...)`), CSS functions. */
const NOT_OURS = /^(z|test|expect|page)\.|^(theme|source)\(/;
const functionName = (t: string) => (NOT_OURS.test(t) ? undefined : /^(?:new\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(/.exec(t)?.[1]?.split(".").pop());

describe("the docs name what exists", () => {
  for (const [doc, text] of [
    ["docs/engineering.md", engineering],
    ["README.md's folder table", folderTable],
  ] as const) {
    it(`${doc}: every function and file in backticks exists`, () => {
      const tokens = backticked(text);
      const missing = [
        ...tokens.filter(isPath).filter((t) => !pathExists(t)).map((t) => `file ${t}`),
        ...tokens.flatMap((t) => (functionName(t) ? [functionName(t)!] : [])).filter((n) => !defined(n)).map((n) => `function ${n}`),
        ...tokens.filter(isIdentifier).filter((n) => !new RegExp(`\\b${n}\\b`).test(sources)).map((n) => `name ${n}`),
      ];
      expect(tokens.length).toBeGreaterThan(5);
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  it("the README's folder table lists every folder of lib/", () => {
    const listed = new Set(backticked(folderTable).flatMap((t) => t.split(/,\s*/)).map((t) => t.replace(/\/$/, "")));
    const folders = readdirSync(path.join(root, "lib")).filter((f) => statSync(path.join(root, "lib", f)).isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((f) => !listed.has(`lib/${f}`))).toEqual([]);
  });

  it("names logActivity's options as the code has them", () => {
    const options = /export interface LogActivityOptions \{([\s\S]*?)\n\}/.exec(read("lib/services/audit/activity.ts"))?.[1] ?? "";
    const fields = [...options.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]);
    const documented = /`logActivity\(viewer, section, action, \{([^}`]*)\}\??\)`/.exec(engineering)?.[1] ?? "";
    expect(fields.length).toBeGreaterThan(0);
    expect(documented.split(",").map((f) => f.trim().replace(/\?$/, ""))).toEqual(fields);
  });
});
