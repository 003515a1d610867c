import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { currentTalent, originHeader } from "./helpers";

test.use({ storageState: authFile("talent") });

const keys = ["height", "waist", "bust", "hips", "shoe_size", "hair_color", "eye_color", "dress_size"] as const;

test("edit and save measurements, then see them on the dashboard and the public profile", async ({ page, baseURL }) => {
  const { profile } = await currentTalent(page.request);
  const original = Object.fromEntries(keys.map((k) => [k, (profile[k] as string | null) ?? ""]));
  try {
    await page.goto("/dashboard/settings");
    const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Measurement Settings" }) });
    await expect(card.getByText(String(original.hair_color || "—"), { exact: true })).toBeVisible();
    await expectAccessible(page);

    await card.getByRole("button", { name: "Edit" }).click();
    await expect(card.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expectAccessible(page);

    // A value past the bound is refused in the browser with a clear message, and nothing is sent.
    await card.getByLabel("Hair Color").fill("x".repeat(41));
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(card.getByText("Keep this to 40 characters or fewer.")).toBeVisible();

    await card.getByLabel("Hair Color").fill("Auburn");
    await card.getByLabel("Dress Size").fill("US 6");
    await card.getByLabel("Height").fill(`5'11"`);
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Measurements updated successfully")).toBeVisible();
    await expect(card.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(card.getByText("Auburn", { exact: true })).toBeVisible();

    // Cancel drops edits.
    await card.getByRole("button", { name: "Edit" }).click();
    await card.getByLabel("Eye Color").fill("Violet");
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByText("Violet")).toHaveCount(0);

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const panel = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Measurements" }) });
    await expect(panel.getByText("Auburn", { exact: true })).toBeVisible();
    await expect(panel.getByText("US 6", { exact: true })).toBeVisible();
    await expect(panel.getByText(`5'11"`, { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Edit/ })).toHaveAttribute("href", "/dashboard/settings");

    await page.goto(`/talent/${profile.id}`);
    await expect(page.getByText("Auburn", { exact: true })).toBeVisible();
    await expect(page.getByText("US 6", { exact: true })).toBeVisible();
  } finally {
    const res = await page.request.put("/api/v1/profile", { data: original, headers: originHeader(baseURL) });
    expect(res.ok()).toBe(true);
  }
});
