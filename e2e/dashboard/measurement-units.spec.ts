import { expect, test } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { currentTalent, originHeader } from "./helpers";

test.use({ storageState: authFile("talent") });

// Issue 26: a length has an explicit cm / in choice and a live preview, and a bare 60 is saved as 60 cm.
test("a waist is typed with its unit, previewed in both, and saved as written", async ({ page, baseURL }) => {
  const { profile } = await currentTalent(page.request);
  const original = { waist: (profile.waist as string | null) ?? "" };
  try {
    await page.goto("/dashboard/settings");
    const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Measurement Settings" }) });
    await card.getByRole("button", { name: "Edit" }).click();

    const waist = card.getByLabel("Waist", { exact: true });
    const unit = card.getByRole("radiogroup", { name: "Waist unit" });
    await waist.fill("60");
    await unit.getByRole("radio", { name: /^cm/ }).check();
    await expect(card.getByText("= 60 cm / 23.6″")).toBeVisible();
    await unit.getByRole("radio", { name: /^in/ }).check();
    await expect(card.getByText("= 152 cm / 60″")).toBeVisible();
    await unit.getByRole("radio", { name: /^cm/ }).check();

    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Measurements updated successfully")).toBeVisible();
    await expect(card.getByText("60 cm", { exact: true })).toBeVisible();
  } finally {
    const res = await page.request.put("/api/v1/profile", { data: original, headers: originHeader(baseURL) });
    expect(res.ok()).toBe(true);
  }
});
