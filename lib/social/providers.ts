import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import type { SocialPlatform } from "@/lib/domain/social-platforms";

/** What a provider gives back for an authorization code. */
interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** The account's public profile as we keep it. */
interface ProviderProfile {
  externalId: string | null;
  username: string | null;
  url: string | null;
  followers: number;
}

/** The provider said no (bad code, revoked app) or answered something we cannot read. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "refused" | "unreachable",
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export interface SocialProvider {
  platform: SocialPlatform;
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ProviderTokens>;
  fetchProfile(accessToken: string): Promise<ProviderProfile>;
  /** New tokens before the old ones lapse (Instagram: a long-lived token; TikTok: the refresh token). */
  refreshTokens(tokens: { accessToken: string; refreshToken: string | null }): Promise<ProviderTokens>;
  /** Withdraws our access at the platform on disconnect. Instagram has no such call: the token lapses. */
  revoke(accessToken: string): Promise<void>;
}

interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** Instagram only: where a short-lived token becomes a 60-day one, and where that one is renewed. */
  longLivedUrl?: string;
  refreshUrl?: string;
  /** TikTok only: where a token is revoked. */
  revokeUrl?: string;
}

/** The real endpoints, used when only the client id and secret are configured. */
const defaults = {
  instagram: {
    authorizeUrl: "https://www.instagram.com/oauth/authorize",
    tokenUrl: "https://api.instagram.com/oauth/access_token",
    profileUrl: "https://graph.instagram.com/me",
    longLivedUrl: "https://graph.instagram.com/access_token",
    refreshUrl: "https://graph.instagram.com/refresh_access_token",
  },
  tiktok: {
    authorizeUrl: "https://www.tiktok.com/v2/auth/authorize/",
    tokenUrl: "https://open.tiktokapis.com/v2/oauth/token/",
    profileUrl: "https://open.tiktokapis.com/v2/user/info/",
    revokeUrl: "https://open.tiktokapis.com/v2/oauth/revoke/",
  },
} as const;

function configOf(platform: SocialPlatform): ProviderConfig | null {
  const e = env();
  const raw =
    platform === "instagram"
      ? { id: e.INSTAGRAM_CLIENT_ID, secret: e.INSTAGRAM_CLIENT_SECRET, a: e.INSTAGRAM_AUTHORIZE_URL, t: e.INSTAGRAM_TOKEN_URL, p: e.INSTAGRAM_PROFILE_URL }
      : { id: e.TIKTOK_CLIENT_ID, secret: e.TIKTOK_CLIENT_SECRET, a: e.TIKTOK_AUTHORIZE_URL, t: e.TIKTOK_TOKEN_URL, p: e.TIKTOK_PROFILE_URL };
  if (!raw.id || !raw.secret) return null;
  const d = defaults[platform];
  const config = { clientId: raw.id, clientSecret: raw.secret, authorizeUrl: raw.a ?? d.authorizeUrl, tokenUrl: raw.t ?? d.tokenUrl, profileUrl: raw.p ?? d.profileUrl };
  if (platform === "instagram") {
    const ig = defaults.instagram;
    return { ...config, longLivedUrl: e.INSTAGRAM_LONG_LIVED_URL ?? ig.longLivedUrl, refreshUrl: e.INSTAGRAM_REFRESH_URL ?? ig.refreshUrl };
  }
  return { ...config, revokeUrl: e.TIKTOK_REVOKE_URL ?? defaults.tiktok.revokeUrl };
}

const TIMEOUT_MS = 10_000;

async function requestJson(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error", cache: "no-store" });
  } catch {
    throw new ProviderError(`could not reach ${new URL(url).host}`, "unreachable");
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return { status: res.status, json };
}

/** A form POST (the OAuth token endpoints), answered as JSON. */
function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; json: unknown }> {
  return requestJson(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields),
  });
}

function expiresAt(seconds: number | undefined): Date | null {
  return seconds && seconds > 0 ? new Date(Date.now() + seconds * 1000) : null;
}

// --- Instagram (Instagram API with Instagram Login) --------------------------------------------------------------

const instagramToken = z.object({
  access_token: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).optional(),
  expires_in: z.number().optional(),
});
// The token answer is either flat or wrapped in `data: [ ... ]`, depending on the API version.
const instagramTokenAnswer = z.union([instagramToken, z.object({ data: z.array(instagramToken).min(1) })]);
const instagramProfile = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  user_id: z.union([z.string(), z.number()]).optional(),
  username: z.string().optional(),
  followers_count: z.number().int().nonnegative().optional(),
});

const igLongLivedToken = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });

async function igLongLived(endpoint: string | undefined, params: Record<string, string>): Promise<ProviderTokens> {
  if (!endpoint) throw new ProviderError("no long-lived token endpoint", "refused");
  const url = new URL(endpoint);
  url.search = new URLSearchParams(params).toString();
  const { status, json } = await requestJson(url.toString(), { headers: { Accept: "application/json" } });
  const parsed = igLongLivedToken.safeParse(json);
  if (status >= 400 || !parsed.success) throw new ProviderError(`long-lived token answered ${status}`, "refused");
  return { accessToken: parsed.data.access_token, refreshToken: null, expiresAt: expiresAt(parsed.data.expires_in ?? 60 * 24 * 3600) };
}

function instagram(c: ProviderConfig): SocialProvider {
  return {
    platform: "instagram",
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(c.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: c.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "instagram_business_basic",
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const { status, json } = await postForm(c.tokenUrl, {
        client_id: c.clientId,
        client_secret: c.clientSecret,
        grant_type: "authorization_code",
        redirect_uri: redirectUri,
        code,
      });
      const parsed = instagramTokenAnswer.safeParse(json);
      if (status >= 400 || !parsed.success) throw new ProviderError(`token exchange answered ${status}`, "refused");
      const token = "data" in parsed.data ? parsed.data.data[0] : parsed.data;
      const shortLived = { accessToken: token.access_token, refreshToken: null, expiresAt: expiresAt(token.expires_in ?? 3600) };
      // The code gives an hour-long token; a 60-day one lets the follower count be read again later. Without it
      // the connection still works, with the count read once.
      try {
        return await igLongLived(c.longLivedUrl, { grant_type: "ig_exchange_token", client_secret: c.clientSecret, access_token: token.access_token });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        console.warn(`[social] instagram long-lived token not granted: ${error.message}`);
        return shortLived;
      }
    },
    async refreshTokens({ accessToken }) {
      return igLongLived(c.refreshUrl, { grant_type: "ig_refresh_token", access_token: accessToken });
    },
    async revoke() {
      // Instagram Login offers no revoke call; the talent can remove the app in Instagram's settings.
    },
    async fetchProfile(accessToken) {
      const url = new URL(c.profileUrl);
      url.searchParams.set("fields", "user_id,username,followers_count");
      url.searchParams.set("access_token", accessToken);
      const { status, json } = await requestJson(url.toString(), { headers: { Accept: "application/json" } });
      const parsed = instagramProfile.safeParse(json);
      if (status >= 400 || !parsed.success) throw new ProviderError(`profile answered ${status}`, "refused");
      const p = parsed.data;
      return {
        externalId: p.user_id != null ? String(p.user_id) : p.id != null ? String(p.id) : null,
        username: p.username ?? null,
        url: p.username ? `https://www.instagram.com/${encodeURIComponent(p.username)}` : null,
        followers: p.followers_count ?? 0,
      };
    },
  };
}

// --- TikTok (Login Kit v2) ---------------------------------------------------------------------------------------

const tiktokToken = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  open_id: z.string().optional(),
});
const tiktokProfile = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().optional(),
      username: z.string().optional(),
      display_name: z.string().optional(),
      follower_count: z.number().int().nonnegative().optional(),
      profile_deep_link: z.string().url().optional(),
    }),
  }),
  error: z.object({ code: z.string() }).optional(),
});

function tiktokTokens(status: number, json: unknown, what: string): ProviderTokens {
  const parsed = tiktokToken.safeParse(json);
  if (status >= 400 || !parsed.success) throw new ProviderError(`${what} answered ${status}`, "refused");
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token ?? null,
    expiresAt: expiresAt(parsed.data.expires_in),
  };
}

function tiktok(c: ProviderConfig): SocialProvider {
  return {
    platform: "tiktok",
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(c.authorizeUrl);
      url.search = new URLSearchParams({
        client_key: c.clientId,
        response_type: "code",
        scope: "user.info.basic,user.info.profile,user.info.stats",
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const { status, json } = await postForm(c.tokenUrl, {
        client_key: c.clientId,
        client_secret: c.clientSecret,
        code,
        grant_type: "authorization_code",
        redirect_uri: redirectUri,
      });
      return tiktokTokens(status, json, "token exchange");
    },
    async refreshTokens({ refreshToken }) {
      if (!refreshToken) throw new ProviderError("no refresh token", "refused");
      const { status, json } = await postForm(c.tokenUrl, {
        client_key: c.clientId,
        client_secret: c.clientSecret,
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      });
      return tiktokTokens(status, json, "token refresh");
    },
    async revoke(accessToken) {
      if (!c.revokeUrl) return;
      const { status } = await postForm(c.revokeUrl, { client_key: c.clientId, client_secret: c.clientSecret, token: accessToken });
      if (status >= 400) throw new ProviderError(`revoke answered ${status}`, "refused");
    },
    async fetchProfile(accessToken) {
      const url = new URL(c.profileUrl);
      url.searchParams.set("fields", "open_id,username,display_name,follower_count,profile_deep_link");
      const { status, json } = await requestJson(url.toString(), {
        headers: { Accept: "application/json", Authorization: `Bearer ${accessToken}` },
      });
      const parsed = tiktokProfile.safeParse(json);
      if (status >= 400 || !parsed.success || (parsed.data.error && parsed.data.error.code !== "ok")) {
        throw new ProviderError(`profile answered ${status}`, "refused");
      }
      const u = parsed.data.data.user;
      return {
        externalId: u.open_id ?? null,
        username: u.username ?? null,
        url: u.username ? `https://www.tiktok.com/@${encodeURIComponent(u.username)}` : (u.profile_deep_link ?? null),
        followers: u.follower_count ?? 0,
      };
    },
  };
}

/** The provider of a platform, or null when its client id and secret are not configured. */
export function socialProvider(platform: SocialPlatform): SocialProvider | null {
  const config = configOf(platform);
  if (!config) return null;
  return platform === "instagram" ? instagram(config) : tiktok(config);
}

export function isSocialConfigured(platform: SocialPlatform): boolean {
  return configOf(platform) !== null;
}
