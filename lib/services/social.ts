import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits, socialAccounts } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { env } from "@/lib/env";
import { AppError, badRequest } from "@/lib/errors";
import { decryptToken, encryptToken } from "@/lib/social/crypto";
import { ProviderError, isSocialConfigured, socialProvider, type SocialProvider } from "@/lib/social/providers";
import { createOAuthState, verifyOAuthState } from "@/lib/social/state";
import { SOCIAL_PLATFORMS as socialPlatforms, socialPlatformLabels as platformLabels, type SocialPlatform } from "@/lib/domain/social-platforms";
import { lockOwnAccount } from "./account-lock";
import { connectFailedMessage, notConfiguredMessage, type SocialConnectInput } from "@/lib/validation/social";

const INVALID_STATE = "This connection request has expired or is not valid. Please press Connect again.";

/** Where the provider sends the browser back: the settings page, which finishes the connection. */
export function socialRedirectUri(requestOrigin: string): string {
  return `${(env().APP_URL ?? requestOrigin).replace(/\/+$/, "")}/dashboard/settings`;
}

function providerOrExplain(platform: SocialPlatform): SocialProvider {
  const provider = socialProvider(platform);
  if (!provider) throw new AppError("SERVICE_UNAVAILABLE", notConfiguredMessage(platform));
  return provider;
}

/** A connected account as the dashboard shows it. */
export interface SocialAccountView {
  platform: SocialPlatform;
  label: string;
  configured: boolean;
  connected: boolean;
  followers: number;
  username: string | null;
  url: string | null;
}

/** The Social Media Settings card: both platforms, connected or not, and whether Connect can work here. */
export async function getOwnSocialAccounts(viewer: Viewer | null): Promise<SocialAccountView[]> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, talent.talentProfileId));
  return socialPlatforms.map((platform) => {
    const row = rows.find((r) => r.platform === platform);
    return {
      platform,
      label: platformLabels[platform],
      configured: isSocialConfigured(platform),
      connected: !!row,
      followers: row?.followers ?? 0,
      username: row?.username ?? null,
      url: row?.url ?? null,
    };
  });
}

/**
 * `GET /social/{platform}/url/connect`: the provider's authorization URL with a fresh signed `state` bound to this
 * talent and platform (valid 10 minutes, usable once). A platform without credentials is answered plainly (503).
 */
export async function getSocialAuthorizationUrl(viewer: Viewer | null, input: { platform: SocialPlatform; origin: string }) {
  const talent = requireTalent(viewer);
  const provider = providerOrExplain(input.platform);
  const { state, payload } = createOAuthState(talent.id, input.platform);
  const url = provider.authorizationUrl({ state, redirectUri: socialRedirectUri(input.origin) });
  return { url, platform: input.platform, expires_at: new Date(payload.e * 1000).toISOString() };
}

/**
 * Records a state's nonce as spent. The row lives in `rate_limits` keyed by the nonce, with the state's expiry as its
 * window, so a second use of the same state finds it (until the daily prune, long after the state expired).
 */
async function spendNonce(nonce: string, expiresAt: Date): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(rateLimits)
    .values({ key: `oauth-state:${nonce}`, windowStart: expiresAt, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  return inserted.length === 1;
}

/**
 * `POST /social/connect`: finishes the provider's redirect. Checks the state (signature, expiry, this talent, this
 * platform, not used before), exchanges the code for tokens, reads the follower count, username and profile URL,
 * and saves the account with its tokens encrypted. The public profile shows the new counts on its next request.
 */
export async function connectSocialAccount(viewer: Viewer | null, input: SocialConnectInput & { origin: string }) {
  const talent = requireTalent(viewer);
  const provider = providerOrExplain(input.platform);
  const checked = verifyOAuthState(input.state, { userId: talent.id, platform: input.platform });
  if (!checked.ok) throw badRequest(INVALID_STATE);
  if (!(await spendNonce(checked.payload.n, new Date(checked.payload.e * 1000)))) throw badRequest(INVALID_STATE);

  const redirectUri = socialRedirectUri(input.origin);
  let tokens: Awaited<ReturnType<SocialProvider["exchangeCode"]>>;
  let profile: Awaited<ReturnType<SocialProvider["fetchProfile"]>>;
  try {
    tokens = await provider.exchangeCode({ code: input.code, redirectUri });
    profile = await provider.fetchProfile(tokens.accessToken);
  } catch (error) {
    if (error instanceof ProviderError) {
      console.warn(`[social] ${input.platform} connect failed: ${error.message}`);
      if (error.kind === "unreachable") throw new AppError("SERVICE_UNAVAILABLE", connectFailedMessage(input.platform));
      throw badRequest(connectFailedMessage(input.platform));
    }
    throw error;
  }

  const now = new Date();
  const values = {
    externalId: profile.externalId,
    username: profile.username,
    url: profile.url,
    followers: profile.followers,
    accessTokenEnc: encryptToken(tokens.accessToken),
    refreshTokenEnc: tokens.refreshToken ? encryptToken(tokens.refreshToken) : null,
    tokenExpiresAt: tokens.expiresAt,
    refreshedAt: now,
    updatedAt: now,
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOwnAccount(tx, talent.id);
    await tx
      .insert(socialAccounts)
      .values({ talentProfileId: talent.talentProfileId, platform: input.platform, connectedAt: now, ...values })
      .onConflictDoUpdate({ target: [socialAccounts.talentProfileId, socialAccounts.platform], set: { ...values, connectedAt: now } });
  });
  invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
  return {
    platform: input.platform,
    connected: true,
    followers: profile.followers,
    username: profile.username,
    url: profile.url,
  };
}

/**
 * `DELETE /social/{platform}`: forgets the account and its tokens, then asks the platform to withdraw the token
 * (best effort: the account is disconnected here whatever the platform answers). Disconnecting what is not
 * connected is a no-op.
 */
export async function disconnectSocialAccount(viewer: Viewer | null, platform: SocialPlatform) {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const removed = await db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.talentProfileId, talent.talentProfileId), eq(socialAccounts.platform, platform)))
    .returning({ id: socialAccounts.id, accessTokenEnc: socialAccounts.accessTokenEnc });
  if (removed.length) invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
  const accessToken = decryptToken(removed[0]?.accessTokenEnc);
  const provider = socialProvider(platform);
  if (accessToken && provider) {
    await provider.revoke(accessToken).catch((error: unknown) => {
      console.warn(`[social] ${platform} token not revoked: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { platform, connected: false, followers: 0 };
}
