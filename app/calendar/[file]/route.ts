import { PRIVATE_NO_STORE } from "@/lib/api/cache-control";
import { renderCalendarFeed } from "@/lib/services/calendar-feed";

/**
 * `/calendar/{token}.ics`: a talent's private calendar feed, for a phone's calendar to subscribe to (no session: the
 * unguessable token is the key). Anything else, a rotated token included, is a plain 404.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : null;
  const feed = token ? await renderCalendarFeed(token) : null;
  if (feed === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE } });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="schedule.ics"',
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Robots-Tag": "noindex",
    },
  });
}
