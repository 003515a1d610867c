import { z } from "zod";
import type { ApiRouteHandler, RouteMeta } from "./route";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function schemaOf(schema: z.ZodType | undefined, io: "input" | "output" = "input") {
  if (!schema) return undefined;
  // Files in multipart bodies have no JSON Schema; they are documented as binary strings.
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
      if (def?.type === "custom") Object.assign(ctx.jsonSchema, { type: "string", format: "binary" });
    },
  });
}

function securityOf(meta: RouteMeta) {
  if (meta.auth === "public") return [];
  const required = [{ bearerAuth: [] }, { sessionCookie: [] }];
  return meta.auth === "optional" ? [{}, ...required] : required;
}

function describeAuth(meta: RouteMeta): string {
  if (meta.auth === "public" || meta.auth === "optional") return "Public.";
  if (meta.auth === "staff") return `Admin${meta.permission ? ` or sub-admin with the \`${meta.permission}\` permission` : " or sub-admin"}.`;
  if (meta.auth === "talent") return "An approved talent.";
  if (meta.auth === "user") return "Any signed-in user.";
  return `Roles: ${meta.auth.join(", ")}.`;
}

const envelope = {
  Failure: {
    type: "object",
    required: ["success", "message"],
    properties: {
      success: { const: false },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    },
  },
};

/** Builds the OpenAPI 3.1 document from the routes' own zod schemas. */
export function buildOpenApi(routes: { path: string; module: Record<string, unknown> }[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const handler = module[method] as ApiRouteHandler | undefined;
      if (!handler?.meta) continue;
      const { meta } = handler;
      const query = schemaOf(meta.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
      const params = [
        ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: "query",
          required: query?.required?.includes(name) ?? false,
          schema,
        })),
      ];
      const body = schemaOf(meta.body);
      (paths[path] ??= {})[method.toLowerCase()] = {
        summary: meta.summary,
        description: describeAuth(meta),
        tags: meta.tags,
        security: securityOf(meta),
        parameters: params.length ? params : undefined,
        requestBody: body
          ? {
              required: true,
              content: { "application/json": { schema: body }, "multipart/form-data": { schema: body } },
            }
          : undefined,
        responses: {
          "200": { description: "`{ success: true, data }`" },
          "401": { description: "No session", content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } } },
          "403": { description: "Wrong role or missing permission" },
          "422": { description: "Invalid input: `errors` maps each field to its messages" },
        },
      };
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Agency API", version: "1.0.0", description: "Every call answers `{ success, data }` or `{ success: false, message, errors? }`." },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      schemas: envelope,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /auth/login or /admin/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
      },
    },
  };
}
