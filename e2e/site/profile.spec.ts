import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("talent profile", () => {
  test("open a profile from the listing, read the details and switch units", async ({ page }) => {
    await page.goto("/female-models/letter/s");
    await page.getByRole("link", { name: /Sienna Vale/ }).click();
    await expect(page).toHaveURL(/\/talent\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sienna Vale" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Model Details" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Sienna Vale, portfolio photo 1 of/ })).toBeVisible();

    const height = page.getByTestId("detail-height");
    const bust = page.getByTestId("detail-bust");
    await expect(height).toHaveText("178 cm");
    await expect(bust).toHaveText("84 cm");
    await expect(page.getByTestId("detail-shoe-size")).toHaveText("US 8.5");
    await expect(page.getByRole("link", { name: /Instagram.*48.2K followers/ })).toHaveAttribute("href", "https://www.instagram.com/sienna.vale");
    await expect(page.getByRole("link", { name: /TikTok.*126.5K followers/ })).toBeVisible();
    // The measurements also as one line, in the chosen units; nothing links to "#" and no field shows a dash.
    const line = page.getByTestId("measurement-line");
    await expect(line).toContainText("178 · 84 · ");
    await expect(page.locator('main a[href="#"]')).toHaveCount(0);
    await expect(page.locator("main dd").filter({ hasText: /^—$/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: /^ft \/ in/ }).click();
    await expect(height).toHaveText("5′ 10″");
    await expect(bust).toHaveText("33″");
    await expect(line).toContainText("5′ 10″ · 33″ · ");
    await expect(page.getByRole("button", { name: /^ft \/ in/ })).toHaveAttribute("aria-pressed", "true");
    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByTestId("detail-height")).toHaveText("5′ 10″");
    await page.getByRole("button", { name: /^cm/ }).click();
    await expect(page.getByTestId("detail-height")).toHaveText("178 cm");

    await expect(page.getByRole("link", { name: "Book Model" })).toHaveAttribute("href", /\/book-talent\?talent=\d+$/);
    await page.getByRole("link", { name: "Back to Models" }).click();
    await expect(page).toHaveURL(/\/female-models$/);
  });

  test("an unknown or hidden talent is a 404 page", async ({ page, request }) => {
    expect((await page.goto("/talent/999999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The whole page is in the HTML (not an empty error document filled in by scripts), with the chrome once.
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("main")).toHaveCount(1);
    for (const path of ["/talent/999999", "/female-models/letter/1", "/no-such-page"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    }
    // Hidden demo talent are not in the public API either.
    const res = await request.get("/api/v1/talents?search=Clara%20Westwood");
    expect((await res.json()).data.total).toBe(0);
  });
});
