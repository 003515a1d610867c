import fc from "fast-check";

/** The part of JSON Schema that `z.toJSONSchema` produces for our route schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The kinds of file part a generated body can carry; `test/property/files.ts` turns each into a real File. */
const fileKinds = [
  "png",
  "jpeg",
  "gif",
  "webp",
  "empty",
  "text-named-png",
  "svg-script",
  "exe",
  "truncated-png",
  "pixel-bomb-50mp",
  "pixel-bomb-289mp",
] as const;
export type FileKind = (typeof fileKinds)[number];

/** A file in a generated body, kept as a token so that a failing plan prints small and reads well. */
export interface FileToken {
  $file: FileKind;
}

export const isFileToken = (v: unknown): v is FileToken => typeof v === "object" && v !== null && "$file" in v;

/** Valid images most of the time, so the upload routes do their real work; the rest are the hostile files. */
const fileToken: fc.Arbitrary<FileToken> = fc
  .oneof(
    { weight: 6, arbitrary: fc.constantFrom<FileKind>("png", "jpeg", "gif", "webp") },
    { weight: 5, arbitrary: fc.constantFrom<FileKind>(...fileKinds) },
  )
  .map(($file) => ({ $file }));

const SMALL = 40;
const INT32_MAX = 2 ** 31 - 1;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === "binary") return fileToken;
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength;
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return maxLength === undefined ? matching : matching.filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  if (schema.format === "email") return emailAddress;
  if (schema.format === "uri") return fc.webUrl();
  const small = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength ?? SMALL, SMALL)) });
  if (maxLength === undefined || maxLength <= SMALL) return small;
  // The longest accepted value is where off-by-one bounds and column widths disagree.
  return fc.oneof({ weight: 5, arbitrary: small }, { weight: 1, arbitrary: fc.constant("x".repeat(maxLength)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : (schema.minimum ?? -1000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : (schema.maximum ?? 1_000_000);
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const wide = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  // Mostly realistic values; the schema's whole range (ids up to 2^53) now and then.
  const realistic = fc.integer({ min, max: Math.min(max, min + 200, INT32_MAX) });
  return fc.oneof({ weight: 4, arbitrary: realistic }, { weight: 1, arbitrary: wide });
}

export const emailAddress: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom("example.com", "mail.example.org", "agency.test"))
  .map(([local, domain]) => `${local}@${domain}`);

/**
 * Values that a schema accepts, or nearly: JSON Schema says nothing of refinements, so a generated date may not be a
 * real day and a generated id may not exist. `named` gives realistic values for properties by name (an `email`, a
 * `talent_profile_id` that exists), so that a good share of the requests reaches the service behind the schema.
 */
export function arbitraryFor(schema: JsonSchema, named: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const anyOf = schema.anyOf ?? schema.oneOf;
  if (anyOf) return fc.oneof(...anyOf.map((s) => arbitraryFor(s, named)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], named);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, named)));
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return fc.oneof(numberArbitrary(schema, true), numberArbitrary(schema, false));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? arbitraryFor(schema.items, named) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0 && typeof schema.additionalProperties === "object") {
        return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryFor(schema.additionalProperties, named), { maxKeys: 5 });
      }
      const model = Object.fromEntries(keys.map((key) => [key, named[key] ?? arbitraryFor(properties[key], named)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
    }
    default:
      // `{}`: any value (a setting's `value` before its key's schema is known, a registration field).
      return fc.jsonValue({ maxDepth: 2 });
  }
}
