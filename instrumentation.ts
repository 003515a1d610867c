/**
 * On server start: open the database (migrating it, and seeding an empty embedded one with the demo content) so
 * the first visitor does not wait, and print the demo logins in development.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb, isEmbeddedDb } = await import("./db/client");
  await getDb();
  if (isEmbeddedDb() && process.env.NODE_ENV !== "test") {
    const { printDemoLogins } = await import("./db/seed");
    printDemoLogins();
  }
}
