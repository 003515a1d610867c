import type { z } from "zod";
import type { ApiFailure, ApiResult } from "./envelope";

/** A failed API call, with the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Every field message joined by line breaks, as the spec's toasts show them; else the message. */
  get joined(): string {
    const all = Object.values(this.errors ?? {}).flat();
    return all.length ? all.join("\n") : this.message;
  }
}

export interface ApiFetchOptions extends Omit<RequestInit, "body"> {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
}

/**
 * What `apiFetch` resolves to for a route declared with `response: S` (`lib/api/responses/*`): the `data` of the
 * envelope. A route whose whole body is its schema (`rawResponse`, the sign-in answers) still answers in an envelope
 * shape, so its `data` is taken out of it.
 */
export type ResponseData<S extends z.ZodType> = z.output<S> extends { success: true; data: infer D } ? D : z.output<S>;

/**
 * The client for client components: same-origin `/api/v1` with the session cookie, JSON or FormData bodies,
 * and the envelope unwrapped. Throws `ApiError` on `success: false` or a non-2xx status.
 *
 * Its answer's type comes from the route's response schema, named as a type only:
 * `apiFetch<typeof talentPublicationResponse>(path)` (`import type` it, so no zod reaches a public bundle; the answer
 * is not parsed in the browser, the route tests check every answer against the same schema). Without one the
 * answer is `unknown`.
 */
export async function apiFetch<S extends z.ZodType = z.ZodUnknown>(path: string, options: ApiFetchOptions = {}): Promise<ResponseData<S>> {
  const { body, query, headers, ...init } = options;
  const url = new URL(`/api/v1${path}`, typeof window === "undefined" ? "http://localhost" : window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: "same-origin",
      ...init,
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      headers: { Accept: "application/json", ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}), ...headers },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "Network or server error");
  }
  let json: ApiResult<ResponseData<S>> | null = null;
  try {
    json = (await res.json()) as ApiResult<ResponseData<S>>;
  } catch {
    json = null;
  }
  if (!res.ok || !json || json.success !== true) {
    const failure = (json ?? {}) as Partial<ApiFailure>;
    throw new ApiError(res.status, failure.message ?? "An error occurred", failure.errors);
  }
  return json.data;
}

/**
 * A file from `/api/v1` (a route declared with `file`, such as the data export), saved by the browser under the name
 * its `Content-Disposition` gives. Throws `ApiError` with the envelope's message when the route refuses (a 429).
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "Network or server error");
  }
  if (!res.ok) {
    const failure = (await res.json().catch(() => ({}))) as Partial<ApiFailure>;
    throw new ApiError(res.status, failure.message ?? "An error occurred", failure.errors);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
