import { apiRoute } from "@/lib/api/route";
import { pingDatabase } from "@/lib/services/platform";
import { healthAnswer } from "@/lib/api/responses/meta";

/** Liveness and readiness: answers once the database is open, migrated and (embedded) seeded. */
export const GET = apiRoute({ response: healthAnswer, errors: [503], summary: "Health check", tags: ["meta"] }, async () => {
  await pingDatabase();
  return { status: "ok" };
});
