import { PRIVATE_NO_STORE } from "@/lib/cache-control";
import { clientIp } from "@/lib/api/client-ip";
import { matchesEtag, plainAnswer } from "@/lib/api/pdf-answers";
import { sha256 } from "@/lib/auth/tokens";
import { serveCalendarFeed } from "@/lib/services/jobs";

/** A subscribed calendar polls; five minutes in its own cache (never a shared one: the address is a secret). */
const FEED_CACHE = "private, max-age=300";
const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * `/calendar/{token}.ics`: a talent's private calendar feed, for a phone's calendar to subscribe to (no session: the
 * unguessable token is the key). Anything else, a rotated token included, is a plain 404; an address that keeps
 * trying unknown tokens is refused with a 429. The ETag is the feed's content, so a poll of an unchanged schedule is
 * a 304 without the body.
 */
export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : null;
  const answer = await serveCalendarFeed(token, clientIp(req));
  if (answer.kind === "limited") {
    return plainAnswer(429, "Too many requests. Try again later.", { ...NO_STORE, "Retry-After": String(answer.retryAfter) });
  }
  if (answer.kind === "unknown") return plainAnswer(404, "Not found", NO_STORE);
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="schedule.ics"',
    "Cache-Control": FEED_CACHE,
    ETag: `"${sha256(answer.ics).slice(0, 32)}"`,
    "X-Robots-Tag": "noindex",
  };
  if (matchesEtag(req, headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(answer.ics, { headers });
}
