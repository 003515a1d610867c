/**
 * Restores a backup made by `npm run db:backup` into the configured database. Refuses a database that holds data
 * unless --force is given. Stop the server first (with the embedded PGlite it must be: one process per folder).
 *
 *   npm run db:restore -- FILE [--force]
 */
import { restoreDatabase } from "@/db/backup";
import { backupTarget, describeTarget } from "./db-backup-target";

async function main() {
  const args = process.argv.slice(2);
  const [file] = args.filter((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run db:restore -- FILE [--force]");
  const target = backupTarget();
  const { keptAt } = await restoreDatabase(target, file, { force: args.includes("--force") });
  console.log(`Restored ${file} into ${describeTarget(target)}.${keptAt ? ` The database it replaced is kept in ${keptAt}.` : ""}`);
}

main().catch((err: unknown) => {
  console.error("Restore failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
