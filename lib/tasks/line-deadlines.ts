import "server-only";
import type { DbOrTx } from "@/db/client";
import type { JobLine } from "@/db/schema";
import { cancelTask, replaceTask } from "./engine";

/** The key of a line's deadline task: one waiting per line. */
export const lineDeadlineKey = (lineId: number) => `line:${lineId}`;

/**
 * Keeps a job line's one-off deadline task in step with the line, inside the transaction that wrote it (call it with
 * the row as written): an option with an expiry or a challenge deadline has a `line-deadline` task due at the earlier
 * of the two (replaced when either changes); any other line (confirmed, released, cancelled, expired) has none.
 */
export async function scheduleLineDeadlines(tx: DbOrTx, line: Pick<JobLine, "id" | "state" | "optionExpiresAt" | "challengeDeadline">): Promise<void> {
  const key = lineDeadlineKey(line.id);
  const times = [line.optionExpiresAt, line.challengeDeadline].filter((t): t is Date => t != null).map((t) => t.getTime());
  if (line.state !== "option" || times.length === 0) {
    await cancelTask(tx, "line-deadline", key);
    return;
  }
  await replaceTask(tx, "line-deadline", { lineId: line.id }, { key, runAt: new Date(Math.min(...times)) });
}
