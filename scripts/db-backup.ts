/**
 * Writes a backup of the configured database to FILE: `pg_dump` custom format with DATABASE_URL, else the embedded
 * PGlite's own dump (stop the server first: PGlite allows one process per data folder). docs/deployment.md.
 *
 *   npm run db:backup -- FILE
 */
import { backupDatabase } from "@/db/backup";
import { backupTarget, describeTarget } from "./db-backup-target";

async function main() {
  const [file] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run db:backup -- FILE");
  const target = backupTarget();
  await backupDatabase(target, file);
  console.log(`Backed up ${describeTarget(target)} to ${file}.`);
}

main().catch((err: unknown) => {
  console.error("Backup failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
