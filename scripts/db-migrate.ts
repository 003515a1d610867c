/**
 * Applies the migrations in drizzle/ to the configured database (DATABASE_URL, or the embedded PGlite in .data/)
 * and nothing else: no demo content.
 *
 *   npm run db:migrate
 */
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";

async function main() {
  // getDb() migrates, and seeds nothing (the server seeds an empty embedded database on start).
  await getDb();
  console.log(`Migrations applied (${isEmbeddedDb() ? "embedded PGlite" : "DATABASE_URL"}).`);
}

main()
  .catch((err: unknown) => {
    console.error("Migration failed:", err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
