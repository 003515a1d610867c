import "server-only";
import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { talentProfiles, users } from "@/db/schema";

/**
 * The one rule of who the public sees, as SQL over `users` joined to `talent_profiles`: an approved talent, not
 * hidden (status `active`), whose profile staff have published. Every public read (listings, search, profile,
 * sitemap, API, comp cards, packages, booking requests) filters with it; `isPublicTalentState` in
 * lib/domain/talent-status.ts is the same rule for a row already read.
 */
export const isPublicTalent: SQL = and(eq(users.role, "talent"), eq(users.status, "active"), isNotNull(talentProfiles.publishedAt)) as SQL;

/**
 * Not the public rule: every active talent account, published or not (over `users` alone). Who staff notifications
 * reach: a talent approved and not hidden reads the dashboard's inbox before staff publish the profile.
 */
export const isActiveTalent: SQL = and(eq(users.role, "talent"), eq(users.status, "active")) as SQL;
