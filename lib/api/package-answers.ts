import { PackageGoneError } from "@/lib/domain/packages";
import { PRIVATE_NO_STORE } from "./cache-control";
import { fail } from "./envelope";

/** A package's answers name the client: neither a shared cache nor the browser keeps them, and no index lists them. */
export const PACKAGE_ANSWER_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" } as const;

/**
 * Runs a client-package handler and answers an expired or revoked link with a 410 that says only that (the
 * envelope's error statuses stop at the AppError codes, and "gone" is this area's alone).
 */
export async function packageAnswer(run: () => Promise<Response>): Promise<Response> {
  let res: Response;
  try {
    res = await run();
  } catch (error) {
    if (!(error instanceof PackageGoneError)) throw error;
    res = fail(410, error.message);
  }
  for (const [k, v] of Object.entries(PACKAGE_ANSWER_HEADERS)) res.headers.set(k, v);
  return res;
}
