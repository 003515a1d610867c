import fc from "fast-check";
import { fileOf } from "./files";
import { isFileToken } from "./json-schema-arbitrary";

/**
 * Hostile values, named so that a generated request plan stays small and readable when it is printed: the plan holds
 * `{ $hostile: "huge-100k" }` and the value is made only when the request is sent.
 */
const nest = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

const hostileMakers = {
  "huge-100k": () => "A".repeat(100 * 1024),
  "huge-40k": () => "é".repeat(20_000),
  "huge-digits": () => "9".repeat(5000),
  nul: () => "a\u0000b",
  "nul-only": () => "\u0000",
  "nul-email": () => "ada\u0000@example.com",
  control: () => "\u0001\u0007\b\u001b[31mred\u007f\u0085\u009f",
  newlines: () => "line\r\nSet-Cookie: x=1\r\n\r\n",
  "lone-surrogate": () => "\ud800x\udfff",
  bidi: () => "\u202eevil\u2066",
  whitespace: () => " \t\n ",
  empty: () => "",
  html: () => '<script>alert(1)</script><img src=x onerror="alert(1)">',
  sql: () => "' OR 1=1; DROP TABLE users; --",
  "int32-max": () => 2 ** 31 - 1,
  "int32-over": () => 2 ** 31,
  "int32-under": () => -(2 ** 31) - 1,
  "uint32-over": () => 2 ** 32,
  "safe-max": () => Number.MAX_SAFE_INTEGER,
  "unsafe-int": () => 2 ** 53 + 2,
  "max-double": () => Number.MAX_VALUE,
  "min-double": () => Number.MIN_VALUE,
  negative: () => -1,
  zero: () => 0,
  fraction: () => 1.5,
  "negative-fraction": () => -0.25,
  "string-int32-over": () => "2147483648",
  "string-unsafe-int": () => "9007199254740993",
  "string-infinity": () => "Infinity",
  "string-negative-infinity": () => "-Infinity",
  "string-nan": () => "NaN",
  "string-1e309": () => "1e309",
  "string-hex": () => "0x1F",
  "string-negative": () => "-1",
  "string-fraction": () => "1.5",
  "string-exponent": () => "1e3",
  "date-not-a-day": () => "2023-02-30",
  "date-year-0": () => "0000-01-01",
  "date-far": () => "275760-09-14",
  "date-time": () => "2030-01-01T25:61:00Z",
  null: () => null,
  true: () => true,
  false: () => false,
  "empty-array": () => [],
  "empty-object": () => ({}),
  "array-of-strings": () => ["a", "b"],
  "array-of-ids": () => [1, 2, 2 ** 31],
  "object-instead": () => ({ value: "x", nested: { a: 1 } }),
  "deep-array-1000": () => nest(1000, (inner) => [inner]),
  "deep-object-1000": () => nest(1000, (inner) => ({ a: inner })),
  "prototype-keys": () => JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
} satisfies Record<string, () => unknown>;

type HostileName = keyof typeof hostileMakers;
interface HostileToken {
  $hostile: HostileName;
}
const hostileNames = Object.keys(hostileMakers) as HostileName[];
const hostileToken: fc.Arbitrary<HostileToken> = fc.constantFrom(...hostileNames).map(($hostile) => ({ $hostile }));
const isHostileToken = (v: unknown): v is HostileToken => typeof v === "object" && v !== null && "$hostile" in v;

/** Field names nobody declared: prototype keys, a huge one, control characters, the bracket convention. */
const unknownKeys = ["__proto__", "constructor", "role", "isAdmin", "status", "id", "k".repeat(2000), "a\u0000b", "", "x[]", "a.b"];

type Path = (string | number)[];
type Mutation =
  | { op: "set"; path: Path; to: HostileToken }
  | { op: "delete"; path: Path }
  | { op: "add-field"; key: string; to: HostileToken };

/** What a request carries: a value the schema should accept, that value broken in places, or a hostile whole body. */
export type BodyPlan =
  | { kind: "valid"; value: unknown }
  | { kind: "mutated"; value: unknown; mutations: Mutation[] }
  | { kind: "replaced"; value: HostileToken }
  | { kind: "raw"; raw: RawName };

export type Encoding = "json" | "multipart" | "urlencoded";

/** Every path into a value (objects and arrays, a few levels down), the root excepted. */
function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== "object" || isFileToken(value) || isHostileToken(value)) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key], depth + 1)]);
}

function mutationsFor(value: unknown): fc.Arbitrary<Mutation[]> {
  const paths = pathsOf(value);
  const addField = fc.record({ op: fc.constant("add-field" as const), key: fc.constantFrom(...unknownKeys), to: hostileToken });
  if (paths.length === 0) return fc.array(addField, { minLength: 1, maxLength: 2 });
  const path = fc.constantFrom(...paths);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant("set" as const), path, to: hostileToken }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), path }) },
    { weight: 2, arbitrary: addField },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** A body plan around `valid`: as generated, mutated, replaced by a hostile value, or a malformed raw body. */
export function bodyPlan(valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { weight: 7, arbitrary: valid.map((value) => ({ kind: "valid" as const, value })) },
    {
      weight: 9,
      arbitrary: valid.chain((value) => mutationsFor(value).map((mutations) => ({ kind: "mutated" as const, value, mutations }))),
    },
    { weight: 2, arbitrary: hostileToken.map((value) => ({ kind: "replaced" as const, value })) },
    { weight: 2, arbitrary: rawName.map((raw) => ({ kind: "raw" as const, raw })) },
  );
}

function clone(value: unknown): unknown {
  if (value === null || typeof value !== "object" || isFileToken(value) || isHostileToken(value)) return value;
  if (Array.isArray(value)) return value.map(clone);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
}

/** Sets an own property, even `__proto__`, so that it is serialised like any other key. */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

function applyMutation(root: unknown, m: Mutation): unknown {
  if (m.op === "add-field") {
    if (root === null || typeof root !== "object" || Array.isArray(root)) return root;
    setOwn(root, m.key, m.to);
    return root;
  }
  let parent: unknown = root;
  for (const key of m.path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[key];
  if (parent === null || typeof parent !== "object") return root;
  const last = m.path[m.path.length - 1];
  if (m.op === "delete") {
    if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
    else delete (parent as Record<string | number, unknown>)[last];
  } else setOwn(parent, last, m.to);
  return root;
}

/** The body a plan describes, with its tokens still in place (files and hostile values are made when encoding). */
function bodyOf(plan: Exclude<BodyPlan, { kind: "raw" }>): unknown {
  if (plan.kind === "valid") return plan.value;
  if (plan.kind === "replaced") return plan.value;
  return plan.mutations.reduce(applyMutation, clone(plan.value));
}

/** Replaces every token by its value: files become Files, hostile names their values. */
async function materialize(value: unknown): Promise<unknown> {
  if (isHostileToken(value)) return hostileMakers[value.$hostile]();
  if (isFileToken(value)) return fileOf(value.$file);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return Promise.all(value.map(materialize));
  const out = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, k, await materialize(v));
  return out;
}

// --- raw bodies ---------------------------------------------------------------------------------------------------

const rawBodies = {
  "json-truncated": { type: "application/json", body: '{"email": "a@b.co", "name": ' },
  "json-trailing-garbage": { type: "application/json", body: '{"a": 1} trailing' },
  "json-single-quotes": { type: "application/json", body: "{'a': 1}" },
  "json-bom": { type: "application/json", body: '\ufeff{"a": 1}' },
  "json-nul": { type: "application/json", body: "\u0000" },
  "json-number-overflow": { type: "application/json", body: '{"id": 1e999, "talent_profile_id": 1e999}' },
  "json-deep-20000": { type: "application/json", body: `${"[".repeat(20_000)}${"]".repeat(20_000)}` },
  "json-empty": { type: "application/json", body: "" },
  "json-null": { type: "application/json", body: "null" },
  "json-invalid-utf8": { type: "application/json", body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  "json-duplicate-keys": { type: "application/json", body: '{"status": "pending", "status": "confirmed", "__proto__": {"x": 1}}' },
  "json-without-type": { type: "", body: '{"a": 1}' },
  "text-plain": { type: "text/plain", body: "hello" },
  xml: { type: "application/xml", body: "<a><b>1</b></a>" },
  "octet-stream": { type: "application/octet-stream", body: new Uint8Array([0, 1, 2, 255]) },
  "multipart-without-boundary": { type: "multipart/form-data", body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--" },
  "multipart-wrong-boundary": {
    type: "multipart/form-data; boundary=expected",
    body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
  },
  "multipart-unterminated": {
    type: "multipart/form-data; boundary=b",
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  "multipart-no-disposition": { type: "multipart/form-data; boundary=b", body: "--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n" },
  "multipart-empty": { type: "multipart/form-data; boundary=b", body: "" },
  "urlencoded-bad-escapes": { type: "application/x-www-form-urlencoded", body: "a=%E0%A4%A&%%%=1&b=%00" },
} satisfies Record<string, { type: string; body: string | Uint8Array }>;

type RawName = keyof typeof rawBodies;
const rawName = fc.constantFrom(...(Object.keys(rawBodies) as RawName[]));

// --- encoding -------------------------------------------------------------------------------------------------------

function formValue(v: unknown): string | File {
  if (v instanceof File) return v;
  if (v === null || v === undefined) return "";
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

function toForm(body: unknown): FormData {
  const form = new FormData();
  const entries = body !== null && typeof body === "object" && !Array.isArray(body) ? Object.entries(body) : [["value", body] as const];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, formValue(item));
    else form.append(key, formValue(value));
  }
  return form;
}

/** The body and content type of a request, from its plan and encoding. */
export async function encodeBody(plan: BodyPlan, encoding: Encoding): Promise<{ body: BodyInit; type?: string }> {
  if (plan.kind === "raw") {
    const raw = rawBodies[plan.raw];
    return { body: raw.body, type: raw.type || undefined };
  }
  const value = await materialize(bodyOf(plan));
  if (encoding === "multipart") return { body: toForm(value) };
  if (encoding === "urlencoded") {
    const params = new URLSearchParams();
    for (const [k, v] of toForm(value).entries()) params.append(k, typeof v === "string" ? v : v.name);
    return { body: params.toString(), type: "application/x-www-form-urlencoded" };
  }
  return { body: JSON.stringify(value) ?? "", type: "application/json" };
}

// --- path parameters ------------------------------------------------------------------------------------------------

/** Path segments no id or name should survive: out of range, not numbers, encoded NULs, huge. */
export const hostileSegments = [
  "0",
  "-1",
  "1.5",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740993",
  "99999999999999999999999",
  "1e309",
  "1e3",
  "0x1F",
  "Infinity",
  "NaN",
  "abc",
  "",
  " 7 ",
  "7abc",
  "\u0000",
  "7\u0000",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "\uff17",
  "\ud800",
  "9".repeat(5000),
];
