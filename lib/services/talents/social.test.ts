import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { talentViewer } from "@/test/viewers";
import { disconnectSocialAccount, getOwnSocialAccounts, socialRedirectUri } from "./social";

const db = useTestDb();

describe("social", () => {
  it("refuses no viewer, a pending talent and staff", async () => {
    const { viewer } = await talentViewer(db(), "pending");
    const admin: Viewer = { ...viewer, role: "admin", status: "active" };
    for (const v of [null, viewer, admin]) {
      await expect(disconnectSocialAccount(v, "instagram")).rejects.toMatchObject({ code: v ? "FORBIDDEN" : "UNAUTHORIZED" });
    }
  });

  it("sends the provider back to the settings page of this site", () => {
    expect(socialRedirectUri("http://localhost:3000")).toBe("http://localhost:3000/dashboard/settings");
  });

  it("shows both platforms, connected or not, and whether Connect can work here", async () => {
    const { viewer } = await talentViewer(db(), "hidden", { social: [{ platform: "tiktok", followers: 900, username: "tt", url: "https://www.tiktok.com/@tt" }] });
    const accounts = await getOwnSocialAccounts(viewer);
    expect(accounts).toEqual([
      { platform: "instagram", label: "Instagram", configured: false, connected: false, followers: 0, username: null, url: null },
      { platform: "tiktok", label: "TikTok", configured: false, connected: true, followers: 900, username: "tt", url: "https://www.tiktok.com/@tt" },
    ]);
  });
});
