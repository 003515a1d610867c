import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { currentTalent } from "./helpers";

test.use({ storageState: authFile("talent") });

test("the dashboard home: carousel with arrows, dots and keys, measurements, menu and tabs", async ({ page }) => {
  const { profile, profileImageUrl } = await currentTalent(page.request);
  // The profile picture leads, as on the public profile, then the gallery without repeating it.
  const count = profile.media.filter((m) => m.file_url !== profileImageUrl).length + (profileImageUrl ? 1 : 0);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await expectAccessible(page);

  const carousel = page.getByRole("region", { name: "Your photos" });
  const status = carousel.locator("p[aria-live]");
  await expect(status).toHaveText(`Photo 1 of ${count}`);
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expect(status).toHaveText(`Photo 2 of ${count}`);
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expect(status).toHaveText(`Photo ${count} of ${count}`);
  await carousel.getByRole("button", { name: `Show photo 3 of ${count}` }).click();
  await expect(status).toHaveText(`Photo 3 of ${count}`);
  await expect(carousel.getByRole("button", { name: `Show photo 3 of ${count}` })).toHaveAttribute("aria-current", "true");
  await carousel.focus();
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText(`Photo 4 of ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText(`Photo 3 of ${count}`);

  const panel = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Measurements" }) });
  for (const label of ["Height", "Waist", "Bust", "Hips", "Shoe Size", "Hair Color", "Eye Color", "Dress Size", "Weight", "Age"]) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(panel.getByText(String(profile.age), { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("menuitem", { name: /public profile/ })).toHaveAttribute("href", `/talent/${profile.id}`);
  // One "Home" (the tab); the menu's link to the site says where it goes.
  await expect(page.getByRole("menuitem", { name: "Agency website" })).toHaveAttribute("href", "/");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Home" })).toHaveCount(1);

  const tabs = page.getByRole("navigation", { name: "Dashboard" });
  await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: /Media/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/media$/);
  await expect(page.getByRole("heading", { name: "Media Gallery" })).toBeVisible();
});
