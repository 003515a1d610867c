/**
 * The Cache-Control of every answer that depends on who asks (a session, a token, a sign-in): neither a shared
 * cache nor the browser may keep it, so a signed-out browser or the next user of a shared machine never sees it.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Marks an answer private and not stored. A handler may return a Response with immutable headers: it is copied. */
export function privateNoStore(res: Response): Response {
  try {
    res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return copy;
  }
}
