import "server-only";
import { getDb, type Tx } from "@/db/client";
import { queueJobRuns } from "@/db/schema";

/**
 * Runs `effect` at most once for `key`, however often a job is repeated: the key is written in the transaction of
 * the effect, so either both commit or neither does, and a repeat finds the key and skips. Answers the effect's
 * result, or null when it had already happened.
 */
export async function onceOnly<T>(key: string, effect: (tx: Tx) => Promise<T>): Promise<T | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(queueJobRuns).values({ key }).onConflictDoNothing().returning({ key: queueJobRuns.key });
    if (!fresh) return null;
    return effect(tx);
  });
}
