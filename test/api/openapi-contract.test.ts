import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { routes } from "@/app/api/v1/openapi.json/routes.generated";
import { buildOpenApi, documentedStatuses } from "@/lib/api/openapi";
import type { ApiRouteHandler } from "@/lib/api/route";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Doc = {
  openapi: string;
  info: { title?: string; version?: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Every `apiRoute` operation in the route index. */
function apiOperations() {
  return routes.flatMap(({ path, module }) =>
    METHODS.flatMap((method) => {
      const handler = module[method] as ApiRouteHandler | undefined;
      return handler?.meta ? [{ key: `${method} ${path}`, path, method, meta: handler.meta }] : [];
    }),
  );
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refsIn(v)));
}

describe("the API contract", () => {
  it("gives every route a response schema", () => {
    const missing = apiOperations()
      .filter((op) => !op.meta.response)
      .map((op) => op.key);
    expect(missing, `routes without \`response:\` in their apiRoute options (add one from lib/api/responses):\n${missing.join("\n")}`).toEqual([]);
  });

  it("serves /api/v1/openapi.json as a well-formed OpenAPI 3.1 document describing every answer", async () => {
    const res = await openapi();
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title && doc.info.version).toBeTruthy();

    const declaredTags = new Set(doc.tags.map((t) => t.name));
    const operationIds = new Set<string>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operationIds.has(op.operationId!), `${where}: duplicate operationId`).toBe(false);
      operationIds.add(op.operationId!);
      for (const tag of op.tags ?? []) expect(declaredTags.has(tag), `${where}: tag ${tag} is not declared`).toBe(true);

      // Path parameters: each one in the template is declared, required and typed.
      const declared = (op.parameters ?? []).filter((p) => p.in === "path");
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(declared.map((p) => p.name).sort(), where).toEqual([...inTemplate].sort());
      for (const p of declared) {
        expect(p.required, `${where} {${p.name}}`).toBe(true);
        expect(p.schema?.type ?? p.schema?.anyOf ?? p.schema?.enum, `${where} {${p.name}} has no type`).toBeDefined();
        // Row ids are integers; `/blog-posts/{id}` takes a slug (as the journal sends it) or an id.
        if (/^(id|mediaId)$/.test(p.name) && path !== "/blog-posts/{id}") expect(p.schema?.type, `${where} {${p.name}}`).toBe("integer");
      }

      // A success answer with a body schema, and every failure in the envelope.
      const statuses = Object.keys(op.responses ?? {});
      const success = statuses.filter((s) => s.startsWith("2"));
      expect(success.length, `${where}: no success answer`).toBeGreaterThan(0);
      for (const s of success) expect(Object.values(op.responses![s].content ?? {})[0]?.schema, `${where} ${s}: no schema`).toBeDefined();
      for (const s of statuses.filter((x) => Number(x) >= 400 && path !== "/files/{key}")) {
        expect(op.responses![s].content?.["application/json"]?.schema, `${where} ${s}`).toEqual({ $ref: "#/components/schemas/Failure" });
      }
    }

    // Every reference resolves.
    for (const ref of new Set(refsIn(doc))) {
      expect(ref.startsWith("#/components/schemas/"), ref).toBe(true);
      expect(doc.components.schemas[ref.slice("#/components/schemas/".length)], ref).toBeDefined();
    }

    // Every route module is in it, the plain ones too; the development outbox only where it is enabled (here: tests).
    const apiOps = apiOperations();
    expect(operations.length).toBe(apiOps.length + 2);
    expect(doc.paths["/files/{key}"]?.get).toBeDefined();
    expect(doc.paths["/ping"]?.get).toBeDefined();
    expect(doc.paths["/dev/outbox"]?.get).toBeDefined();
    console.info(`[contract] ${operations.length} operations in /api/v1/openapi.json`);
  });

  it("lists, for each operation, the statuses its options imply and no success without a schema", () => {
    const doc = buildOpenApi(routes) as unknown as Doc;
    for (const { path, method, meta } of apiOperations()) {
      const op = doc.paths[path][method.toLowerCase()];
      expect(Object.keys(op.responses!).map(Number), `${method} ${path}`).toEqual(documentedStatuses(meta, method));
      if (meta.auth !== "public" && meta.auth !== "optional") expect(op.responses!["401"]).toBeDefined();
      if (meta.body) expect(op.responses!["400"] && op.responses!["413"] && op.responses!["422"]).toBeDefined();
      if (meta.params) expect(op.responses!["404"]).toBeDefined();
    }
  });

  it("leaves the development outbox out when it is switched off", () => {
    const doc = buildOpenApi(routes, (path) => path !== "/dev/outbox") as unknown as Doc;
    expect(doc.paths["/dev/outbox"]).toBeUndefined();
  });

  it("describes the register body field by field and the social connect state as a deliberate protection", async () => {
    const doc = (await (await openapi()).json()) as Doc;
    const connect = doc.paths["/social/connect"].post as Operation & { description?: string };
    expect(connect.description).toMatch(/state/);
    const register = doc.paths["/auth/register"].post as Operation & {
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    };
    const fields = Object.keys(register.requestBody?.content["multipart/form-data"].schema.properties ?? {});
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "password", "confirmPassword", "phone", "country", "state", "city", "dob"]));
  });
});
