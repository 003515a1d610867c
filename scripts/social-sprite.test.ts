import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describePlatform, socialIcons, socialPlatformIcons } from "@/lib/domain/social-platforms";
import { socialSprite } from "./social-sprite";

describe("the social icons' sprite", () => {
  it("is up to date with lucide's icons (run `npx tsx scripts/draw-social-icons.ts`)", async () => {
    expect(readFileSync("public/icons/social.svg", "utf8")).toBe(await socialSprite());
  });

  it("has a symbol for every icon the footer uses, drawn with lucide's paths", async () => {
    const sprite = await socialSprite();
    for (const name of socialIcons) expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"[^>]*>(<(path|rect|line|circle|polyline|polygon) [^>]+/>)+</symbol>`));
    expect(sprite).toContain('<path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/>');
    for (const icon of Object.values(socialPlatformIcons)) expect(socialIcons).toContain(icon);
  });

  it("names an unknown platform as written, with the outward arrow", () => {
    expect(describePlatform(" Instagram ")).toEqual({ label: "Instagram", icon: "instagram" });
    expect(describePlatform("tiktok")).toEqual({ label: "TikTok", icon: "arrow-up-right" });
    expect(describePlatform("mastodon")).toEqual({ label: "Mastodon", icon: "arrow-up-right" });
  });
});
