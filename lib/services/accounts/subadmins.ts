import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { adminPermissions, users, type User } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { isPermission, permissions as allPermissions, type Permission } from "@/lib/domain/permissions";
import { requireRole } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { emailTaken, notFound, validationError } from "@/lib/errors";
import { fieldErrors } from "@/lib/validation/common";
import { generatePassword, subadminInputSchema, type SubadminInput } from "@/lib/validation/subadmin";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { endAllSessions } from "./sessions";


function parseInput(input: unknown) {
  const parsed = subadminInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0].message, fieldErrors(parsed.error));
  return parsed.data;
}

/** Keeps the spec's order of permissions whatever order they were ticked in. */
const ordered = (list: readonly string[]): Permission[] => allPermissions.filter((p) => list.includes(p));

function toSubadmin(user: User, granted: string[]) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.roleLabel ?? "",
    permissions: ordered(granted.filter(isPermission)),
    status: user.status === "active" ? ("active" as const) : ("inactive" as const),
    lastActive: user.lastActiveAt,
    created_at: user.createdAt,
  };
}

async function isEmailUsed(email: string, exceptId?: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  return !!row;
}

async function findSubadmin(id: number) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(and(eq(users.id, id), eq(users.role, "subadmin")));
  if (!user) throw notFound("Sub-admin not found");
  const perms = await db.select({ p: adminPermissions.permission }).from(adminPermissions).where(eq(adminPermissions.userId, id));
  return { user, permissions: perms.map((r) => r.p) };
}

/** `GET /admin/subadmins`: admin only. */
export async function listSubadmins(viewer: Viewer | null) {
  requireRole(viewer, "admin");
  const db = await getDb();
  const rows = await db.select().from(users).where(eq(users.role, "subadmin")).orderBy(asc(users.name), asc(users.id));
  const perms = await db
    .select({ userId: adminPermissions.userId, p: adminPermissions.permission })
    .from(adminPermissions)
    .innerJoin(users, eq(users.id, adminPermissions.userId))
    .where(eq(users.role, "subadmin"));
  return rows.map((u) => toSubadmin(u, perms.filter((p) => p.userId === u.id).map((p) => p.p)));
}

/** What a sub-admin's activity entries say changed: the account (its password only as "changed") and permissions. */
function subadminChanges(before: (User & { permissions: readonly string[] }) | null, after: (User & { permissions: readonly string[] }) | null) {
  const sorted = (p?: readonly string[]) => (p ? ordered(p) : null);
  return diffChanges(before && { ...before, permissions: sorted(before.permissions) }, after && { ...after, permissions: sorted(after.permissions) }, {
    omit: ["id", "createdAt", "lastActiveAt", "sessionVersion", "role"],
  });
}

/**
 * A real account with role `subadmin`. Without a password a random one is set: the admin can generate and copy one
 * in the form, or the sub-admin resets it by email.
 */
export async function createSubadmin(viewer: Viewer | null, input: SubadminInput) {
  const actor = requireRole(viewer, "admin");
  const data = parseInput(input);
  if (await isEmailUsed(data.email)) throw emailTaken();
  const passwordHash = await hashPassword(data.password ?? generatePassword(24));
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: data.name,
        email: data.email,
        passwordHash,
        role: "subadmin",
        status: data.status === "active" ? "active" : "suspended",
        roleLabel: data.role || null,
      })
      .returning();
    if (data.permissions.length) {
      await tx.insert(adminPermissions).values([...new Set(data.permissions)].map((permission) => ({ userId: row.id, permission })));
    }
    const changes = subadminChanges(null, { ...row, permissions: data.permissions });
    await logEvent(tx, actor, "subadmin.created", { subject: { type: "user", id: row.id }, payload: { user_id: row.id }, changes });
    return row;
  });
  return toSubadmin(user, data.permissions);
}

/**
 * Saves a sub-admin. Deactivating them, changing their permissions or their password ends every session they
 * have, so the change takes effect at once rather than when their cookie expires.
 */
export async function updateSubadmin(viewer: Viewer | null, id: number, input: SubadminInput) {
  const actor = requireRole(viewer, "admin");
  const data = parseInput(input);
  const current = await findSubadmin(id);
  if (await isEmailUsed(data.email, id)) throw emailTaken();
  const status = data.status === "active" ? "active" : "suspended";
  const before = ordered(current.permissions).join(",");
  const after = ordered(data.permissions).join(",");
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const [was] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    const [row] = await tx
      .update(users)
      .set({ name: data.name, email: data.email, roleLabel: data.role || null, status, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id))
      .returning();
    if (before !== after) {
      await tx.delete(adminPermissions).where(eq(adminPermissions.userId, id));
      if (data.permissions.length) {
        await tx.insert(adminPermissions).values([...new Set(data.permissions)].map((permission) => ({ userId: id, permission })));
      }
    }
    const changes = subadminChanges({ ...was, permissions: current.permissions }, { ...row, permissions: data.permissions });
    await logEvent(tx, actor, "subadmin.updated", { subject: { type: "user", id }, payload: { user_id: id }, changes });
    return row;
  });
  const deactivated = status === "suspended" && current.user.status !== "suspended";
  if (deactivated || before !== after || passwordHash) await endAllSessions(id);
  return toSubadmin(user, data.permissions);
}

export async function deleteSubadmin(viewer: Viewer | null, id: number) {
  const actor = requireRole(viewer, "admin");
  const current = await findSubadmin(id);
  await endAllSessions(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) return; // deleted meanwhile by another admin, whose entry says so
    const changes = subadminChanges({ ...row, permissions: current.permissions }, null);
    await logEvent(tx, actor, "subadmin.deleted", { subject: { type: "user", id }, payload: { user_id: id }, changes, people: [{ userId: id, kind: "staff", name: current.user.name }] });
  });
  return { id };
}
