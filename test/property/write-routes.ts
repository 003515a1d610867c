import { eq, max } from "drizzle-orm";
import fc from "fast-check";
import { z } from "zod";
import { routes } from "@/app/api/v1/openapi.json/routes.generated";
import type { Db } from "@/db/client";
import { createAdmin, createNotification, createSubadmin, createTalent, DEMO_PASSWORD } from "@/db/factories";
import { blogCategories, blogPosts, bookings, notifications, talentMedia, talentProfiles, users } from "@/db/schema";
import { seed } from "@/db/seed";
import { schemaOf } from "@/lib/api/openapi";
import type { ApiRouteHandler, RouteAuth } from "@/lib/api/route";
import { permissions } from "@/lib/domain/permissions";
import { withSessionCookie } from "@/lib/auth/session-response";
import { createSession } from "@/lib/services/accounts/sessions";
import { budgetRanges } from "@/lib/domain/booking";
import { registerSchema } from "@/lib/validation/register";
import { settingsKeys, settingsSchemas, type SettingsKey } from "@/lib/validation/settings";
import { ORIGIN, cookiesFrom } from "../http";
import { validRegistration } from "../registration";
import { type BodyPlan, type Encoding, bodyPlan, encodeBody, hostileSegments } from "./hostile";
import { type JsonSchema, arbitraryFor, emailAddress } from "./json-schema-arbitrary";

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

export interface WriteRoute {
  /** "POST /auth/register" */
  key: string;
  method: (typeof WRITE_METHODS)[number];
  path: string;
  handler: ApiRouteHandler;
}

/**
 * Every write handler of the API, from the generated route index, so that a route added later is covered without
 * touching the suite. A write export not made by `apiRoute` (no `meta`) fails here: its input is unknown to us.
 * Deletions come last, so that the routes that need existing rows run while the seed is whole.
 */
export function writeRoutes(): WriteRoute[] {
  const found: WriteRoute[] = [];
  for (const { path, module } of routes) {
    for (const method of WRITE_METHODS) {
      const handler = module[method] as ApiRouteHandler | undefined;
      if (!handler) continue;
      if (!handler.meta) throw new Error(`${method} ${path} is not made by apiRoute: the property suite cannot know its input`);
      found.push({ key: `${method} ${path}`, method, path, handler });
    }
  }
  return found.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}

export type Audience = "public" | "talent" | "staff";

/** Which suite file a route belongs to, by who may call it. */
export function audienceOf(auth: RouteAuth): Audience {
  if (auth === "public" || auth === "optional") return "public";
  if (auth === "user" || auth === "talent") return "talent";
  return "staff";
}

// --- the world: seeded data and the accounts that call -----------------------------------------------------------

type ViewerName = "admin" | "subadmin" | "subadminWithout" | "talent";

export interface World {
  db: Db;
  viewers: Record<ViewerName, typeof users.$inferSelect>;
  /** Ids that exist (and some just past them), minus the calling accounts' own user and profile ids. Small indices favour `wanted`. */
  idPool: number[];
  activeProfileIds: number[];
  talentUserIds: number[];
  categoryIds: number[];
  seededEmails: string[];
}

/** The demo content plus four calling accounts, created after it so that their ids can be kept out of the pool. */
export async function seedWorld(db: Db): Promise<World> {
  await seed(db);
  const tables = [users, talentProfiles, bookings, blogPosts, blogCategories, notifications, talentMedia];
  const maxima = await Promise.all(tables.map(async (t) => (await db.select({ n: max(t.id) }).from(t))[0].n ?? 0));
  const admin = await createAdmin(db, { email: "property-admin@example.test" });
  const subadmin = await createSubadmin(db, permissions, { email: "property-editor@example.test" });
  const subadminWithout = await createSubadmin(db, [], { email: "property-nobody@example.test" });
  const talent = await createTalent(db, { email: "property-talent@example.test", media: 3 });
  const inbox = await Promise.all([1, 2, 3].map(() => createNotification(db, { recipients: [talent.user.id] })));
  const own = new Set([admin.id, subadmin.id, subadminWithout.id, talent.user.id, talent.profile.id]);
  const top = Math.max(...maxima) + 20;
  const profiles = await db.select({ id: talentProfiles.id, userId: talentProfiles.userId, status: users.status }).from(talentProfiles).innerJoin(users, eq(users.id, talentProfiles.userId));
  const seeded = profiles.filter((p) => !own.has(p.userId));
  const emails = await db.select({ email: users.email }).from(users);
  // First in the pool, where small indices land: the rows some routes act on and that a plain id rarely names
  // (applications still pending, the calling talent's own photos and notifications).
  const wanted = [...seeded.filter((p) => p.status === "pending").map((p) => p.userId), ...talent.media.map((m) => m.id), ...inbox.map((n) => n.notification.id)];
  const range = Array.from({ length: top }, (_, i) => i + 1);
  return {
    db,
    viewers: { admin, subadmin, subadminWithout, talent: talent.user },
    idPool: [...new Set([...wanted, ...range])].filter((id) => !own.has(id)),
    activeProfileIds: seeded.filter((p) => p.status === "active").map((p) => p.id),
    talentUserIds: seeded.map((p) => p.userId),
    categoryIds: (await db.select({ id: blogCategories.id }).from(blogCategories)).map((c) => c.id),
    seededEmails: emails.map((e) => e.email).filter((e) => !e.startsWith("property-")),
  };
}

// --- request plans ----------------------------------------------------------------------------------------------------

type Caller =
  | { as: "anonymous" }
  | { as: ViewerName; via: "bearer" | "cookie" | "cross-site-cookie" }
  | { as: "forged"; credential: "bearer" | "cookie" };

const call = (as: ViewerName, via: "bearer" | "cookie" | "cross-site-cookie" = "bearer"): Caller => ({ as, via });

function callerFor(auth: RouteAuth): fc.Arbitrary<Caller> {
  const strangers: fc.Arbitrary<Caller> = fc.constantFrom<Caller>(
    { as: "anonymous" },
    { as: "forged", credential: "bearer" },
    { as: "forged", credential: "cookie" },
  );
  // A public route reads no session at all, so only strangers are sent to it.
  if (auth === "public") return fc.oneof({ weight: 8, arbitrary: fc.constant<Caller>({ as: "anonymous" }) }, { weight: 2, arbitrary: strangers });
  const audience = audienceOf(auth);
  const rightful: Caller[] =
    audience === "public"
      ? [{ as: "anonymous" }, { as: "anonymous" }, { as: "anonymous" }, call("talent"), call("admin", "cookie")]
      : audience === "talent"
        ? [call("talent"), call("talent"), call("talent", "cookie")]
        : auth === "staff"
          ? [call("admin"), call("admin", "cookie"), call("subadmin"), call("subadmin", "cookie")]
          : [call("admin"), call("admin", "cookie")];
  const wrong: Caller[] =
    audience === "staff"
      ? [call(auth === "staff" ? "subadminWithout" : "subadmin"), call("talent"), call("admin", "cross-site-cookie")]
      : [call("admin"), call("talent", "cross-site-cookie")];
  return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...rightful) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) }, { weight: 1, arbitrary: strangers });
}

/** Realistic values for properties by name, so that valid plans get past the checks JSON Schema cannot express. */
function namedValues(world: World): Record<string, fc.Arbitrary<unknown>> {
  const phone = fc.constantFrom("+2348031234567", "+14155552671", "+447911123456");
  const email = fc.oneof({ weight: 3, arbitrary: emailAddress }, { weight: 1, arbitrary: fc.constantFrom(...world.seededEmails) });
  const password = fc.oneof({ weight: 3, arbitrary: fc.constant(DEMO_PASSWORD) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) });
  const isoDay = (from: number, to: number) => fc.integer({ min: from, max: to }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
  return {
    email,
    client_email: email,
    guardian_email: email,
    password,
    confirmPassword: fc.constant(DEMO_PASSWORD),
    password_confirmation: fc.constant(DEMO_PASSWORD),
    phone,
    whatsapp: phone,
    dob: isoDay(-60 * 365, -19 * 365),
    project_date: isoDay(3, 400),
    talent_profile_id: fc.constantFrom(...world.activeProfileIds),
    category_id: fc.constantFrom(...world.categoryIds),
    target_talents: fc.oneof(fc.constant("all"), fc.uniqueArray(fc.constantFrom(...world.talentUserIds), { minLength: 1, maxLength: 4 })),
    token: fc.stringMatching(/^\d{6}$/),
  };
}

/** Known-good shapes that a schema alone does not give: fields that must agree with each other. */
function examples(world: World): Record<string, fc.Arbitrary<Record<string, unknown>>> {
  const register = fc.record({ email: emailAddress }).map(({ email }) => ({ ...validRegistration, email }));
  return {
    "POST /bookings": fc.constantFrom(...budgetRanges).map((b) => ({ budget_min: b.min, budget_max: b.max })),
    "POST /auth/register": register,
    "POST /admin/blog-posts": fc.constant({ content: "<p>Words.</p>", image: { $file: "png" }, published_at: "true" }),
    "POST /auth/login": fc.constantFrom(...world.seededEmails).map((email) => ({ email, password: DEMO_PASSWORD })),
  };
}

const jsonSchemaOf = (schema: z.ZodType | undefined) => schemaOf(schema) as JsonSchema | undefined;

/**
 * The schema a route's body is generated from: its own zod schema as the OpenAPI document states it (files as
 * binary strings), except where the route only bounds the body and the service checks it (registration), or where
 * the body's schema depends on the path (a setting's value).
 */
function bodySchemaOf(route: WriteRoute, params: Record<string, unknown>): JsonSchema | undefined {
  if (route.key === "POST /auth/register") return jsonSchemaOf(registerSchema);
  if (route.key === "PUT /settings/{key}" && typeof params.key === "string" && settingsKeys.includes(params.key as SettingsKey)) {
    return jsonSchemaOf(z.object({ value: settingsSchemas[params.key as SettingsKey] }));
  }
  return jsonSchemaOf(route.handler.meta.body);
}

/** A path parameter: `{ $id: n }` is the n-th id of the pool (an existing row, mostly); strings are sent as they are. */
type Segment = string | { $id: number };

function segmentFor(name: string, schema: JsonSchema): fc.Arbitrary<Segment> {
  const hostile = fc.constantFrom(...hostileSegments);
  let valid: fc.Arbitrary<Segment>;
  // Every table's ids start at 1 in the fresh database, so small ones mostly name a row whatever the route reads.
  if (schema.type === "integer" || schema.type === "number") valid = fc.oneof(fc.nat({ max: 30 }), fc.nat()).map(($id) => ({ $id }));
  else if (schema.enum) valid = fc.constantFrom(...(schema.enum as string[]));
  else if (name === "key") valid = fc.constantFrom<string>(...settingsKeys);
  else valid = arbitraryFor(schema) as fc.Arbitrary<string>;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

interface RequestPlan {
  caller: Caller;
  params: Record<string, Segment>;
  encoding: Encoding;
  body: BodyPlan;
  /** The X-Forwarded-For the request carries: a fresh address mostly, so per-address limits let valid requests in. */
  forwardedFor: string;
}

function planFor(route: WriteRoute, world: World): fc.Arbitrary<RequestPlan> {
  const meta = route.handler.meta;
  const paramsSchema = jsonSchemaOf(meta.params);
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const params = fc.record(
    Object.fromEntries(paramNames.map((name) => [name, segmentFor(name, paramsSchema?.properties?.[name] ?? { type: "string" })])),
  ) as fc.Arbitrary<Record<string, Segment>>;
  const named = namedValues(world);
  const example = examples(world)[route.key];
  const forwardedFor = fc.oneof(
    { weight: 9, arbitrary: fc.ipV4() },
    { weight: 1, arbitrary: fc.constantFrom("", "unknown", "::1", "1.2.3.4, 10.0.0.1", ",,,", "9".repeat(3000)) },
  );
  return fc.record({ caller: callerFor(meta.auth), params, forwardedFor }).chain(({ caller, params, forwardedFor }) => {
    const schema = bodySchemaOf(route, params);
    let valid = schema ? arbitraryFor(schema, named) : fc.constant({});
    if (example) valid = fc.tuple(valid, example, fc.boolean()).map(([v, e, use]) => (use && typeof v === "object" ? { ...v, ...e } : v));
    const hasFile = JSON.stringify(schema ?? {}).includes('"binary"');
    const encoding = fc.oneof(
      { weight: hasFile ? 6 : 5, arbitrary: fc.constant<Encoding>(hasFile ? "multipart" : "json") },
      { weight: 2, arbitrary: fc.constant<Encoding>(hasFile ? "json" : "multipart") },
      { weight: 1, arbitrary: fc.constant<Encoding>("urlencoded") },
    );
    return fc.record({ caller: fc.constant(caller), params: fc.constant(params), forwardedFor: fc.constant(forwardedFor), encoding, body: bodyPlan(valid) });
  });
}

// --- sending --------------------------------------------------------------------------------------------------------

/** A fresh session per request, so that a sign-out or a password change in one request does not sign the next out. */
async function credentials(world: World, caller: Caller): Promise<Record<string, string>> {
  if (caller.as === "anonymous") return {};
  if (caller.as === "forged") {
    return caller.credential === "bearer" ? { authorization: "Bearer forged-token-" + "x".repeat(40) } : { cookie: "authjs.session-token=eyJhbGciOiJkaXIifQ.forged.%E0%A4%A" };
  }
  const user = world.viewers[caller.as];
  const { token, sessionId } = await createSession(user.id, caller.via === "bearer" ? "api" : "web");
  if (caller.via === "bearer") return { authorization: `Bearer ${token}` };
  const cookie = cookiesFrom((await withSessionCookie(new Response(null), new Request(ORIGIN), user, sessionId)).headers);
  return { cookie, origin: caller.via === "cookie" ? ORIGIN : "https://evil.example" };
}

interface Answer {
  status: number;
  body: unknown;
}

/** A segment as a client would put it in the URL; a lone surrogate, which cannot be encoded, as the bytes it replaces. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.toWellFormed());
  }
}

async function send(world: World, route: WriteRoute, plan: RequestPlan): Promise<Answer> {
  const segments: Record<string, string> = {};
  let path = `/api/v1${route.path}`;
  for (const [name, segment] of Object.entries(plan.params)) {
    const value = typeof segment === "string" ? segment : String(world.idPool[segment.$id % world.idPool.length]);
    segments[name] = value;
    path = path.replace(`{${name}}`, encodeSegment(value));
  }
  const { body, type } = await encodeBody(plan.body, plan.encoding);
  const headers = new Headers({ host: new URL(ORIGIN).host, "x-forwarded-for": plan.forwardedFor, ...(await credentials(world, plan.caller)) });
  if (type) headers.set("content-type", type);
  const req = new Request(new URL(path, ORIGIN), { method: route.method, headers, body });
  const res = await route.handler(req, { params: Promise.resolve(segments) });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: res.status, body: text.slice(0, 200) };
  }
}

/** What is wrong with an answer, or null: a server error, or anything outside `{ success, message? , ... }`. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const body = answer.body as { success?: unknown; message?: unknown } | undefined;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return `answered ${answer.status} outside the envelope`;
  if (typeof body.success !== "boolean") return `answered ${answer.status} without a boolean success`;
  if (body.success !== answer.status < 400) return `answered ${answer.status} with success ${body.success}`;
  if (!body.success && (typeof body.message !== "string" || body.message === "")) return `answered ${answer.status} without a message`;
  return null;
}

interface Failure {
  run: number;
  lane: number;
  problem: string;
  plan: RequestPlan;
  answer: Answer;
  /** What the server logged while answering (the cause of a 500), first line. */
  logged?: string;
}

export interface RouteResult {
  key: string;
  requests: number;
  statuses: Record<number, number>;
  failures: Failure[];
}

/**
 * Sends `numRuns` generated requests to one route and records every answer that breaks the contract. The property
 * itself never fails, so that one run shows every distinct problem of a route rather than the first; the caller
 * asserts that none were found. The requests go in `lanes` concurrent sequences (seeds `seed`, `seed + 1`, ...):
 * the services that answer slowly on purpose (sign-in, forgot-password) then cost a fraction of the time, and each
 * lane's plans are the same on every run.
 */
export async function exerciseRoute(
  world: World,
  route: WriteRoute,
  options: { numRuns: number; seed: number; lanes: number },
): Promise<RouteResult> {
  const result: RouteResult = { key: route.key, requests: 0, statuses: {}, failures: [] };
  const plans = planFor(route, world);
  const lane = (index: number) =>
    fc.assert(
      fc.asyncProperty(plans, async (plan) => {
        const { answer, cause } = await sendCapturingErrors(world, route, plan);
        result.requests += 1;
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        const problem = problemWith(answer);
        if (problem) result.failures.push({ run: result.requests, lane: index, problem, plan, answer, logged: cause });
        return true;
      }),
      { numRuns: Math.ceil(options.numRuns / options.lanes), seed: options.seed + index },
    );
  // The development mail driver prints every mail, some after the answer has gone: quiet for the whole run.
  Object.assign(console, { log: quiet, info: quiet, warn: quiet });
  try {
    await Promise.all(Array.from({ length: options.lanes }, (_, i) => lane(i)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    Object.assign(console, { log: consoleLog, info: consoleInfo, warn: consoleWarn });
  }
  return result;
}

let capturing = 0;
let logged: unknown[] = [];
const { error: consoleError, log: consoleLog, info: consoleInfo, warn: consoleWarn } = console;
const quiet = () => {};

/** Sends a request and keeps what the server logged meanwhile: the error behind a 500, when there is one. */
async function sendCapturingErrors(world: World, route: WriteRoute, plan: RequestPlan): Promise<{ answer: Answer; cause?: string }> {
  if (capturing++ === 0) console.error = (...args: unknown[]) => void logged.push(...args);
  const before = logged.length;
  try {
    const answer = await send(world, route, plan);
    // Concurrent lanes share the log, so a cause is only a hint: the first error logged since this request began.
    const error = logged.slice(before).find((v): v is Error => v instanceof Error);
    return { answer, cause: error ? `${error.name}: ${error.message.split("\n")[0]}` : undefined };
  } finally {
    if (--capturing === 0) {
      console.error = consoleError;
      logged = [];
    }
  }
}

const short = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v));
  return text && text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
};

/** The failures of a route, grouped by problem, with the first plan of each: enough to reproduce and fix. */
export function describeFailures(result: RouteResult, seed: number): string {
  const byProblem = new Map<string, Failure[]>();
  for (const f of result.failures) {
    // Query parameters ($1, $2, ...) vary with the input; the statement is what names the defect.
    const key = f.logged ? `${f.problem} (${f.logged.replace(/\$\d+(, \$\d+)*/g, "$n").slice(0, 160)})` : f.problem;
    byProblem.set(key, [...(byProblem.get(key) ?? []), f]);
  }
  const lines = [`${result.key}: ${result.failures.length} of ${result.requests} requests broke the contract (seed ${seed})`];
  for (const [problem, list] of byProblem) {
    lines.push(`- ${problem}: ${list.length}x, first at request ${list[0].run} (lane ${list[0].lane}, seed ${seed + list[0].lane})`);
    for (const f of list.slice(0, 3)) lines.push(`  plan ${short(f.plan)}\n  answer ${short(f.answer.body)}`);
  }
  return lines.join("\n");
}
