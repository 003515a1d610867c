import { AppError } from "@/lib/errors";

export const KB = 1024;
export const MB = 1024 * KB;

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request is too large (at most ${Math.round(limit / MB) || 1} MB).`);
}

/** Reads a request body, refusing anything past `limit` bytes without buffering the rest. */
export async function readBodyLimited(req: Request, limit: number): Promise<Uint8Array> {
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

/** Turns form data into a plain object for zod: repeated keys become arrays, files stay files. */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    const values = all.filter((v) => !(typeof v === "string" && v === "" && all.length > 1));
    const clean = key.endsWith("[]") ? key.slice(0, -2) : key;
    out[clean] = key.endsWith("[]") || values.length > 1 ? values : values[0];
  }
  return out;
}

/** Parses the body by its content type into a plain object (JSON, multipart or urlencoded). */
export async function parseBody(req: Request, limit: number): Promise<unknown> {
  const bytes = await readBodyLimited(req, limit);
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
    return formDataToObject(form);
  }
  if (bytes.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}
