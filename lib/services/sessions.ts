import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { adminPermissions, apiTokens, talentProfiles, users } from "@/db/schema";
import { isPermission } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/session-cookie";
import { SESSION_MAX_AGE } from "@/lib/auth/session-cookie";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";

/** Creates the server-side record of a session: an opaque token whose hash is stored. */
export async function createSession(userId: number, name: "web" | "api" = "api") {
  const db = await getDb();
  const token = newOpaqueToken();
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, tokenHash: sha256(token), name, expiresAt: new Date(Date.now() + SESSION_MAX_AGE * 1000) })
    .returning({ id: apiTokens.id });
  return { token, sessionId: row.id };
}

export async function revokeSession(sessionId: number): Promise<void> {
  const db = await getDb();
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, sessionId));
}

/**
 * Ends every session and token of a user (password reset, suspension, erasure). Given a transaction (the erasure's),
 * it runs in it, so the sessions end exactly when the rest of the change commits.
 */
export async function endAllSessions(userId: number, within?: DbOrTx): Promise<void> {
  const run = async (tx: DbOrTx) => {
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    const [user] = await tx.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, userId));
    if (user) await tx.update(users).set({ sessionVersion: user.sv + 1 }).where(eq(users.id, userId));
  };
  if (within) return run(within);
  const db = await getDb();
  await db.transaction(run);
}

async function loadViewer(
  userId: number,
  sessionId: number | null,
  via: Viewer["via"],
  sessionVersion?: number,
): Promise<Viewer | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      sessionVersion: users.sessionVersion,
      talentProfileId: talentProfiles.id,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.status === "suspended") return null;
  if (sessionVersion !== undefined && row.sessionVersion !== sessionVersion) return null;
  let granted: Viewer["permissions"] = [];
  if (row.role === "subadmin") {
    const perms = await db
      .select({ permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(eq(adminPermissions.userId, row.id));
    granted = perms.map((p) => p.permission).filter(isPermission);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    permissions: granted,
    talentProfileId: row.talentProfileId ?? null,
    sessionId,
    via,
  };
}

async function liveTokenRow(where: ReturnType<typeof eq>) {
  const db = await getDb();
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId })
    .from(apiTokens)
    .where(and(where, isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())));
  return row ?? null;
}

export async function viewerFromBearer(token: string): Promise<Viewer | null> {
  const row = await liveTokenRow(eq(apiTokens.tokenHash, sha256(token)));
  return row ? loadViewer(row.userId, row.id, "bearer") : null;
}

/**
 * A session cookie counts only with the id of a live session record: one without `sid` could not be ended by
 * logout, so it is refused however it was signed.
 */
export async function viewerFromSessionClaims(claims: SessionClaims): Promise<Viewer | null> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || claims.sid == null) return null;
  const row = await liveTokenRow(eq(apiTokens.id, claims.sid));
  if (!row || row.userId !== userId) return null;
  return loadViewer(userId, claims.sid, "cookie", claims.sv);
}
