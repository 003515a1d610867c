import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./types";

export const migrationsFolder = path.resolve(/* turbopackIgnore: true */ process.cwd(), "drizzle");

/**
 * Runs the drizzle-kit migrations in `drizzle/` on either driver. Both drivers' dialects share the same
 * bookkeeping table, so one implementation serves PGlite and postgres.js alike.
 */
export async function runMigrations(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // `dialect` and `session` are internal but stable; this is exactly what the driver-specific migrators do.
  const internal = db as unknown as {
    dialect: { migrate: (m: typeof migrations, s: unknown, c: { migrationsFolder: string }) => Promise<void> };
    session: unknown;
  };
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder });
}
