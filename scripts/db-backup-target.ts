import type { BackupTarget } from "@/db/backup";
import { dataDir, env } from "@/lib/env";

/** The database the app itself would open: DATABASE_URL, else the embedded PGlite in the data folder. */
export function backupTarget(): BackupTarget {
  const { DATABASE_URL } = env();
  return DATABASE_URL ? { kind: "postgres", url: DATABASE_URL } : { kind: "pglite", dir: dataDir("pglite") };
}

/** The target as a log line may name it: never the URL's password. */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === "pglite") return `the embedded database (${target.dir})`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}
