import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { expectToast, readSetting, restoreSetting } from "./helpers";

test.use({ storageState: authFile("admin") });

/** React has hydrated the page (its fibers are on the DOM), so clicks reach the form handlers, not a native submit. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

// The options setting as a fresh install reads it (lib/domain/settings-defaults.ts), to put back when none was saved.
const OPTIONS_DEFAULT = { optionExpiryHours: 72, challengeWindowHours: 24, optionsInCalendarFeed: false };

test("the Options screen changes how long an option holds, with the API's checks at the field", async ({ page, baseURL }) => {
  const before = (await readSetting(page.request, "options")) ?? OPTIONS_DEFAULT;
  try {
    await page.goto("/admin/settings");
    await page.getByRole("link", { name: "Configure Options" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Options" })).toBeVisible();
    await hydrated(page);
    const expiry = page.getByLabel("Option expiry (hours)");

    // Refused in the browser by the setting's own schema: the message sits at the field, which takes the focus.
    await expiry.fill("0");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("At least 1 hour")).toBeVisible();
    await expect(expiry).toBeFocused();

    await expiry.fill("48");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Settings saved");
    expect(await readSetting(page.request, "options")).toMatchObject({ optionExpiryHours: 48 });
    await page.reload();
    await expect(page.getByLabel("Option expiry (hours)")).toHaveValue("48");
  } finally {
    await restoreSetting(page.request, baseURL, "options", before);
  }
});
