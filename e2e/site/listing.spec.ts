import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("talent listings", () => {
  test("browse a category and filter it by letter, with real URLs and the empty letter X", async ({ page }) => {
    await page.goto("/female-models");
    await expect(page.getByRole("heading", { level: 1, name: "Our Models" })).toBeVisible();
    await expect(page.getByText("Runway, editorial and commercial female models")).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.locator('a[href^="/talent/"]') });
    expect(await cards.count()).toBeGreaterThan(5);
    // Only the four public categories are listed; hidden and pending demo talent never show.
    await expect(page.getByRole("link", { name: /Clara Westwood|Talia Brooks/ })).toHaveCount(0);
    await expectAccessible(page);

    const filter = page.getByRole("navigation", { name: "Filter by first letter" });
    await filter.getByRole("link", { name: "A", exact: true }).click();
    await expect(page).toHaveURL(/\/female-models\/letter\/a$/);
    await expect(filter.getByRole("link", { name: "A", exact: true })).toHaveAttribute("aria-current", "page");
    const names = await page.locator('main a[href^="/talent/"] h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.trim().toUpperCase().startsWith("A")).toBe(true);

    await filter.getByRole("link", { name: "X", exact: true }).click();
    await expect(page).toHaveURL(/\/female-models\/letter\/x$/);
    await expect(page.getByText('No models found for letter "X"')).toBeVisible();
    await expect(page.locator('main a[href^="/talent/"]')).toHaveCount(0);
    await expectAccessible(page);

    await filter.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/female-models$/);
  });

  test("each card is written once: the RSC payload carries the card's fields, not its markup", async ({ request }) => {
    const html = await (await request.get("/female-models")).text();
    expect(html.match(/<a class="card" href="\/talent\/\d+"><div><img /g)?.length ?? 0).toBeGreaterThan(5);
    const payload = [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join("");
    // Each card a row of its fields, without their names (lib/domain/card-row.ts).
    expect(payload).toMatch(/\\"rows\\":\[\[\d+,\\"[^\\]+\\",\\"\/demo\//);
    expect(payload).not.toContain('\\"className\\":\\"card\\"');
    expect(payload).not.toContain("srcSet");
    // The heart's path is drawn once (public/icons/heart.svg), not per card.
    expect(html).not.toContain("M12 20.5s");
  });

  test("a card's HTML is short: short image URLs, and the heart and hover photo only once scripts run", async ({ page, request }) => {
    const html = await (await request.get("/female-models")).text();
    const grid = html.match(/<ul class="card-grid">.*?<\/ul>/s)?.[0] ?? "";
    const cards = grid.match(/<li>/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(5);
    // About 320 bytes a card (1,300 before issue 15's work): its placeholder is one colour, its photo's alt is empty
    // (the name follows in the link), its parts carry no class (one on the link), and its `sizes` is one rule.
    expect(grid.length / cards).toBeLessThan(360);
    expect(grid).toMatch(/ alt="" loading="lazy" style="background:#[0-9a-f]{6}"/);
    expect(grid).not.toContain("data:image");
    expect(grid).not.toContain("/_next/image");
    expect(grid).not.toContain("<button");
    expect(grid).not.toContain("--h:");
    const srcset = grid.match(/srcSet="([^"]+)"/)?.[1] ?? "";
    expect(srcset).toMatch(/^\/img\/384\/\S+ 384w, /);
    // The short URL is the optimizer's own answer, through next.config's rewrite.
    const image = await request.get(srcset.split(" ")[0], { headers: { accept: "image/webp" } });
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    await page.goto("/female-models");
    const first = page.getByRole("main").getByRole("listitem").filter({ has: page.locator('a[href^="/talent/"]') }).first();
    await expect(first.getByRole("button", { name: /^Add .+ to shortlist$/ })).toHaveAttribute("aria-pressed", "false");
    await expect(first.locator(".card-hover")).toHaveCount(1);
  });

  test("a card shows its second photo on hover, loaded ahead, and does not move (1440)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/female-models");
    const card = page.locator("a.card").filter({ has: page.locator(".card-hover") }).first();
    const second = card.locator(".card-hover");
    // Fetched as the card comes near the window, before any hover: the first hover shows it at once.
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1 && img.currentSrc)).toMatch(/\/img\/640\//);
    await expect(second).toHaveCSS("opacity", "0");
    await card.scrollIntoViewIfNeeded();
    const before = await card.boundingBox();
    await card.hover();
    await expect(second).toHaveCSS("opacity", "1");
    expect(await card.boundingBox()).toEqual(before);
  });

  test("the filtered page is served as HTML without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto("/male-models/letter/x");
    expect(res?.status()).toBe(200);
    await expect(page.getByText('No models found for letter "X"')).toBeVisible();
    await page.goto("/influencers");
    await expect(page.locator('main a[href^="/talent/"]').first()).toBeVisible();
    await context.close();
  });

  test("the other three listings and an unknown letter", async ({ page }) => {
    for (const [path, subtitle] of [
      ["/male-models", "Distinctive male models"],
      ["/influencers", "Creators with engaged audiences"],
      ["/teen-models", "Fresh faces aged 16 to 17"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Our Models" })).toBeVisible();
      await expect(page.getByText(subtitle)).toBeVisible();
    }
    const res = await page.goto("/female-models/letter/ab");
    expect(res?.status()).toBe(404);
  });
});
