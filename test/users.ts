import { type Db } from "@/db/client";
import { adminPermissions, talentProfiles, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";

let hashed: Promise<string> | undefined;
export const TEST_PASSWORD = "correct-horse-battery";

/** A user for route tests; talents get a profile. One argon2 hash is shared so tests stay fast. */
export async function makeUser(
  db: Db,
  opts: { role?: "admin" | "subadmin" | "talent"; status?: "pending" | "active" | "hidden" | "declined" | "suspended"; email?: string; permissions?: string[] } = {},
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const role = opts.role ?? "talent";
  const email = opts.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ name: `Test ${role}`, email, passwordHash: await hashed, role, status: opts.status ?? "active" })
    .returning();
  // An approved talent starts published, as db/factories.ts does (the publishing tests create their own).
  const publishedAt = user.status === "active" || user.status === "hidden" ? new Date() : null;
  if (role === "talent") await db.insert(talentProfiles).values({ userId: user.id, stageName: "Test Stage", category: "female", publishedAt });
  if (opts.permissions?.length) {
    await db.insert(adminPermissions).values(opts.permissions.map((permission) => ({ userId: user.id, permission })));
  }
  return user;
}
