import "server-only";
import { desc } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { activityLog } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";

/** Records an admin change: who, which section, what, on which subject. */
export async function logActivity(
  viewer: Pick<Viewer, "id" | "name">,
  section: string,
  action: string,
  subject?: { type: string; id: number },
  tx?: DbOrTx,
): Promise<void> {
  const db = tx ?? (await getDb());
  await db.insert(activityLog).values({
    actorId: viewer.id,
    actorName: viewer.name,
    section,
    action,
    subjectType: subject?.type,
    subjectId: subject?.id,
  });
}

/** Records a change the clock made (an option's expiry, a challenge's deadline): no one acted, so no actor id. */
export async function logSystemActivity(section: string, action: string, subject: { type: string; id: number }, tx: DbOrTx): Promise<void> {
  await tx.insert(activityLog).values({ actorId: null, actorName: "System", section, action, subjectType: subject.type, subjectId: subject.id });
}

export async function listRecentActivity(limit = 10) {
  const db = await getDb();
  return db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
}
