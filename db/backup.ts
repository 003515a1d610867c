import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";

/**
 * Backups of either database (`npm run db:backup -- FILE`, `npm run db:restore -- FILE [--force]`).
 *
 * PostgreSQL (DATABASE_URL): `pg_dump` in its custom format, restored by `pg_restore`'s SQL run by `psql` in one
 * transaction, so a failed restore leaves the database as it was. The embedded PGlite: its own dump, a tarball of the data folder
 * (`dumpDataDir`), loaded into a fresh folder (`PGlite.create({ loadDataDir })`) that then takes the place of the
 * old one, which is kept beside it. PGlite allows one process per folder: the server must be stopped for both.
 *
 * A restore refuses a target that holds data unless forced: restoring over a live database is never an accident.
 */
export type BackupTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export class BackupError extends Error {}

/** The first bytes of each kind of file, so a restore refuses the other database's backup with a clear message. */
const PG_DUMP_MAGIC = "PGDMP";
const GZIP_MAGIC = [0x1f, 0x8b];

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new BackupError(`${command} could not be started: ${error.message}`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Schemas a library owns whose objects `pg_restore --clean` cannot drop one by one: pg-boss (the queue before lib/tasks)
 * keeps its jobs in a partition per queue, and dropping a partition's inherited constraint fails. A restore drops
 * them whole, in the restore's own transaction, and the backup brings them back as they were.
 */
const LIBRARY_SCHEMAS = ["pgboss"] as const;

/**
 * pg_restore's SQL piped into psql, which runs it after dropping `LIBRARY_SCHEMAS`, all in one transaction: a failed
 * restore leaves the database as it was.
 */
function restorePostgres(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const drops = LIBRARY_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join(" ");
    const dump = spawn("pg_restore", ["--no-owner", "--no-privileges", "--clean", "--if-exists", "--file=-", file], { stdio: ["ignore", "pipe", "pipe"] });
    const load = spawn("psql", ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--dbname=${url}`, "--command", drops, "--file=-"], {
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    let failed: BackupError | null = null;
    const fail = (error: BackupError) => (failed ??= error);
    dump.stdout.pipe(load.stdin);
    // psql may stop reading at the first error: pg_restore then writes into a closed pipe, which is not the story.
    load.stdin.on("error", () => {});
    dump.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    load.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    dump.on("error", (error) => fail(new BackupError(`pg_restore could not be started: ${error.message}`)));
    load.on("error", (error) => fail(new BackupError(`psql could not be started: ${error.message}`)));
    let dumpCode: number | null = null;
    dump.on("close", (code) => (dumpCode = code));
    load.on("close", (code) => {
      if (failed) return reject(failed);
      if (code !== 0 || (dumpCode !== null && dumpCode !== 0)) return reject(new BackupError(`pg_restore failed (exit ${code}): ${stderr.trim()}`));
      resolve();
    });
  });
}

/** Tables outside Postgres' own schemas: any means the database holds something a restore would overwrite. */
async function postgresTableCount(url: string): Promise<number> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`;
    return row.n;
  } finally {
    await sql.end();
  }
}

const folderHoldsData = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === "postgres") {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  // Opening a folder that holds nothing would create an empty database there: say so instead.
  if (!folderHoldsData(target.dir)) throw new BackupError(`No embedded database in ${target.dir}.`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("./pglite-extensions");
  const pg = await PGlite.create(target.dir, { extensions: await pgliteExtensions() });
  try {
    const dump = await pg.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string, { force = false } = {}): Promise<{ keptAt?: string }> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const bytes = await readFile(file);
  if (target.kind === "postgres") {
    if (bytes.subarray(0, PG_DUMP_MAGIC.length).toString("latin1") !== PG_DUMP_MAGIC) {
      throw new BackupError(`${file} is not a pg_dump custom-format backup (an embedded database's backup restores without DATABASE_URL).`);
    }
    if (!force && (await postgresTableCount(target.url)) > 0) {
      throw new BackupError("The target database is not empty: restoring would overwrite it. Add --force to do it anyway.");
    }
    await restorePostgres(target.url, file);
    return {};
  }
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(`${file} is not an embedded database's backup (a pg_dump file restores with DATABASE_URL set).`);
  }
  if (!force && folderHoldsData(target.dir)) {
    throw new BackupError(`${target.dir} holds a database: restoring would replace it. Stop the server, then add --force.`);
  }
  // Load into a fresh folder first: if the backup is unreadable, the current database is untouched.
  const staging = `${target.dir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("./pglite-extensions");
  const pg = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([bytes]), extensions: await pgliteExtensions() });
  await pg.query("select 1");
  await pg.close();
  let keptAt: string | undefined;
  if (folderHoldsData(target.dir)) {
    // Kept, not deleted: a restore over the wrong database can be undone by moving the folder back.
    keptAt = `${target.dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target.dir, keptAt);
  } else rmSync(target.dir, { recursive: true, force: true });
  renameSync(staging, target.dir);
  return { keptAt };
}
