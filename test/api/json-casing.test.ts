import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";

/*
 * Issue 37: one casing in every JSON answer, snake_case. The exceptions are names the API does not choose: the old
 * admin client's fields (the spec's tables: `recentActivity` of /admin/stats and /admin/dashboard, a sub-admin's
 * `lastActive`), WebAuthn's own option names (`/auth/passkeys/...`, read by the browser's API), and a setting's value
 * (`/settings/{key}`), a stored document whose shape the spec's content shapes give.
 */
const LEGACY_FIELDS = new Set(["recentActivity", "lastActive"]);
const NAMES_NOT_OURS = [/^\/auth\/passkeys\//, /^\/settings\/\{key\}$/];

/** Every property name in a schema, `$ref`s followed into `components.schemas`. */
function propertyNames(value: unknown, shared: Record<string, unknown>, seen = new Set<string>()): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => propertyNames(v, shared, seen));
  if (typeof value !== "object" || value === null) return [];
  const node = value as Record<string, unknown>;
  const names: string[] = [];
  if (typeof node.$ref === "string" && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    names.push(...propertyNames(shared[node.$ref.split("/").pop()!], shared, seen));
  }
  if (node.properties && typeof node.properties === "object") names.push(...Object.keys(node.properties));
  for (const v of Object.values(node)) names.push(...propertyNames(v, shared, seen));
  return names;
}

describe("the API's casing", () => {
  it("answers snake_case fields on every route but the old client's and the standards' names", async () => {
    const doc = (await (await openapi()).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const camel: string[] = [];
    let routes = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (NAMES_NOT_OURS.some((re) => re.test(path))) continue;
      for (const [method, op] of Object.entries(ops)) {
        routes++;
        for (const name of new Set(propertyNames(op.responses, doc.components.schemas))) {
          if (/[A-Z]/.test(name) && !LEGACY_FIELDS.has(name)) camel.push(`${method.toUpperCase()} ${path}: ${name}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(camel).toEqual([]);
  });
});
