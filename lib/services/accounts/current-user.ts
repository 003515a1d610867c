import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { unauthorized } from "@/lib/errors";
import { getOwnTalentProfile } from "@/lib/services/talents";

/** `data.user` of `GET /auth/me`: who is signed in, with their talent profile when they are talent. */
export async function getCurrentUser(viewer: Viewer) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  if (!user) throw unauthorized();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    phone: user.phone,
    whatsapp: user.whatsapp,
    profile_image_url: user.profileImageUrl,
    permissions: viewer.role === "admin" ? "all" : viewer.permissions,
    created_at: user.createdAt,
    talent_profile: user.role === "talent" ? await getOwnTalentProfile(viewer) : null,
  };
}
