import "server-only";
import { getDb, type Tx } from "@/db/client";
import { backgroundTaskEffects } from "@/db/schema";

/**
 * Runs `effect` at most once for `key`, however often a task is repeated: the key is written in the transaction of
 * the effect, so either both commit or neither does, and a repeat finds the key and skips. Answers the effect's
 * result, or null when it had already happened.
 */
export async function onceOnly<T>(key: string, effect: (tx: Tx) => Promise<T>): Promise<T | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(backgroundTaskEffects)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: backgroundTaskEffects.key });
    if (!fresh) return null;
    return effect(tx);
  });
}
