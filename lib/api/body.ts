import { AppError } from "@/lib/errors";

export const KB = 1024;
export const MB = 1024 * KB;

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request is too large (at most ${Math.round(limit / MB) || 1} MB).`);
}

/** Reads a request body, refusing anything past `limit` bytes without buffering the rest. */
async function readBodyLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * Turns form data into a plain object for zod: repeated keys become arrays, files stay files. Keys are defined as
 * own properties, as JSON.parse does, so a field named `__proto__` is data and never the object's prototype.
 */
function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    const values = all.filter((v) => !(typeof v === "string" && v === "" && all.length > 1));
    const clean = key.endsWith("[]") ? key.slice(0, -2) : key;
    const value = key.endsWith("[]") || values.length > 1 ? values : values[0];
    Object.defineProperty(out, clean, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export const INVALID_MULTIPART = "The request body is not valid multipart form data.";
const INVALID_FORM = "The request body is not valid form data.";
export const INVALID_JSON = "The request body is not valid JSON.";
export const BODY_NOT_OBJECT = "The request body must be a JSON object.";
export const BODY_TOO_DEEP = "The request body is nested too deeply.";

/** Deeper than any body the API reads (a settings value is about six levels); a deeper one is refused unread. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply arrays and objects nest in JSON text, by one scan that skips strings. Checked before parsing, so that
 * nothing downstream (zod, JSON.stringify into a jsonb column, a log line) recurses through a hostile depth.
 */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}

/**
 * Parses the body by its content type into a plain object (JSON, multipart or urlencoded). A body that cannot be
 * read as its type (a broken multipart, a wrong or missing boundary, malformed JSON), or JSON whose top level is not
 * an object, is a 400: every route's body is an object of fields, and no handler should meet anything else.
 */
export async function parseBody(req: Request, limit: number): Promise<unknown> {
  const bytes = await readBodyLimited(req, limit);
  const type = req.headers.get("content-type") ?? "";
  const multipart = type.includes("multipart/form-data");
  if (multipart || type.includes("application/x-www-form-urlencoded")) {
    try {
      const form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
      return formDataToObject(form);
    } catch {
      throw new AppError("BAD_REQUEST", multipart ? INVALID_MULTIPART : INVALID_FORM);
    }
  }
  if (bytes.byteLength === 0) return {};
  const text = new TextDecoder().decode(bytes);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError("BAD_REQUEST", BODY_TOO_DEEP);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_JSON);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new AppError("BAD_REQUEST", BODY_NOT_OBJECT);
  return value;
}
