import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, BackupError, restoreDatabase, type BackupTarget } from "./backup";
import type { Db } from "./client";
import { createBlogCategory } from "./factories";
import { runMigrations } from "./migrate";
import * as schema from "./schema";
import { pgliteExtensions } from "./pglite-extensions";
import postgres from "postgres";

// Issue 25: `npm run db:backup` and `db:restore` for both databases. Back up, change, restore: the data is as it was.

const work = mkdtempSync(path.join(tmpdir(), "agency-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A database connection of the test's own (not the app's `getDb()`), opened and closed around each step. */
interface Opened {
  db: Db;
  close(): Promise<void>;
}

/** A frozen document (rows refused UPDATE/DELETE/TRUNCATE by a trigger) goes out with the backup and comes back whole. */
const frozenBytes = Buffer.from("%PDF-1.3 a frozen invoice");
const frozenSha = createHash("sha256").update(frozenBytes).digest("hex");
const frozenBack = async (db: Db) =>
  (await db.select({ bytes: schema.storedDocuments.bytes }).from(schema.storedDocuments).where(eq(schema.storedDocuments.sha256, frozenSha)))[0]?.bytes;

const slugs = async (db: Db) => (await db.select({ slug: schema.blogCategories.slug }).from(schema.blogCategories).orderBy(asc(schema.blogCategories.slug))).map((r) => r.slug);

async function backUpChangeRestore(target: BackupTarget, open: () => Promise<Opened>) {
  const file = path.join(work, `${target.kind}-${randomBytes(4).toString("hex")}.backup`);
  let c = await open();
  await runMigrations(c.db);
  await createBlogCategory(c.db, { slug: "news", name: "News" });
  await createBlogCategory(c.db, { slug: "casting", name: "Casting" });
  await c.db.insert(schema.storedDocuments).values({ sha256: frozenSha, contentType: "application/pdf", bytes: frozenBytes, byteLength: frozenBytes.byteLength });
  await c.close();

  await backupDatabase(target, file);
  expect(existsSync(file)).toBe(true);

  c = await open();
  await c.db.delete(schema.blogCategories);
  await createBlogCategory(c.db, { slug: "changed", name: "Changed" });
  expect(await slugs(c.db)).toEqual(["changed"]);
  await c.close();

  await expect(restoreDatabase(target, file)).rejects.toThrow(BackupError);
  const restored = await restoreDatabase(target, file, { force: true });

  c = await open();
  expect(await slugs(c.db)).toEqual(["casting", "news"]);
  expect((await frozenBack(c.db))?.equals(frozenBytes)).toBe(true);
  await c.close();
  return { file, restored };
}

describe("PGlite backup and restore", () => {
  const dir = path.join(work, "pglite");
  const target: BackupTarget = { kind: "pglite", dir };
  const open = async (): Promise<Opened> => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
    return { db: drizzle(client, { schema }) as unknown as Db, close: () => client.close() };
  };

  // PGlite's dump and load take 25-30 s on a busy machine: more than the default 30 s timeout leaves room for.
  it("backs up, changes, restores with --force and finds the data as it was; the replaced folder is kept", { timeout: 90_000 }, async () => {
    const { file, restored } = await backUpChangeRestore(target, open);
    expect(existsSync(restored.keptAt!)).toBe(true);
    // Into an empty place no --force is needed.
    const fresh: BackupTarget = { kind: "pglite", dir: path.join(work, "fresh") };
    expect(await restoreDatabase(fresh, file)).toEqual({ keptAt: undefined });
    await expect(restoreDatabase({ kind: "postgres", url: "postgres://nowhere.invalid/x" }, file)).rejects.toThrow(/not a pg_dump/);
  });

  it("refuses to back up a folder that holds no database", async () => {
    await expect(backupDatabase({ kind: "pglite", dir: path.join(work, "empty") }, path.join(work, "x.backup"))).rejects.toThrow(/No embedded database/);
  });
});

// The PostgreSQL half needs a server: CI runs it with TEST_DATABASE_URL, as every integration test.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL backup and restore (pg_dump, pg_restore)", () => {
  const server = process.env.TEST_DATABASE_URL ?? "";
  const names: string[] = [];
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();

  async function createDatabase(): Promise<string> {
    const { default: postgres } = await import("postgres");
    const name = `agency_backup_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    names.push(name);
    return urlOf(name);
  }

  afterAll(async () => {
    const { default: postgres } = await import("postgres");
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const opener = (url: string) => async (): Promise<Opened> => {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    return { db: drizzle(sql, { schema }) as unknown as Db, close: () => sql.end() };
  };

  it("backs up, changes, restores with --force and finds the data as it was; restores into an empty database", async () => {
    const url = await createDatabase();
    const { file } = await backUpChangeRestore({ kind: "postgres", url }, opener(url));
    const empty = await createDatabase();
    await restoreDatabase({ kind: "postgres", url: empty }, file);
    const c = await opener(empty)();
    expect(await slugs(c.db)).toEqual(["casting", "news"]);
    await c.close();
    await expect(restoreDatabase({ kind: "pglite", dir: path.join(work, "other") }, file)).rejects.toThrow(/not an embedded database's backup/);
  });

  // Issue 35: pg-boss keeps its jobs in partitions (an inherited constraint per queue), which pg_restore --clean
  // cannot drop one by one ("cannot drop inherited constraint"): the restore drops pg-boss's schema first.
  it("restores with --force over a database pg-boss has used", async () => {
    const url = await createDatabase();
    const c = await opener(url)();
    await runMigrations(c.db);
    await createBlogCategory(c.db, { slug: "before", name: "Before" });
    await c.close();
    // pg-boss's own layout (a job table partitioned by queue, a constraint each partition inherits), as an older
    // deployment that ran it leaves behind; the app itself no longer uses pg-boss (lib/tasks).
    const raw = postgres(url, { max: 1, onnotice: () => {} });
    await raw.unsafe(`
      create schema pgboss;
      create table pgboss.job (id uuid not null, name text not null, data jsonb, primary key (name, id)) partition by list (name);
      alter table pgboss.job add constraint job_name_check check (length(name) > 0);
      create table pgboss.j_restore_test partition of pgboss.job for values in ('restore-test');
      insert into pgboss.job (id, name, data) values (gen_random_uuid(), 'restore-test', '{"n":1}');
    `);
    await raw.end();
    const file = path.join(work, `pgboss-${randomBytes(4).toString("hex")}.backup`);
    await backupDatabase({ kind: "postgres", url }, file);

    await restoreDatabase({ kind: "postgres", url }, file, { force: true });
    const after = await opener(url)();
    expect(await slugs(after.db)).toEqual(["before"]);
    await after.close();
  });
});
