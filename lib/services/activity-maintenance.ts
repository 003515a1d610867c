import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/**
 * The activity log is becoming append-only (a trigger refuses UPDATE and DELETE unless the transaction said
 * otherwise). The contract between that trigger and the one change allowed, scrubbing an erased talent's personal
 * data: this transaction-local setting. The same function is to be exported by lib/services/activity.ts; at the
 * merge the lead keeps that one and points the erasure at it (TODO(lead): join with activity.ts's).
 */
export async function allowActivityLogMaintenance(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('app.activity_log_maintenance', 'on', true)`);
}
