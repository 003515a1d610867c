import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy, { config } from "@/proxy";
import { listingPaths } from "@/lib/domain/talent-categories";

async function rewriteOf(url: string): Promise<string | null> {
  const res = await proxy(new NextRequest(new URL(url, "http://localhost:3000")));
  return res.headers.get("x-middleware-rewrite");
}

describe("proxy: filtered listings", () => {
  it("runs on the four listings (every one-segment path)", () => {
    expect(config.matcher).toContain("/:segment");
    expect(listingPaths).toHaveLength(4);
  });

  it.each([
    ["/female-models?hair=blonde&height_min=170", "/female-models/search?hair=blonde&height_min=170"],
    ["/teen-models?sort=newest", "/teen-models/search?sort=newest"],
    ["/influencers?letter=a&followers_min=10000", "/influencers/search?letter=a&followers_min=10000"],
  ])("renders %s on demand at %s", async (url, target) => {
    expect(await rewriteOf(url)).toBe(`http://localhost:3000${target}`);
  });

  it("sends an unfiltered ?page=2 to the page's own cached address", async () => {
    const res = await proxy(new NextRequest(new URL("/female-models?page=2", "http://localhost:3000")));
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("http://localhost:3000/female-models/page/2");
  });

  it.each(["/female-models", "/female-models?utm_source=mail", "/male-models?hair=&height_min=", "/female-models?page=1"])(
    "keeps %s on the cached listing",
    async (url) => {
      expect(await rewriteOf(url)).toBeNull();
    },
  );
});
