import type { ApiRouteHandler } from "@/lib/api/route";
import { checkAnswer } from "./contract";

export const ORIGIN = "http://localhost:3000";

export interface CallOptions {
  method?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  bearer?: string;
  cookie?: string;
}

/**
 * Calls a route handler the way Next does, with a real Request, and returns status, body and headers. Every answer of
 * an `apiRoute` handler is held to the route's OpenAPI description first (`checkAnswer`): a status or a shape the
 * document does not describe throws, so every route test is a contract test too.
 */
export async function call(handler: ApiRouteHandler | ((req: Request) => Response | Promise<Response>), path: string, options: CallOptions = {}) {
  const url = new URL(path, ORIGIN);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (!headers.has("host")) headers.set("host", url.host);
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new Request(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await (handler as (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>)(
    req,
    { params: Promise.resolve(options.params ?? {}) },
  );
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  if ("meta" in handler && handler.meta) checkAnswer(handler, req.method, url.pathname, res.status, json);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response shapes
  return { status: res.status, body: json as any, headers: res.headers };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}
