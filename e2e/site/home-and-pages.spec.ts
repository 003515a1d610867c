import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("home and information pages", () => {
  test("home: split hero, Our Talents with the New Faces board, Our Clients, Apply Now", async ({ page }) => {
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
  });

  test("about, apply and the legal pages render their settings", async ({ page }) => {
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
