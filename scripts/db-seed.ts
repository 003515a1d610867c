/**
 * Migrates the configured database (DATABASE_URL, or the embedded PGlite in .data/) and loads the demo content.
 * Safe to run again: when the demo admin already exists it changes nothing.
 *
 *   npm run db:seed
 */
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";
import { printDemoLogins, seed } from "@/db/seed";

async function main() {
  const started = Date.now();
  const db = await getDb();
  const result = await seed(db);
  const target = isEmbeddedDb() ? "embedded PGlite" : "DATABASE_URL";
  if (result.seeded && result.counts) {
    const c = result.counts;
    console.log(
      `Seeded ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.activeTalents} active and ` +
        `${c.pendingTalents} pending talents, ${c.posts} posts, ${c.bookings} bookings, ${c.notifications} notifications.`,
    );
  } else {
    console.log(`The demo content is already in ${target} (admin@example.com exists); nothing changed.`);
  }
  printDemoLogins();
}

main()
  .catch((err: unknown) => {
    console.error("Seeding failed:", err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
