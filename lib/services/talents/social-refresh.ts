import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { after } from "next/server";
import { getDb } from "@/db/client";
import { socialAccounts } from "@/db/schema";
import { cacheTags, invalidate } from "@/lib/cache";
import { decryptToken, encryptToken } from "@/lib/social/crypto";
import { ProviderError, socialProvider } from "@/lib/social/providers";

/** A follower count older than this is read again from the platform. */
const FOLLOWERS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Tokens this close to lapsing are renewed before they are used. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

type AccountRow = typeof socialAccounts.$inferSelect;

/**
 * Reads the follower counts of a talent's connected accounts again where they are more than a day old, renewing
 * a token that is about to lapse first. `refreshed_at` is the last attempt: a platform that refuses (token revoked,
 * app removed) keeps the last count and is not asked again for a day. Returns how many counts were read.
 */
export async function refreshFollowerCounts(talentProfileId: number, now = new Date()): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.talentProfileId, talentProfileId),
        or(isNull(socialAccounts.refreshedAt), lt(socialAccounts.refreshedAt, new Date(now.getTime() - FOLLOWERS_MAX_AGE_MS))),
      ),
    );
  let read = 0;
  for (const account of stale) {
    if (await refreshAccount(account, now)) read += 1;
  }
  // Only the profile shows the counts; the listings do not need rendering again.
  if (read) invalidate(cacheTags.talent(talentProfileId));
  return read;
}

async function refreshAccount(account: AccountRow, now: Date): Promise<boolean> {
  const provider = socialProvider(account.platform);
  // A token that no longer decrypts (the key was rotated) cannot be used: the talent connects again.
  const accessToken = decryptToken(account.accessTokenEnc);
  if (!provider || !accessToken) return false;
  const db = await getDb();
  const tokens = { accessToken, refreshToken: decryptToken(account.refreshTokenEnc), expiresAt: account.tokenExpiresAt };
  try {
    if (tokens.expiresAt && tokens.expiresAt.getTime() - now.getTime() < RENEW_BEFORE_MS) {
      const renewed = await provider.refreshTokens(tokens);
      Object.assign(tokens, renewed, { refreshToken: renewed.refreshToken ?? tokens.refreshToken });
    }
    const profile = await provider.fetchProfile(tokens.accessToken);
    await db
      .update(socialAccounts)
      .set({
        followers: profile.followers,
        username: profile.username ?? account.username,
        url: profile.url ?? account.url,
        accessTokenEnc: encryptToken(tokens.accessToken),
        refreshTokenEnc: tokens.refreshToken ? encryptToken(tokens.refreshToken) : null,
        tokenExpiresAt: tokens.expiresAt,
        refreshedAt: now,
        updatedAt: now,
      })
      .where(eq(socialAccounts.id, account.id));
    return true;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`[social] ${account.platform} count for profile ${account.talentProfileId} not refreshed: ${error.message}`);
    await db.update(socialAccounts).set({ refreshedAt: now }).where(eq(socialAccounts.id, account.id));
    return false;
  }
}

/**
 * Refreshes stale follower counts after the response is sent (the page is not held up by a platform's API); the
 * cached pages showing them are revalidated when a count was read.
 */
export function refreshFollowerCountsLater(talentProfileId: number): void {
  after(async () => {
    try {
      await refreshFollowerCounts(talentProfileId);
    } catch (error) {
      console.error("[social] follower refresh failed", error);
    }
  });
}
