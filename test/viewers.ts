import { type Db } from "@/db/client";
import { createTalent } from "@/db/factories";
import type { Viewer } from "@/lib/auth/viewer";

/** The `Viewer` a service sees for a user row (bearer, no session), with the given permissions. */
export function viewerOf(user: { id: number; name: string; email: string; role: Viewer["role"] }, permissions: Viewer["permissions"] = []): Viewer {
  return { ...user, status: "active", permissions, talentProfileId: null, sessionId: null, via: "bearer" };
}

/** A talent made by `createTalent` and the `Viewer` the dashboard's services see for them. */
export async function talentViewer(db: Db, status: Viewer["status"] = "active", overrides: Parameters<typeof createTalent>[1] = {}) {
  const created = await createTalent(db, { status, ...overrides });
  const viewer: Viewer = {
    id: created.user.id,
    name: created.user.name,
    email: created.user.email,
    role: "talent",
    status,
    permissions: [],
    talentProfileId: created.profile.id,
    sessionId: null,
    via: "bearer",
  };
  return { viewer, ...created };
}
