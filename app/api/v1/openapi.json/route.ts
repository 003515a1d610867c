import { buildOpenApi } from "@/lib/api/openapi";
import { outboxEnabled } from "@/lib/email/outbox-access";
import { routes } from "./routes.generated";

let doc: ReturnType<typeof buildOpenApi> | undefined;

export function GET() {
  doc ??= buildOpenApi(routes, (path) => path !== "/dev/outbox" || outboxEnabled());
  return Response.json(doc, { headers: { "Cache-Control": "public, max-age=300" } });
}
