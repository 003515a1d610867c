import { z } from "zod";
import { storedImageTypes } from "@/lib/domain/image-formats";
import { failureSchema } from "./responses/envelope";
import type { ApiRouteHandler, RouteMeta } from "./route";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema, files as binary strings; the property suite generates request bodies from it. */
export function schemaOf(schema: z.ZodType | undefined, io: "input" | "output" = "input") {
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

/** A schema to embed in the document: no `$schema` of its own, shared definitions moved to `components.schemas`. */
function embed(schema: z.ZodType, io: "input" | "output", shared: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...rest } = schemaOf(schema, io) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  delete rest.$schema;
  for (const [name, def] of Object.entries($defs ?? {})) shared[name] ??= def;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

const ERROR_TEXT: Record<number, string> = {
  400: "The body cannot be read as its content type (malformed JSON or multipart), or is not an object; or a path parameter holds a malformed percent-escape (answered by the proxy)",
  401: "No session or token, or an expired one",
  403: "Wrong role or missing permission, or a cookie write from another site",
  404: "Nothing with this id or key",
  405: "The path does not take this method (answered with `Allow`)",
  500: "An unexpected error: logged, and its text never leaves the server",
  409: "The change conflicts with the current state (a taken name or email, a move the status does not allow)",
  410: "Gone for good (the `GONE` error): the link has expired or was revoked, or the signed-in account was erased",
  413: "The body is larger than the route accepts",
  422: "Invalid input: `errors` maps each field to its messages",
  429: "Too many attempts from this address or for this account: wait `Retry-After` seconds",
  503: "A service the route needs is not configured or not reachable",
};

/**
 * Every status an operation can answer, from its options: the success status, 400/413 with a body, 401/403 unless
 * public (403 also for a cookie write to an optional route from another site), 404 with path parameters (and 400 from
 * the proxy for one with a malformed percent-escape), 422 for
 * any input (text the database cannot store is refused whatever the schema), 409 for any write (one that loses a race
 * to a unique index conflicts), 429 when rate-limited, 405 from the proxy, 500 for an unexpected error, and the
 * route's own `errors`. The route tests refuse any other status.
 */
export function documentedStatuses(meta: RouteMeta, method: string): number[] {
  const statuses = new Set<number>([meta.status ?? 200, 405, 422, 500, ...(meta.errors ?? [])]);
  if (meta.body) [400, 413].forEach((s) => statuses.add(s));
  if (meta.auth !== "public" && meta.auth !== "optional") [401, 403].forEach((s) => statuses.add(s));
  if (meta.auth === "optional" && MUTATING.has(method.toUpperCase())) statuses.add(403);
  if (meta.params) [400, 404].forEach((s) => statuses.add(s));
  if (MUTATING.has(method.toUpperCase())) statuses.add(409);
  if (meta.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
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

/** `GET /admin/talents/{id}/media` -> `getAdminTalentsByIdMedia`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((seg) => (seg.startsWith("{") ? `by-${seg.slice(1, -1)}` : seg))
    .flatMap((seg) => seg.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

const failureRef = { $ref: "#/components/schemas/Failure" };

function failureAnswer(status: number) {
  return { description: ERROR_TEXT[status] ?? "Failure", content: { "application/json": { schema: failureRef } } };
}

function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: "object",
    required: ["success", "data"],
    properties: { success: { const: true }, message: { type: "string" }, data },
    additionalProperties: false,
  };
}

/** The header of an `idempotent` route, and what its answers mean (lib/api/idempotency.ts). */
const idempotencyHeader = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A key the client makes for one submission (a UUID) and sends again on every retry of it. Kept 24 hours per route.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

const IDEMPOTENCY_TEXT =
  "Idempotent with an `Idempotency-Key` header: the first request does the work and its answer (status and body) is " +
  "kept 24 hours; a retry with the key gets that answer again, marked `Idempotent-Replayed: true`, and nothing is " +
  "done twice. A retry while the first is still working waits a few seconds for its answer, then gets 409; the key " +
  "with a different request (path, body or signed-in user) gets 422; a malformed key 400. Answers 429 and 5xx are " +
  "not kept, so a retry of them does the work. Without the header the route behaves as if it had none.";

/** One operation of an `apiRoute` handler, all of it read from the handler's options. */
function operationOf(path: string, method: string, meta: RouteMeta, shared: Record<string, JsonSchema>) {
  const query = meta.query ? embed(meta.query, "input", shared) : undefined;
  const params = meta.params ? (embed(meta.params, "output", shared).properties as Record<string, JsonSchema> | undefined) : undefined;
  const queryProps = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (query?.required ?? []) as string[];
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: params?.[m[1]] ?? { type: "string" } })),
    ...Object.entries(queryProps).map(([name, schema]) => ({ name, in: "query", required: required.includes(name), schema })),
    ...(meta.idempotent ? [idempotencyHeader] : []),
  ];
  const bodySchema = meta.documentBody ?? meta.body;
  const body = bodySchema ? embed(bodySchema, "input", shared) : undefined;
  const success = meta.response ? embed(meta.response, "output", shared) : undefined;
  const responses: Record<string, unknown> = {};
  for (const status of documentedStatuses(meta, method)) {
    if (status >= 400) responses[String(status)] = failureAnswer(status);
    else if (meta.file) {
      responses[String(status)] = { description: meta.file.description, content: { [meta.file.contentType]: { schema: { type: "string", format: "binary" } } } };
    } else {
      const schema = success && (meta.rawResponse ? success : successEnvelope(success));
      responses[String(status)] = {
        description: meta.rawResponse ? "Success (the body is not the envelope: see the schema)" : "Success: `{ success: true, data, message? }`",
        ...(schema ? { content: { "application/json": { schema } } } : {}),
      };
    }
  }
  return {
    operationId: operationIdOf(method, path),
    summary: meta.summary,
    description: [describeAuth(meta), meta.description, meta.idempotent ? IDEMPOTENCY_TEXT : undefined].filter(Boolean).join("\n\n"),
    tags: meta.tags,
    security: securityOf(meta),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: true, content: { "application/json": { schema: body }, "multipart/form-data": { schema: body } } } }
      : {}),
    responses,
  };
}

/** The routes not made by `apiRoute` (no wrapper, no envelope on success), described by hand. */
const plainOperations: Record<string, Record<string, unknown>> = {
  "/files/{key}": {
    get: {
      operationId: "getFilesByKey",
      summary: "A locally stored upload (only without UploadThing)",
      description: "Public. Names are random and never reused, so the answer is cached for a year.",
      tags: ["uploads"],
      security: [],
      parameters: [{ name: "key", in: "path", required: true, description: "The file's path under the uploads folder", schema: { type: "string" } }],
      responses: {
        "200": {
          description: "The image",
          content: Object.fromEntries(Object.values(storedImageTypes).map((t) => [t, { schema: { type: "string", format: "binary" } }])),
        },
        "404": { description: "No such file (plain text)", content: { "text/plain": { schema: { type: "string" } } } },
      },
    },
  },
  "/ping": {
    get: {
      operationId: "getPing",
      summary: "The cheapest answer: no database, no wrapper (the benchmark's ceiling)",
      description: "Public.",
      tags: ["meta"],
      security: [],
      responses: {
        "200": {
          description: "Success",
          content: {
            "application/json": {
              schema: successEnvelope({ type: "object", required: ["pong"], properties: { pong: { const: true } }, additionalProperties: false }),
            },
          },
        },
      },
    },
  },
};

const TAG_TEXT: Record<string, string> = {
  admin: "The admin panel (admin and sub-admins)",
  auth: "Signing in and out, registration, password reset",
  blog: "The journal",
  bookings: "Booking requests",
  contact: "The contact form",
  dev: "Development and end-to-end tests only",
  locations: "Countries, states and cities for the place fields",
  media: "A talent's own photos",
  meta: "Health and benchmarks",
  notifications: "Notifications to talents",
  packages: "Client packages (private links)",
  profile: "A talent's own profile",
  settings: "Site settings",
  social: "A talent's social accounts",
  "sub-admins": "Sub-admins and the activity log",
  talents: "The public talent listings",
  uploads: "Uploaded images",
};

export type OpenApiRoute = { path: string; module: Record<string, unknown> };

/**
 * Builds the OpenAPI 3.1 document from the routes' own zod schemas: request bodies, queries and typed path
 * parameters, the success answer from each route's `response` schema and every failure it can answer, all in the
 * envelope. `include` leaves out operations that are switched off here (the development outbox in production).
 */
export function buildOpenApi(routes: OpenApiRoute[], include: (path: string) => boolean = () => true) {
  const shared: Record<string, JsonSchema> = {};
  embed(failureSchema, "output", shared);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module } of routes) {
    if (!include(path)) continue;
    if (plainOperations[path]) {
      paths[path] = plainOperations[path];
      continue;
    }
    for (const method of METHODS) {
      const handler = module[method] as ApiRouteHandler | undefined;
      if (!handler?.meta) continue;
      (paths[path] ??= {})[method.toLowerCase()] = operationOf(path, method, handler.meta, shared);
    }
  }
  const used = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op as { tags?: string[] }).tags ?? [])));
  return {
    openapi: "3.1.0",
    info: {
      title: "Agency API",
      version: "1.0.0",
      description: "Every call answers `{ success: true, data, message? }` or `{ success: false, message, errors? }`.",
    },
    servers: [{ url: "/api/v1" }],
    tags: [...used].sort().map((name) => ({ name, description: TAG_TEXT[name] ?? name })),
    paths,
    components: {
      schemas: shared,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /auth/login or /admin/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
      },
    },
  };
}
