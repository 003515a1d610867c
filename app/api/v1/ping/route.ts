/**
 * The cheapest answer this app can give: no database, no wrapper. `npm run bench:http` uses it as the framework's
 * ceiling to compare the real routes against.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ success: true, data: { pong: true } }, { headers: { "Cache-Control": "no-store" } });
}
