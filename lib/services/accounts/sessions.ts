import "server-only";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { adminPermissions, apiTokens, talentProfiles, users } from "@/db/schema";
import { UNKNOWN_ADDRESS } from "@/lib/domain/devices";
import { requireUser } from "@/lib/auth/guards";
import { isPermission } from "@/lib/domain/permissions";
import type { SessionClaims } from "@/lib/auth/session-cookie";
import { SESSION_MAX_AGE } from "@/lib/auth/session-cookie";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { UNKNOWN_DEVICE, deviceLabel, storedUserAgent, type SessionKind } from "@/lib/domain/devices";
import { formatMomentInZone } from "@/lib/domain/zoned-time";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { notFound } from "@/lib/errors";
import { absoluteUrl } from "@/lib/absolute-url";
import { twoFactorSetupPending } from "./factor-checks";
import { agencyTimeZone } from "@/lib/services/settings";

/** Where a session was made from: the request's User-Agent and address, as the sign-in route read them. */
export interface SessionContext {
  userAgent?: string | null;
  ip?: string | null;
}

/** `last_used_at` is written at most this often per session, so that reading a page does not write a row. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** The most sessions the list shows, newest activity first (API logins made by a script can pile up). */
const SESSIONS_LIST_MAX = 100;

/** Where a staff member reviews their sessions (the new-sign-in mail links to it). */
const STAFF_SESSIONS_PATH = "/admin/account";

const isStaffRole = (role: string) => role === "admin" || role === "subadmin";

/**
 * Creates the server-side record of a session: an opaque token whose hash is stored, with the device and address
 * it came from. The one place every sign-in path (password, second factor, passkey) makes a session; given a
 * context, a staff member whose earlier sessions all came from another browser and another address is mailed, in
 * the same transaction as the row (docs/decisions.md, "Sessions").
 */
export async function createSession(userId: number, name: SessionKind = "api", context?: SessionContext) {
  const db = await getDb();
  const token = newOpaqueToken();
  const userAgent = storedUserAgent(context?.userAgent);
  const label = deviceLabel(userAgent);
  const device = label === UNKNOWN_DEVICE ? null : label;
  const ip = context?.ip && context.ip !== UNKNOWN_ADDRESS ? context.ip.slice(0, 64) : null;
  const values = {
    userId,
    tokenHash: sha256(token),
    name,
    userAgent,
    device,
    ip,
    lastUsedAt: sql`now()`,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE * 1000),
  };
  if (!context) {
    const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
    return { token, sessionId: row.id };
  }
  const { sessionId, mailIds } = await db.transaction(async (tx) => {
    // Two sign-ins of one user at once are taken in turn, so the second sees the first's device and mails nothing.
    const [user] = await tx
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const [history] = await tx
      .select({
        known: sql<boolean>`coalesce(bool_or(${apiTokens.device} is not null or ${apiTokens.ip} is not null), false)`,
        seenDevice: sql<boolean>`coalesce(bool_or(${apiTokens.device} = ${device}), false)`,
        seenAddress: sql<boolean>`coalesce(bool_or(${apiTokens.ip} = ${ip}), false)`,
      })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    const [row] = await tx.insert(apiTokens).values(values).returning({ id: apiTokens.id, createdAt: apiTokens.createdAt });
    // The first sign-in that recorded a device has nothing to compare with: it is not news (docs/decisions.md).
    // A browser or an address not seen before (issue 29): either is news.
    const isNew =
      !!user && isStaffRole(user.role) && history.known && ((device !== null && !history.seenDevice) || (ip !== null && !history.seenAddress));
    const ids = isNew
      ? await enqueueMail(
          tx,
          mails.newSignIn(user.email, {
            name: user.name,
            device: device ?? UNKNOWN_DEVICE,
            address: ip ?? "Unknown",
            when: formatMomentInZone(row.createdAt, await agencyTimeZone(tx)),
            sessionsUrl: absoluteUrl(STAFF_SESSIONS_PATH),
          }),
        )
      : [];
    return { sessionId: row.id, mailIds: ids };
  });
  await deliverNow(mailIds);
  return { token, sessionId };
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

const live = () => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date()));

/**
 * Ends every live session and token of a user but the one in use (`keep`), in the caller's transaction: turning
 * two-factor on ends the sessions the password alone made (issue 35). Answers how many ended.
 */
export async function endOtherSessions(userId: number, keep: number | null, tx: DbOrTx): Promise<number> {
  const rows = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), ne(apiTokens.id, keep ?? 0), live()))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/** `GET /auth/sessions`: the viewer's own live sessions and API tokens, the current one marked. */
export async function listOwnSessions(viewer: Viewer | null) {
  const user = requireUser(viewer);
  const db = await getDb();
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      device: apiTokens.device,
      ip: apiTokens.ip,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, user.id), live()))
    .orderBy(desc(sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.createdAt})`), desc(apiTokens.id))
    .limit(SESSIONS_LIST_MAX);
  const sessions = rows.map((r) => ({
    id: r.id,
    kind: (r.name === "api" ? "api" : "web") as SessionKind,
    device: r.device ?? UNKNOWN_DEVICE,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_active_at: (r.lastUsedAt ?? r.createdAt).toISOString(),
    current: r.id === user.sessionId,
  }));
  // The session in use leads the list, whatever the order of the others.
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * `DELETE /auth/sessions/{id}`: ends one of the viewer's own live sessions. Another person's session, an ended one
 * and an unknown id are all the same 404, so nobody learns which ids exist.
 */
export async function revokeOwnSession(viewer: Viewer | null, sessionId: number) {
  const user = requireUser(viewer);
  const db = await getDb();
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, sessionId), eq(apiTokens.userId, user.id), live()))
    .returning({ id: apiTokens.id });
  if (!row) throw notFound("Session not found.");
  return { id: row.id, current: row.id === user.sessionId };
}

/** `POST /auth/sessions/revoke-others`: ends every live session and token of the viewer but the one in use. */
export async function revokeOtherSessions(viewer: Viewer | null) {
  const user = requireUser(viewer);
  const db = await getDb();
  const keep = user.sessionId ?? 0;
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, user.id), ne(apiTokens.id, keep), live()))
    .returning({ id: apiTokens.id });
  return { revoked: rows.length };
}

/**
 * Marks a session as used now, unless it was marked less than a minute ago: one conditional statement, so a burst
 * of requests writes the row once and a busy page writes nothing. Answers whether it wrote.
 */
export async function touchSession(sessionId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, sessionId),
        sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - ${sql.raw(`interval '${SESSION_TOUCH_INTERVAL_SECONDS} seconds'`)})`,
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
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
    // Staff under the "require two-factor" setting without a factor yet: the guards hold them at the set-up.
    ...((await twoFactorSetupPending(row)) ? { twoFactorSetupPending: true } : {}),
  };
}

async function liveTokenRow(where: ReturnType<typeof eq>) {
  const db = await getDb();
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(where, live()));
  return row ?? null;
}

/**
 * A request made with a live session: the row's last activity, when this process can already tell it is older than
 * the interval (the statement checks again against the database's clock, so a burst across instances writes once).
 */
async function markUsed(row: { id: number; lastUsedAt: Date | null }, viewer: Viewer | null): Promise<Viewer | null> {
  if (viewer && (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_SECONDS * 1000)) {
    await touchSession(row.id);
  }
  return viewer;
}

export async function viewerFromBearer(token: string): Promise<Viewer | null> {
  const row = await liveTokenRow(eq(apiTokens.tokenHash, sha256(token)));
  return row ? markUsed(row, await loadViewer(row.userId, row.id, "bearer")) : null;
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
  return markUsed(row, await loadViewer(userId, claims.sid, "cookie", claims.sv));
}
