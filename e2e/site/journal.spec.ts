import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("journal", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("read the journal by category, open a post with related articles and copy its link", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Story" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest Posts" })).toBeVisible();
    const filter = page.getByRole("navigation", { name: "Journal categories" });
    await expect(filter.getByRole("link").first()).toHaveText("All Posts");
    await expectAccessible(page);

    await filter.getByRole("link", { name: "Casting Calls" }).click();
    await expect(page).toHaveURL(/\/blog\?category=casting-calls$/);
    await expect(filter.getByRole("link", { name: "Casting Calls" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Featured Story" })).toHaveCount(0);
    const badges = page.locator("main article [data-slot=badge]");
    expect(await badges.count()).toBeGreaterThan(1);
    for (const text of await badges.allTextContents()) expect(text).toBe("Casting Calls");
    await expectAccessible(page);

    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(page.getByRole("link", { name: "Back to Journal" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { name: "Related Articles" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("listitem");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    await expect(related.first().getByText("Read Article →")).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /Share on WhatsApp/ });
    const href = decodeURIComponent((await whatsapp.getAttribute("href"))!);
    expect(href).toContain(`Check out this article: ${title}`);
    expect(href).toContain(page.url());
    await expectAccessible(page);

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link Copied!")).toBeVisible();
    await expect(page.getByText("Article link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole("button", { name: /Share on Instagram/ }).click();
    await expect(page.getByText("Share this link on Instagram")).toBeVisible();
  });

  test("a missing post is the site's 404 page (e2e/site/bad-addresses.spec.ts: whole, in the HTML)", async ({ page }) => {
    const res = await page.goto("/blog/no-such-article");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("each filtered journal page is served from the cache; an unknown category is a 404", async ({ request }) => {
    for (const url of ["/blog", "/blog?category=news", "/blog?category=News&page=1"]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      // Cached routes are shared (s-maxage); a per-request render would say no-store.
      expect(res.headers()["cache-control"], url).toContain("s-maxage");
    }
    const news = await (await request.get("/blog?category=news")).text();
    expect(news).toMatch(/<link rel="canonical" href="[^"]*\/blog\?category=news"\/>/);
    expect((await request.get("/blog?category=no-such-category")).status()).toBe(404);
    expect((await request.get("/blog?category=%3Cscript%3E")).status()).toBe(404);
  });
});
