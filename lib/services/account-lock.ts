import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict, gone, notFound } from "@/lib/errors";

/**
 * The one lock an erasure and every write to a talent's data share (issue 35, item 3): the account row, taken
 * `FOR UPDATE` at the start of the write's transaction. An erasure takes it first and marks the row erased, so a
 * write waiting on it reads `erased_at` once the erasure commits and refuses; a write holding it makes the erasure
 * wait until the write has committed, and the erasure then removes what the write added. Either way nothing is left.
 * Always take it before any other row of the talent's (the erasure's order), so two transactions never wait on
 * each other in opposite orders.
 */
export async function lockAccountRow(tx: Tx, userId: number): Promise<User | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return user ?? null;
}

/** What the talent reads when a write of theirs lost to the erasure of their account (410). */
export const ACCOUNT_ERASED = "This account has been erased.";
/** What staff read when they try to change an erased talent (409): the account stays, read-only. */
export const TALENT_ERASED = "This talent has been erased. The account is kept read-only and can no longer be changed.";

/** For the talent's own writes: locks their account, 410 when it is erased (or gone). */
export async function lockOwnAccount(tx: Tx, userId: number): Promise<User> {
  const user = await lockAccountRow(tx, userId);
  if (!user || user.erasedAt) throw gone(ACCOUNT_ERASED);
  return user;
}

/** For staff writes to a talent: locks the account, 404 for an unknown one, 409 when it is erased. */
export async function lockTalentForStaff(tx: Tx, userId: number, missing = "Talent not found."): Promise<User> {
  const user = await lockAccountRow(tx, userId);
  if (!user || user.role !== "talent") throw notFound(missing);
  if (user.erasedAt) throw conflict(TALENT_ERASED);
  return user;
}

/** The same refusal read before a transaction (an erased talent's page, a file not worth storing). */
export function refuseErased(user: Pick<User, "erasedAt">): void {
  if (user.erasedAt) throw conflict(TALENT_ERASED);
}
