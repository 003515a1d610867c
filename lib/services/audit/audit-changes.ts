/**
 * What an activity entry says a write changed: `{ field: [before, after] }`, only for the fields that changed.
 * Pure (no database), so the services, the seed and the tests share it.
 */
export type Changes = Record<string, [unknown, unknown]>;

/**
 * Fragments of field names whose values are never written to the log, whatever the caller passes: a field whose
 * name holds one (password_hash, token_hash, secret_enc, recovery codes, access tokens...) is kept as changed, each
 * side that has a value replaced by REDACTED (null stays null: "set" reads as such). Compared without case,
 * underscores or dashes.
 */
const NEVER_LOGGED_FIELD_FRAGMENTS = ["password", "secret", "token", "hash", "recoverycode", "credential", "publickey", "totp", "apikey"] as const;

/** Fields no diff reports: every write moves them, so they say nothing. */
const ALWAYS_OMITTED = ["updatedAt", "updated_at"];

export const REDACTED = "[redacted]";
/** Longest text kept whole; a longer one is cut there and ends with "…". */
export const MAX_LOGGED_TEXT = 200;
/** A list or object whose JSON is longer than this is written as its shortened JSON text. */
const MAX_LOGGED_JSON = 1000;

const squash = (name: string) => name.toLowerCase().replace(/[_-]/g, "");

/** Whether a field's values must never reach the log. */
export function isSecretField(name: string): boolean {
  const key = squash(name);
  return NEVER_LOGGED_FIELD_FRAGMENTS.some((fragment) => key.includes(fragment));
}

/** A value as JSON would write it, with Dates as ISO strings and undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      if (isSecretField(key)) out[key] = REDACTED;
      else out[key] = plain((value as Record<string, unknown>)[key]);
    }
    return out;
  }
  return value;
}

export function shortenText(text: string): string {
  return text.length > MAX_LOGGED_TEXT ? `${text.slice(0, MAX_LOGGED_TEXT)}…` : text;
}

/** A plain value as the log keeps it: long texts shortened, a large list or object as its shortened JSON. */
function clip(value: unknown): unknown {
  if (typeof value === "string") return shortenText(value);
  if (value && typeof value === "object") {
    const json = JSON.stringify(value);
    if (json.length > MAX_LOGGED_JSON) return shortenText(json);
    if (Array.isArray(value)) return value.map(clip);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clip(v)]));
  }
  return value;
}

/** A secret's side of a change: whether there was one, never what it was. */
const hidden = (value: unknown) => (value === null ? null : REDACTED);

export interface DiffOptions {
  /** Fields left out of the diff (derived or internal columns). */
  omit?: readonly string[];
  /** Fields whose values are replaced by REDACTED, besides those NEVER_LOGGED_FIELD_FRAGMENTS names. */
  redact?: readonly string[];
}

/**
 * The fields that differ between two snapshots of a record, each as `[before, after]`. A creation is
 * `diffChanges(null, row)`, a deletion `diffChanges(row, null)`; a field missing on one side counts as null.
 */
export function diffChanges(before: object | null | undefined, after: object | null | undefined, options: DiffOptions = {}): Changes {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const omit = new Set([...ALWAYS_OMITTED, ...(options.omit ?? [])]);
  const redact = new Set(options.redact ?? []);
  const changes: Changes = {};
  for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    if (omit.has(field)) continue;
    const was = plain(a[field]);
    const now = plain(b[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = isSecretField(field) || redact.has(field) ? [hidden(was), hidden(now)] : [clip(was), clip(now)];
  }
  return changes;
}

/** The changes of several records in one entry, each field prefixed (`profile.city`). */
export function prefixChanges(prefix: string, changes: Changes): Changes {
  return Object.fromEntries(Object.entries(changes).map(([field, pair]) => [`${prefix}.${field}`, pair]));
}
