import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("site menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the keyboard, lists the spec's links, closes with Esc and navigates", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const labels = await dialog.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents();
    expect(labels).toEqual([
      "Female Models",
      "Male Models",
      "Influencers",
      "Teen Models",
      "About Us",
      "Become a Member",
      "Contact",
      "News",
      "Login",
    ]);
    await expect(dialog.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();

    // After a client navigation the menu marks the new page, and its close button closes it.
    await trigger.click();
    await expect(dialog.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
    await expect(dialog.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current", /.*/);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
  });
});
