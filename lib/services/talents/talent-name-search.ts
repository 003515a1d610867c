import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { talentProfiles, users } from "@/db/schema";

/**
 * `users.id` is a talent's (or any user's) whose stage name or account name, and with `email` their e-mail, contains
 * the LIKE `pattern` (issue 38). Each branch reads one table through its trigram index (`talent_profiles_stage_name_trgm_idx`,
 * `users_name_trgm_idx`, `users_email_trgm_idx`): an OR across the joined tables could use none and scanned both.
 */
export function userMatchesTalentSearch(pattern: string, options: { email?: boolean } = {}): SQL {
  const email = options.email ? sql` or ${users.email} ilike ${pattern}` : sql``;
  return sql`${users.id} in (select ${talentProfiles.userId} from ${talentProfiles} where ${talentProfiles.stageName} ilike ${pattern} union all select ${users.id} from ${users} where ${users.name} ilike ${pattern}${email})`;
}
