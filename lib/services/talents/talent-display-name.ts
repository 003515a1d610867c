import "server-only";
import { sql } from "drizzle-orm";
import { talentProfiles, users } from "@/db/schema";

/** The name a talent is shown by, in a query that joins the user: the stage name, or the account's name without one. */
export const talentDisplayName = sql<string>`coalesce(nullif(trim(${talentProfiles.stageName}), ''), ${users.name})`;
