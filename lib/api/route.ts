import "server-only";
import { z } from "zod";
import { exclusionViolation, uniqueViolation } from "@/db/unique-violation";
import { requirePermission, requireRole, requireTalent, requireUser } from "@/lib/auth/guards";
import type { Permission } from "@/lib/domain/permissions";
import { viewerFromRequest } from "@/lib/services/accounts";
import type { Role, Viewer } from "@/lib/auth/viewer";
import { AppError, emailTaken, forbidden, isAppError, notFound } from "@/lib/errors";
import { fieldErrors, isIdOutOfRange } from "@/lib/validation/common";
import { KB, MB, parseBody } from "./body";
import { privateNoStore } from "@/lib/cache-control";
import { clientIp, UNKNOWN_ADDRESS } from "./client-ip";
import { fail, ok } from "./envelope";
import { answerIdempotently, idempotencyKeyOf, requestHash, routeScope } from "./idempotency";
import { unstorableTextErrors } from "./unstorable-text";

/**
 * Who may call a route. "public" ignores any session; "optional" resolves one if present; "user" needs any
 * signed-in user; "talent" an approved talent; "staff" an admin or sub-admin (with `permission` when given);
 * a list of roles, exactly those.
 */
export type RouteAuth = "public" | "optional" | "user" | "talent" | "staff" | Role[];

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteOptions<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  auth?: RouteAuth;
  permission?: Permission;
  body?: B;
  query?: Q;
  params?: P;
  /** Largest body accepted, in bytes (413 above it). Defaults: 64 KB, or 12 MB for multipart. */
  maxBody?: number;
  summary?: string;
  /** More for the OpenAPI description than the summary holds (a deliberate rule a client must know). */
  description?: string;
  tags?: string[];
  /** The status of a successful answer when the handler returns data, alone or `withMessage` (default 200). */
  status?: number;
  /**
   * The schema of `data` in a successful answer (the envelope around it is implied), or of the whole body with
   * `rawResponse`. The OpenAPI document publishes it and the route tests check every answer against it.
   */
  response?: Schema;
  /** The body as the document describes it, for a route whose service checks the fields itself (registration). */
  documentBody?: Schema;
  /** The success body is not the envelope (the old login answer): `response` describes all of it. */
  rawResponse?: boolean;
  /**
   * A successful answer is a file (a download), not JSON: the document describes it as binary of this type, and
   * `response` names it (`fileResponse` in lib/api/responses/common.ts). Errors are the envelope as usual.
   */
  file?: { contentType: string; description: string };
  /** Error statuses the route can answer besides those its options imply (e.g. 409, 410, 503). */
  errors?: number[];
  /** The route counts calls per address and answers 429 past its limit. */
  rateLimited?: boolean;
  /** Headers every answer of the route carries, its errors too (a client package's no-store and noindex). */
  headers?: Readonly<Record<string, string>>;
  /** The route honours an `Idempotency-Key` header: a retry answers the first answer (lib/api/idempotency.ts). */
  idempotent?: boolean;
}

interface RouteContext<B, Q, P> {
  req: Request;
  viewer: Viewer | null;
  body: B;
  query: Q;
  params: P;
  ip: string;
}

type Handler<B, Q, P> = (ctx: RouteContext<B, Q, P>) => Promise<unknown>;

const MESSAGE = Symbol("message");
type WithMessage<T> = { readonly [MESSAGE]: string; readonly data: T };

/**
 * A handler's data with the message the envelope carries beside it. The wrapper answers it with the route's own
 * `status`, so a route that creates says 201 once, in its options (which the OpenAPI document reads too).
 */
export function withMessage<T>(data: T, message: string): WithMessage<T> {
  return { [MESSAGE]: message, data };
}

const hasMessage = (value: unknown): value is WithMessage<unknown> => typeof value === "object" && value !== null && MESSAGE in value;

type NextContext = { params: Promise<Record<string, string | string[]>> };

export interface RouteMeta {
  auth: RouteAuth;
  permission?: Permission;
  body?: Schema;
  query?: Schema;
  params?: Schema;
  summary?: string;
  description?: string;
  tags?: string[];
  status?: number;
  response?: Schema;
  documentBody?: Schema;
  rawResponse?: boolean;
  file?: { contentType: string; description: string };
  errors?: number[];
  rateLimited?: boolean;
  idempotent?: boolean;
}

export type ApiRouteHandler = ((req: Request, ctx: NextContext) => Promise<Response>) & { meta: RouteMeta };

const statusOf: Record<AppError["code"], number> = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Maps any thrown value to the envelope. Unknown errors are logged and never leak their text. */
function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return fail(statusOf[error.code], error.message, error.errors, headers, error.reason);
  }
  if (error instanceof z.ZodError) return fail(422, "Validation failed", fieldErrors(error));
  // A write that lost a race to a unique index (two saves of one email at the same moment) conflicts; it is not a fault.
  const constraint = uniqueViolation(error);
  if (constraint === "users_email_unique") return errorResponse(emailTaken());
  if (constraint !== null || exclusionViolation(error) !== null) return fail(409, "This conflicts with a change saved a moment ago. Reload and try again.");
  console.error("[api] unexpected error", error);
  return fail(500, "An error occurred");
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A cookie-authenticated write must come from the site itself: the browser's Origin (or, without one,
 * Sec-Fetch-Site) has to match the host the request was sent to.
 */
function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden("Cross-site request refused.");
    }
    if (originHost !== host) throw forbidden("Cross-site request refused.");
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site request refused.");
}

function authorize(auth: RouteAuth, permission: Permission | undefined, viewer: Viewer | null): void {
  if (auth === "public" || auth === "optional") return;
  if (auth === "user") requireUser(viewer);
  else if (auth === "talent") requireTalent(viewer);
  else if (auth === "staff") {
    if (permission) requirePermission(viewer, permission);
    else requireRole(viewer, "admin", "subadmin");
  } else requireRole(viewer, ...auth);
}

/**
 * Checks one part of the request. Text the database cannot store (NUL, lone surrogates) is refused first, for every
 * field at once, whatever the schema; then the schema runs. A path id past the database's range names nothing: 404.
 */
function parseWith(schema: Schema | undefined, value: unknown, part: "query" | "params" | "body"): unknown {
  const unstorable = unstorableTextErrors(value);
  if (unstorable) throw new AppError("VALIDATION", "Validation failed", unstorable);
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (part === "params" && result.error.issues.some(isIdOutOfRange)) throw notFound();
  throw new AppError("VALIDATION", "Validation failed", fieldErrors(result.error));
}

/**
 * The one wrapper for every `/api/v1` handler: resolves the viewer, authorizes, checks the origin of cookie
 * writes, bounds and parses the body, query and params with zod, and maps every error to the envelope.
 */
export function apiRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(options: RouteOptions<B, Q, P>, handler: Handler<Out<B>, Out<Q>, Out<P>>): ApiRouteHandler {
  const auth = options.auth ?? "public";
  const run = async (req: Request, ctx: NextContext): Promise<Response> => {
    try {
      const ip = clientIp(req);
      const signedIn = auth === "public" ? null : await viewerFromRequest(req);
      // The viewer carries where the request came from, so every activity entry its writes make says so.
      const viewer = signedIn && { ...signedIn, ip: ip === UNKNOWN_ADDRESS ? null : ip, userAgent: req.headers.get("user-agent") };
      authorize(auth, options.permission, viewer);
      if (viewer?.via === "cookie" && MUTATING.has(req.method)) assertSameOrigin(req);

      const url = new URL(req.url);
      const key = options.idempotent ? idempotencyKeyOf(req) : null;
      const query = parseWith(options.query, Object.fromEntries(url.searchParams), "query") as Out<Q>;
      const rawParams = ctx?.params ? await ctx.params : {};
      const params = parseWith(options.params, rawParams, "params") as Out<P>;
      let body = undefined as Out<B>;
      let rawBody: unknown;
      if (options.body) {
        const multipart = (req.headers.get("content-type") ?? "").includes("multipart/form-data");
        const limit = options.maxBody ?? (multipart ? 12 * MB : 64 * KB);
        rawBody = await parseBody(req, limit);
        body = parseWith(options.body, rawBody, "body") as Out<B>;
      }
      const work = async (): Promise<Response> => {
        try {
          const result = await handler({ req, viewer, body, query, params, ip });
          if (result instanceof Response) return result;
          if (hasMessage(result)) return ok(result.data, { status: options.status, message: result[MESSAGE] });
          return ok(result, { status: options.status });
        } catch (error) {
          return errorResponse(error);
        }
      };
      if (!key) return await work();
      // Checked input only: a request refused above stores nothing, so its corrected retry may use the same key.
      const hash = await requestHash({ params: rawParams, body: rawBody, viewerId: viewer?.id ?? null });
      return await answerIdempotently({ route: routeScope(req.method, url.pathname, rawParams), key, requestHash: hash }, work);
    } catch (error) {
      return errorResponse(error);
    }
  };
  const withHeaders = async (req: Request, ctx: NextContext) => {
    const res = await run(req, ctx);
    for (const [name, value] of Object.entries(options.headers ?? {})) res.headers.set(name, value);
    return res;
  };
  // Any answer of a route that reads the viewer (its errors too) depends on who asks.
  const answer = auth === "public" ? withHeaders : async (req: Request, ctx: NextContext) => privateNoStore(await withHeaders(req, ctx));
  return Object.assign(answer, {
    meta: {
      auth,
      permission: options.permission,
      body: options.body,
      query: options.query,
      params: options.params,
      summary: options.summary,
      description: options.description,
      tags: options.tags,
      status: options.status,
      response: options.response,
      documentBody: options.documentBody,
      rawResponse: options.rawResponse,
      file: options.file,
      errors: options.errors,
      rateLimited: options.rateLimited,
      idempotent: options.idempotent,
    },
  });
}
