import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, setDb, type Db } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import { pgliteExtensions } from "@/db/pglite-extensions";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a throwaway
 * database on that server (dropped afterwards). Services reach it through `getDb()` as usual. Both start from the
 * template `test/global-setup.ts` migrated once for the run; without one (a file run outside that setup) they migrate.
 */
async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const template = inject("pgliteTemplate");
    const extensions = await pgliteExtensions();
    const client = template
      ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions })
      : await PGlite.create({ extensions });
    const db = drizzle(client, { schema }) as unknown as Db;
    if (!template) await runMigrations(db);
    return { db, close: () => client.close() };
  }
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const name = `agency_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const template = inject("postgresTemplate");
  await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const sql = postgres(target.toString(), { max: 5, onnotice: () => {} });
  const db = drizzle(sql, { schema }) as unknown as Db;
  if (!template) await runMigrations(db);
  return {
    db,
    close: async () => {
      await sql.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Registers a fresh database for the calling test file and returns a getter for it. */
export function useTestDb(): () => Db {
  let current: Db | undefined;
  beforeAll(async () => {
    const { db, close } = await createTestDb();
    current = db;
    setDb(db, close);
  });
  afterAll(async () => {
    await closeDb();
  });
  return () => {
    if (!current) throw new Error("test database not ready");
    return current;
  };
}
