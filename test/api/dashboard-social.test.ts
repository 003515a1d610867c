import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { DELETE as disconnect } from "@/app/api/v1/social/[platform]/route";
import { GET as authUrl } from "@/app/api/v1/social/[platform]/url/[type]/route";
import { POST as connect } from "@/app/api/v1/social/connect/route";
import { socialAccounts, talentProfiles } from "@/db/schema";
import { refreshFollowerCounts } from "@/lib/services/talents/social-refresh";
import { decryptToken } from "@/lib/social/crypto";
import { createOAuthState } from "@/lib/social/state";
import { useTestDb } from "../db";
import { ORIGIN, call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

/**
 * A fake OAuth provider on 127.0.0.1 speaking Instagram's and TikTok's token and profile shapes. It is started
 * before anything reads the environment, so the app's provider config points at it.
 */
interface Seen {
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
  authorization: string | undefined;
}
const seen: Seen[] = [];
const fake = { followers: 48_200, ttFollowers: 126_500, refuseCode: false, refuseRefresh: false, grantLongLived: true, revokeDown: false };
const IG_TOKENS = ["ig-access-token", "ig-long-token", "ig-long-token-2"];
const TT_TOKENS = ["Bearer tt-access-token", "Bearer tt-access-token-2"];

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const form = req.method === "POST" ? await readForm(req) : new URLSearchParams();
  seen.push({ path: url.pathname, form, query: url.searchParams, authorization: req.headers.authorization });
  const goodCode = form.get("code") === "good-code" && !fake.refuseCode;
  if (url.pathname === "/ig/token") {
    if (!goodCode || form.get("client_secret") !== "ig-secret") return json(res, 400, { error_type: "OAuthException", error_message: "Invalid code" });
    return json(res, 200, { data: [{ access_token: "ig-access-token", user_id: 17841400000, permissions: "instagram_business_basic" }] });
  }
  if (url.pathname === "/ig/access_token") {
    const ok = fake.grantLongLived && url.searchParams.get("grant_type") === "ig_exchange_token" && url.searchParams.get("client_secret") === "ig-secret";
    if (!ok || url.searchParams.get("access_token") !== "ig-access-token") return json(res, 400, { error: { message: "no" } });
    return json(res, 200, { access_token: "ig-long-token", token_type: "bearer", expires_in: 5_184_000 });
  }
  if (url.pathname === "/ig/refresh_access_token") {
    const ok = !fake.refuseRefresh && url.searchParams.get("grant_type") === "ig_refresh_token";
    if (!ok || url.searchParams.get("access_token") !== "ig-long-token") return json(res, 400, { error: { message: "no" } });
    return json(res, 200, { access_token: "ig-long-token-2", token_type: "bearer", expires_in: 5_184_000 });
  }
  if (url.pathname === "/ig/me") {
    if (!IG_TOKENS.includes(url.searchParams.get("access_token") ?? "")) return json(res, 400, { error: { message: "bad token" } });
    return json(res, 200, { user_id: "17841400000", username: "sienna.test", followers_count: fake.followers });
  }
  if (url.pathname === "/tt/revoke/") {
    if (fake.revokeDown) return json(res, 503, {});
    const ok = form.get("client_key") === "tt-client" && form.get("client_secret") === "tt-secret" && form.get("token") === "tt-access-token";
    return json(res, ok ? 200 : 400, {});
  }
  if (url.pathname === "/tt/token" && form.get("grant_type") === "refresh_token") {
    if (fake.refuseRefresh || form.get("refresh_token") !== "tt-refresh-token" || form.get("client_secret") !== "tt-secret") {
      return json(res, 400, { error: "invalid_grant", error_description: "bad refresh token" });
    }
    return json(res, 200, { access_token: "tt-access-token-2", refresh_token: "tt-refresh-token-2", expires_in: 86_400, open_id: "tt-open-id" });
  }
  if (url.pathname === "/tt/token") {
    if (!goodCode || form.get("client_secret") !== "tt-secret") return json(res, 400, { error: "invalid_grant", error_description: "bad code" });
    return json(res, 200, { access_token: "tt-access-token", refresh_token: "tt-refresh-token", expires_in: 86_400, open_id: "tt-open-id", token_type: "Bearer" });
  }
  if (url.pathname === "/tt/user/info/") {
    if (!TT_TOKENS.includes(req.headers.authorization ?? "")) return json(res, 401, { error: { code: "access_token_invalid" } });
    return json(res, 200, { data: { user: { open_id: "tt-open-id", username: "sienna.tt", follower_count: fake.ttFollowers } }, error: { code: "ok", message: "" } });
  }
  json(res, 404, {});
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
Object.assign(process.env, {
  INSTAGRAM_CLIENT_ID: "ig-client",
  INSTAGRAM_CLIENT_SECRET: "ig-secret",
  INSTAGRAM_AUTHORIZE_URL: `${base}/ig/authorize`,
  INSTAGRAM_TOKEN_URL: `${base}/ig/token`,
  INSTAGRAM_PROFILE_URL: `${base}/ig/me`,
  INSTAGRAM_LONG_LIVED_URL: `${base}/ig/access_token`,
  INSTAGRAM_REFRESH_URL: `${base}/ig/refresh_access_token`,
  TIKTOK_CLIENT_ID: "tt-client",
  TIKTOK_CLIENT_SECRET: "tt-secret",
  TIKTOK_AUTHORIZE_URL: `${base}/tt/authorize/`,
  TIKTOK_TOKEN_URL: `${base}/tt/token`,
  TIKTOK_PROFILE_URL: `${base}/tt/user/info/`,
  TIKTOK_REVOKE_URL: `${base}/tt/revoke/`,
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const db = useTestDb();
const REDIRECT_URI = `${ORIGIN}/dashboard/settings`;

beforeEach(() => {
  seen.length = 0;
  fake.followers = 48_200;
  fake.ttFollowers = 126_500;
  fake.refuseCode = false;
  fake.refuseRefresh = false;
  fake.grantLongLived = true;
  fake.revokeDown = false;
});

async function talent(status: "active" | "hidden" | "pending" = "active") {
  const user = await makeUser(db(), { status });
  const res = await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { user, profile, token: res.body.data.token as string };
}

const getUrl = (token: string, platform: string, type = "connect") =>
  call(authUrl, `/api/v1/social/${platform}/url/${type}`, { bearer: token, params: { platform, type } });
const finish = (token: string, body: Record<string, unknown>) => call(connect, "/api/v1/social/connect", { bearer: token, body });
const accountsOf = (profileId: number) => db().select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profileId));

/** What the browser does: ask for the URL, "visit" the provider, come back with its code and the same state. */
async function stateFor(token: string, platform: "instagram" | "tiktok") {
  const res = await getUrl(token, platform);
  expect(res.status).toBe(200);
  return new URL(res.body.data.url).searchParams.get("state") as string;
}

describe("GET /social/{platform}/url/connect", () => {
  it("answers the provider's authorization URL with a signed state and our redirect", async () => {
    const { token } = await talent();
    const res = await getUrl(token, "instagram");
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/ig/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "ig-client",
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      state: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    expect(url.searchParams.has("client_secret")).toBe(false);

    const tt = new URL((await getUrl(token, "tiktok")).body.data.url);
    expect(tt.searchParams.get("client_key")).toBe("tt-client");
    expect(tt.searchParams.get("scope")).toContain("user.info.stats");
  });

  it("answers an unknown platform or type with 422, and a pending talent with 403", async () => {
    const { token } = await talent();
    expect((await getUrl(token, "myspace")).status).toBe(422);
    expect((await getUrl(token, "instagram", "steal")).status).toBe(422);
    const pending = await talent("pending");
    expect((await getUrl(pending.token, "instagram")).status).toBe(403);
  });
});

describe("POST /social/connect", () => {
  it("exchanges the code, reads the profile and stores the account with its tokens encrypted", async () => {
    const { token, profile } = await talent();
    const state = await stateFor(token, "instagram");
    const res = await finish(token, { platform: "instagram", code: "good-code", state });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      platform: "instagram",
      connected: true,
      followers: 48_200,
      username: "sienna.test",
      url: "https://www.instagram.com/sienna.test",
    });
    const tokenCall = seen.find((s) => s.path === "/ig/token");
    expect(Object.fromEntries(tokenCall!.form)).toMatchObject({
      client_id: "ig-client",
      client_secret: "ig-secret",
      grant_type: "authorization_code",
      redirect_uri: REDIRECT_URI,
      code: "good-code",
    });
    const [row] = await accountsOf(profile.id);
    expect(row).toMatchObject({ platform: "instagram", followers: 48_200, username: "sienna.test", externalId: "17841400000" });
    // The hour-long token from the code is exchanged for a 60-day one, which is what is kept.
    expect(row.accessTokenEnc).not.toContain("ig-long-token");
    expect(decryptToken(row.accessTokenEnc)).toBe("ig-long-token");
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);

    const current = await call(me, "/api/v1/auth/me", { bearer: token });
    expect(current.body.data.user.talent_profile).toMatchObject({ instagram_connected: true, instagram_followers: 48_200 });
  });

  it("connects TikTok with a refresh token and an expiry, and reconnecting updates the same row", async () => {
    const { token, profile } = await talent();
    const res = await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ followers: 126_500, username: "sienna.tt", url: "https://www.tiktok.com/@sienna.tt" });
    expect(seen.find((s) => s.path === "/tt/user/info/")?.authorization).toBe("Bearer tt-access-token");
    let [row] = await accountsOf(profile.id);
    expect(decryptToken(row.refreshTokenEnc)).toBe("tt-refresh-token");
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const again = await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    expect(again.status).toBe(200);
    const rows = await accountsOf(profile.id);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row.platform).toBe("tiktok");
  });

  it("refuses a reused state, and stores nothing new", async () => {
    const { token, profile } = await talent();
    const state = await stateFor(token, "instagram");
    expect((await finish(token, { platform: "instagram", code: "good-code", state })).status).toBe(200);
    fake.followers = 1;
    const replay = await finish(token, { platform: "instagram", code: "good-code", state });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ success: false, message: "This connection request has expired or is not valid. Please press Connect again." });
    expect((await accountsOf(profile.id))[0].followers).toBe(48_200);
  });

  it("refuses a forged, expired, another user's or another platform's state without calling the provider", async () => {
    const a = await talent();
    const b = await talent();
    const good = await stateFor(a.token, "instagram");
    const [payload, sig] = good.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, u: b.user.id })).toString("base64url");
    const cases = {
      forged: `${forgedPayload}.${sig}`,
      badSignature: `${payload}.${sig.slice(0, -4)}AAAA`,
      garbage: "not-a-state",
      expired: createOAuthState(a.user.id, "instagram", Date.now() - 11 * 60_000).state,
      otherUser: await stateFor(b.token, "instagram"),
      otherPlatform: await stateFor(a.token, "tiktok"),
    };
    seen.length = 0;
    for (const [name, state] of Object.entries(cases)) {
      const res = await finish(a.token, { platform: "instagram", code: "good-code", state });
      expect(res.status, name).toBe(400);
    }
    // A forged state is refused for the user it names, too.
    expect((await finish(b.token, { platform: "instagram", code: "good-code", state: cases.forged })).status).toBe(400);
    expect(seen).toHaveLength(0);
    expect(await accountsOf(a.profile.id)).toHaveLength(0);
    expect(await accountsOf(b.profile.id)).toHaveLength(0);
  });

  it("says 'Failed to connect Instagram' when the provider refuses the code, and stores nothing", async () => {
    const { token, profile } = await talent();
    fake.refuseCode = true;
    const res = await finish(token, { platform: "instagram", code: "bad-code", state: await stateFor(token, "instagram") });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Failed to connect Instagram");
    expect(await accountsOf(profile.id)).toHaveLength(0);
  });

  it("answers a missing code or state with 422", async () => {
    const { token } = await talent();
    const res = await finish(token, { platform: "instagram" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["code", "state"]);
  });
});

describe("DELETE /social/{platform}", () => {
  it("disconnects on the server: the row and its tokens are gone, and a second call is harmless", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "instagram", code: "good-code", state: await stateFor(token, "instagram") });
    await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    const res = await call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: token, params: { platform: "instagram" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ platform: "instagram", connected: false, followers: 0 });
    expect((await accountsOf(profile.id)).map((r) => r.platform)).toEqual(["tiktok"]);
    const current = await call(me, "/api/v1/auth/me", { bearer: token });
    expect(current.body.data.user.talent_profile).toMatchObject({ instagram_connected: false, instagram_followers: 0, tiktok_connected: true });
    const again = await call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: token, params: { platform: "instagram" } });
    expect(again.status).toBe(200);
  });

  it("asks TikTok to revoke the token, and disconnects even when the platform fails to", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    seen.length = 0;
    const res = await call(disconnect, "/api/v1/social/tiktok", { method: "DELETE", bearer: token, params: { platform: "tiktok" } });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(seen.find((s) => s.path === "/tt/revoke/")!.form)).toMatchObject({ token: "tt-access-token", client_key: "tt-client" });

    await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    fake.revokeDown = true;
    seen.length = 0;
    const failed = await call(disconnect, "/api/v1/social/tiktok", { method: "DELETE", bearer: token, params: { platform: "tiktok" } });
    expect(failed.status).toBe(200);
    expect(seen.some((s) => s.path === "/tt/revoke/")).toBe(true);
    expect(await accountsOf(profile.id)).toHaveLength(0);
  });

  it("touches only the signed-in talent's account", async () => {
    const a = await talent();
    const b = await talent();
    await finish(b.token, { platform: "instagram", code: "good-code", state: await stateFor(b.token, "instagram") });
    await call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: a.token, params: { platform: "instagram" } });
    expect(await accountsOf(b.profile.id)).toHaveLength(1);
  });
});

describe("follower counts are read again", () => {
  const HOUR = 3600 * 1000;
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);

  it("when a day old, and not before", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "instagram", code: "good-code", state: await stateFor(token, "instagram") });
    fake.followers = 50_100;
    seen.length = 0;
    expect(await refreshFollowerCounts(profile.id, later(2))).toBe(0);
    expect(seen).toHaveLength(0);
    expect((await accountsOf(profile.id))[0].followers).toBe(48_200);

    const now = later(25);
    expect(await refreshFollowerCounts(profile.id, now)).toBe(1);
    const [row] = await accountsOf(profile.id);
    expect(row).toMatchObject({ followers: 50_100, username: "sienna.test" });
    expect(row.refreshedAt).toEqual(now);
    // The 60-day token was far from lapsing: it was used as it was.
    expect(seen.map((s) => s.path)).toEqual(["/ig/me"]);
    expect(decryptToken(row.accessTokenEnc)).toBe("ig-long-token");
  });

  it("renewing a TikTok token about to lapse first, and keeping the new refresh token", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    fake.ttFollowers = 131_000;
    seen.length = 0;
    expect(await refreshFollowerCounts(profile.id, later(25))).toBe(1);
    const refresh = seen.find((s) => s.path === "/tt/token");
    expect(Object.fromEntries(refresh!.form)).toMatchObject({ grant_type: "refresh_token", refresh_token: "tt-refresh-token", client_key: "tt-client" });
    expect(seen.find((s) => s.path === "/tt/user/info/")?.authorization).toBe("Bearer tt-access-token-2");
    const [row] = await accountsOf(profile.id);
    expect(row.followers).toBe(131_000);
    expect(decryptToken(row.accessTokenEnc)).toBe("tt-access-token-2");
    expect(decryptToken(row.refreshTokenEnc)).toBe("tt-refresh-token-2");
  });

  it("renewing Instagram's 60-day token in its last week", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "instagram", code: "good-code", state: await stateFor(token, "instagram") });
    seen.length = 0;
    expect(await refreshFollowerCounts(profile.id, later(55 * 24))).toBe(1);
    expect(seen.map((s) => s.path)).toEqual(["/ig/refresh_access_token", "/ig/me"]);
    expect(decryptToken((await accountsOf(profile.id))[0].accessTokenEnc)).toBe("ig-long-token-2");
  });

  it("keeping the last count when the platform refuses, and not asking again for a day", async () => {
    const { token, profile } = await talent();
    await finish(token, { platform: "tiktok", code: "good-code", state: await stateFor(token, "tiktok") });
    fake.refuseRefresh = true;
    fake.ttFollowers = 1;
    const now = later(25);
    expect(await refreshFollowerCounts(profile.id, now)).toBe(0);
    let [row] = await accountsOf(profile.id);
    expect(row.followers).toBe(126_500);
    expect(row.refreshedAt).toEqual(now);
    expect(decryptToken(row.refreshTokenEnc)).toBe("tt-refresh-token");

    seen.length = 0;
    expect(await refreshFollowerCounts(profile.id, later(30))).toBe(0);
    expect(seen).toHaveLength(0);
    [row] = await accountsOf(profile.id);
    expect(row.followers).toBe(126_500);
  });

  it("an Instagram account connects with the hour-long token when no 60-day one is granted", async () => {
    fake.grantLongLived = false;
    const { token, profile } = await talent();
    const res = await finish(token, { platform: "instagram", code: "good-code", state: await stateFor(token, "instagram") });
    expect(res.status).toBe(200);
    const [row] = await accountsOf(profile.id);
    expect(decryptToken(row.accessTokenEnc)).toBe("ig-access-token");
    expect(row.tokenExpiresAt!.getTime()).toBeLessThan(Date.now() + 2 * HOUR);
  });
});
