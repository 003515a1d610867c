import { appendFileSync } from "node:fs";
import { documentedStatuses } from "@/lib/api/openapi";
import { failureSchema, successSchema } from "@/lib/api/responses/envelope";
import type { ApiRouteHandler } from "@/lib/api/route";

/** A route answered something its OpenAPI description does not allow. */
class ContractError extends Error {
  override name = "ContractError";
}

function describe(handler: ApiRouteHandler, method: string, path: string): string {
  return `${method} ${path} (${handler.meta.summary ?? "no summary"})`;
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `  at ${i.path.length ? i.path.map(String).join(".") : "(root)"}: ${i.message}`)
    .join("\n");
}

/**
 * Holds one answer of an `apiRoute` handler to the route's documented contract: the status must be one the
 * document lists for it, a success body must match the response schema inside the envelope (or the whole body for a
 * `rawResponse` route), and a failure body the failure envelope. Throws a ContractError saying what differs.
 */
export function checkAnswer(handler: ApiRouteHandler, method: string, path: string, status: number, body: unknown): void {
  const { meta } = handler;
  const where = describe(handler, method, path);
  if (!meta.response) {
    throw new ContractError(`${where} has no response schema: add \`response:\` to its apiRoute options (see lib/api/responses).`);
  }
  const allowed = documentedStatuses(meta, method);
  if (!allowed.includes(status)) {
    throw new ContractError(`${where} answered ${status}, which its OpenAPI description does not list (${allowed.join(", ")}).`);
  }
  const success = status < 400;
  // A file's bytes are described as binary of its type: nothing to hold to a schema (the route's tests read them).
  if (success && meta.file) return;
  const schema = success ? (meta.rawResponse ? meta.response : successSchema(meta.response)) : failureSchema;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ContractError(
      `${where} answered ${status} with a body that does not match its ${success ? "response schema" : "failure envelope"}:\n` +
        `${issuesOf(result.error)}\nbody: ${JSON.stringify(body).slice(0, 600)}`,
    );
  }
  const extra = undocumentedKeys(body, result.data);
  if (extra.length) {
    throw new ContractError(
      `${where} answered ${status} with fields its ${success ? "response schema" : "failure envelope"} does not describe: ${extra.slice(0, 8).join(", ")}`,
    );
  }
  // CONTRACT_LOG names a file that collects one line per validated answer, for the run's totals.
  if (process.env.CONTRACT_LOG) appendFileSync(process.env.CONTRACT_LOG, `${method} ${meta.summary ?? path} ${status}\n`);
}

/**
 * Keys of the answer that the schema dropped while parsing it: zod objects strip unknown keys, so comparing the
 * answer with the parsed value finds every field the document (whose objects allow no additional properties) lacks.
 */
function undocumentedKeys(answer: unknown, parsed: unknown, at = ""): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((item, i) => undocumentedKeys(item, parsed[i], `${at}[${i}]`));
  if (!isPlainObject(answer) || !isPlainObject(parsed)) return [];
  return Object.entries(answer).flatMap(([key, value]) => {
    const where = at ? `${at}.${key}` : key;
    if (!(key in parsed)) return value === undefined ? [] : [where];
    return undocumentedKeys(value, parsed[key], where);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
