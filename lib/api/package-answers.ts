import { PackageGoneError } from "@/lib/domain/packages";
import { PRIVATE_NO_STORE } from "./cache-control";
import { fail } from "./envelope";

/** A package's answers name the client: neither a shared cache nor the browser keeps them, and no index lists them. */
export const PACKAGE_ANSWER_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" } as const;

/**
 * Runs a client-package handler and answers an expired or revoked link with a 410 that says only that (the
 * envelope's error statuses stop at the AppError codes, and "gone" is this area's alone). The routes send
 * `PACKAGE_ANSWER_HEADERS` with every answer through their `headers` option.
 */
export async function packageAnswer<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PackageGoneError)) throw error;
    return fail(410, error.message);
  }
}
