import { createHash } from "node:crypto";
import { AppError, conflict } from "@/lib/errors";
import {
  completeIdempotencyKey,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
  runIdempotentWork,
} from "@/lib/services/platform";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./idempotency-key";

export const KEY_INVALID = "The Idempotency-Key header must be 1 to 255 printable ASCII characters.";
export const KEY_REUSED = "This Idempotency-Key was already used with a different request.";
const KEY_IN_PROGRESS = "A request with this Idempotency-Key is still in progress. Try again in a moment.";
export const KEY_ANSWER_LOST =
  "The first request with this Idempotency-Key was saved, but its answer was lost; it is not done again.";

/** How long a retry waits for the first request's answer before answering 409 "in progress". */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 100;

/** The key a client sent, or null for none. A key that is not 1 to 255 printable ASCII characters is a 400. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new AppError("BAD_REQUEST", KEY_INVALID);
  return key;
}

/** `POST /api/v1/packages/{token}/selection`: the route, not the path, so that a link's token is never stored. */
export function routeScope(method: string, pathname: string, params: Record<string, unknown>): string {
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (typeof value === "string" ? [[encodeURIComponent(value), name]] : [])));
  const pattern = pathname
    .split("/")
    .map((segment) => (names.has(segment) ? `{${names.get(segment)}}` : segment))
    .join("/");
  return `${method} ${pattern}`;
}

/** The body as plain JSON-able data, each file as its name, type and the SHA-256 of its bytes. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof File) {
    const digest = createHash("sha256").update(new Uint8Array(await value.arrayBuffer())).digest("hex");
    return { file: value.name, type: value.type, sha256: digest };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).sort();
    const entries = await Promise.all(keys.map(async (k) => [k, await canonical((value as Record<string, unknown>)[k])] as const));
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * What makes two requests "the same" for one key: the path's values, the body as read (before any schema, files by
 * content, so a multipart retry with a new boundary is the same request), and who signed in, if anyone.
 */
export async function requestHash(parts: { params: unknown; body: unknown; viewerId: number | null }): Promise<string> {
  return createHash("sha256").update(JSON.stringify(await canonical(parts))).digest("hex");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function replay(status: number, body: string): Response {
  return new Response(body, { status, headers: { "content-type": "application/json", [REPLAYED_HEADER]: "true" } });
}

/**
 * Answers a request that carries an `Idempotency-Key`, Stripe's way: the first request with the key does the work
 * and its answer is stored; a retry gets that answer (status and body) without the work being done again; a retry
 * while the first is still working waits for its answer a few seconds, then gets 409; the key with a different
 * request is a 422. Answers a retry should not replay (429, 5xx) give the key up, unless the work had committed.
 */
export async function answerIdempotently(
  scope: { route: string; key: string; requestHash: string },
  work: () => Promise<Response>,
): Promise<Response> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const reservation = await reserveIdempotencyKey(scope.route, scope.key, scope.requestHash);
    switch (reservation.kind) {
      case "owner": {
        const { claim } = reservation;
        const res = await runIdempotentWork(claim, work);
        const body = await res.clone().text();
        if (res.status === 429 || res.status >= 500) await releaseIdempotencyKey(claim, res.status, body);
        else await completeIdempotencyKey(claim, res.status, body);
        return res;
      }
      case "replay":
        return replay(reservation.status, reservation.body);
      case "mismatch":
        throw new AppError("VALIDATION", KEY_REUSED);
      case "answer-lost": {
        // The first request committed and died before storing its answer. A route whose work recorded its row
        // answers again from that row (nothing is done twice); the rebuilt answer is stored like a first one.
        if (reservation.resultId === null) throw conflict(KEY_ANSWER_LOST);
        const res = await runIdempotentWork(reservation.claim, work, reservation.resultId);
        if (res.status < 200 || res.status >= 300) throw conflict(KEY_ANSWER_LOST);
        const body = await res.clone().text();
        await completeIdempotencyKey(reservation.claim, res.status, body);
        return replay(res.status, body);
      }
      case "in-progress":
        if (Date.now() >= deadline) throw conflict(KEY_IN_PROGRESS);
        await sleep(POLL_MS);
    }
  }
}
