import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { DELETE as disconnect } from "@/app/api/v1/social/[platform]/route";
import { GET as authUrl } from "@/app/api/v1/social/[platform]/url/[type]/route";
import { POST as connect } from "@/app/api/v1/social/connect/route";
import { socialAccounts, talentProfiles } from "@/db/schema";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

for (const key of Object.keys(process.env)) if (/^(INSTAGRAM|TIKTOK)_/.test(key)) delete process.env[key];
const db = useTestDb();

async function talent() {
  const user = await makeUser(db());
  const res = await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { profile, token: res.body.data.token as string };
}

describe("social accounts without provider credentials", () => {
  it("answers Connect plainly that the platform is not configured yet", async () => {
    const { token } = await talent();
    for (const [platform, label] of [["instagram", "Instagram"], ["tiktok", "TikTok"]]) {
      const res = await call(authUrl, `/api/v1/social/${platform}/url/connect`, { bearer: token, params: { platform, type: "connect" } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: `${label} connection is not configured yet.` });
    }
    const res = await call(connect, "/api/v1/social/connect", { bearer: token, body: { platform: "tiktok", code: "x", state: "y.z" } });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe("TikTok connection is not configured yet.");
  });

  it("still lets a talent disconnect an account saved earlier", async () => {
    const { token, profile } = await talent();
    await db().insert(socialAccounts).values({ talentProfileId: profile.id, platform: "instagram", followers: 10 });
    const res = await call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: token, params: { platform: "instagram" } });
    expect(res.status).toBe(200);
    expect(await db().select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profile.id))).toHaveLength(0);
  });
});
