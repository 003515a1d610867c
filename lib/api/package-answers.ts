import { PRIVATE_NO_STORE } from "@/lib/cache-control";

/**
 * A package's answers name the client: neither a shared cache nor the browser keeps them, and no index lists them.
 * The client-package routes send these with every answer, their 404 and 410 (`GONE`) too, through their `headers`
 * option.
 */
export const PACKAGE_ANSWER_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" } as const;
