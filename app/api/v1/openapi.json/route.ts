import { buildOpenApi } from "@/lib/api/openapi";
import { routes } from "./routes.generated";

let doc: ReturnType<typeof buildOpenApi> | undefined;

export function GET() {
  doc ??= buildOpenApi(routes);
  return Response.json(doc, { headers: { "Cache-Control": "public, max-age=300" } });
}
