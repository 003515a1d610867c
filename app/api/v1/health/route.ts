import { apiRoute } from "@/lib/api/route";
import { pingDatabase } from "@/lib/services/health";

/** Liveness and readiness: answers once the database is open, migrated and (embedded) seeded. */
export const GET = apiRoute({ summary: "Health check", tags: ["meta"] }, async () => {
  await pingDatabase();
  return { status: "ok" };
});
