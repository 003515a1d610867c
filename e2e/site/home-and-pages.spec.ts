import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

/** Console errors of a page, from the moment of the call (issue 30: none on the public pages). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The top of the first talent photo on `/`, in CSS px from the top of the viewport. */
async function firstPhotoTop(page: Page): Promise<number> {
  const photo = page.locator('main a[href^="/talent/"] img').first();
  await expect(photo).toBeVisible();
  return (await photo.boundingBox())!.y;
}

test.describe("home and information pages", () => {
  test("faces first: the first talent photo starts within the first screen of a phone and of a desktop", async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      expect(await firstPhotoTop(page), `${viewport.width} px`).toBeLessThan(viewport.height / 2);
    }
    // The boards are in the desktop header, visible without opening anything; the menu holds them on a phone.
    const boards = page.getByRole("banner").getByRole("navigation", { name: "Boards" });
    // One label for the journal: "News", as the menu says it (issue 39).
    for (const name of ["Women", "Men", "Influencers", "Teen", "News"]) await expect(boards.getByRole("link", { name, exact: true })).toBeVisible();
    // The page's <h1> is its first heading: the menu's title, earlier in the markup, is not one (issue 35).
    expect(await page.locator("h1, h2, h3, h4, h5, h6").first().evaluate((h) => h.tagName)).toBe("H1");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Shortlist/ })).toBeVisible();
    await boards.getByRole("link", { name: "Men", exact: true }).click();
    await expect(page).toHaveURL(/\/male-models$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(boards).toBeHidden();
  });

  test("home: Our Talents with the New Faces board, the boards, Our Clients, Apply Now", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/");
    await expect(page.getByRole("link", { name: /View Models/ })).toHaveAttribute("href", "/female-models");
    await expect(page.getByRole("link", { name: /Explore Talent/ })).toHaveAttribute("href", "/male-models");
    const talents = page.getByRole("region", { name: "Our Talents" });
    for (const name of ["Female Models", "Male Models", "Influencers", "Teen Models"]) {
      await expect(talents.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    // The New Faces board shows real talent from the roster, each card linking to a profile.
    await expect(talents.getByRole("heading", { name: "New Faces" })).toBeVisible();
    expect(await talents.locator('a[href^="/talent/"]:visible').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("region", { name: "Our Clients" }).getByRole("img")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)["@type"]).toBe("Organization");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("about, apply and the legal pages render their settings", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Where Identity Meets\s*Opportunity/);
    for (const name of ["Our Story", "Our Mission", "Authenticity", "Purpose", "Growth", "Global Vision"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.goto("/apply");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Join /);
    await expect(page.getByRole("heading", { name: "What We Look For" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Eligibility Criteria" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join Now" }).first()).toHaveAttribute("href", "/register");
    await expectAccessible(page);

    for (const [path, title] of [
      ["/cookie-policy", "Cookie Policy"],
      ["/privacy-policy", "Privacy Policy"],
      ["/terms-conditions", "Terms & Conditions"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Last updated:/)).toBeVisible();
      await expectAccessible(page);
    }
    for (const path of ["/female-models", "/blog", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("robots.txt and sitemap.xml", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/dashboard", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/female-models</loc>");
    expect(sitemap).toMatch(/\/talent\/\d+<\/loc>/);
    expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/);
  });
});
