import "server-only";
import { mkdirSync } from "node:fs";
import { dataDir, env, isBuildPhase } from "@/lib/env";
import * as schema from "./schema";
import type { Db } from "./types";

export type { Db, DbOrTx, Tx } from "./types";

interface DbState {
  ready?: Promise<Db>;
  close?: () => Promise<void>;
  embedded?: boolean;
}

// Cached on globalThis so that hot reload in development and the several module graphs of one Next server
// (instrumentation, route handlers, server components) share a single connection and a single PGlite instance.
const globalForDb = globalThis as typeof globalThis & { __agencyDb?: DbState };
const state: DbState = (globalForDb.__agencyDb ??= {});

async function open(): Promise<Db> {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    // JIT off (docs/decisions.md, issue 38): the app's statements are short reads whose cost estimates can still
    // cross jit_above_cost, and then compiling them costs far more than running them.
    const sql = postgres(DATABASE_URL, { max: 10, onnotice: () => {}, connection: { jit: "off" } });
    state.close = () => sql.end();
    state.embedded = false;
    return drizzle(sql, { schema }) as unknown as Db;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = dataDir("pglite");
  mkdirSync(dir, { recursive: true });
  const { pgliteExtensions } = await import("./pglite-extensions");
  const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
  state.close = () => client.close();
  state.embedded = true;
  return drizzle(client, { schema }) as unknown as Db;
}

/**
 * The database, opened lazily on first use (never at import, so `next build` does not open it) and migrated. An
 * empty embedded database gets the demo content on server start (`seedIfEmpty`, db/seed, from instrumentation.ts).
 */
export function getDb(): Promise<Db> {
  if (isBuildPhase()) {
    // Pages are rendered on demand (and then cached), never from whatever database the build machine has.
    throw new Error("The database is not opened during `next build`: render this page on demand.");
  }
  state.ready ??= (async () => {
    const db = await open();
    const { runMigrations } = await import("./migrate");
    await runMigrations(db);
    return db;
  })();
  state.ready.catch(() => {
    state.ready = undefined;
  });
  return state.ready;
}

/** Use a database made elsewhere (the test helper's fresh one). */
export function setDb(db: Db, close?: () => Promise<void>): void {
  state.ready = Promise.resolve(db);
  state.close = close;
}

export async function closeDb(): Promise<void> {
  await state.close?.();
  state.ready = undefined;
  state.close = undefined;
}

export function isEmbeddedDb(): boolean {
  return !env().DATABASE_URL;
}
