import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast } from "./helpers";

test.use({ storageState: authFile("admin") });

/**
 * Issue 39 item 6 and issue 37 item 3: a record's History panel reads for an owner (the entry in words with the
 * talent's and the admin's names, field labels, the time in the agency's zone, no ISO stamp) and shows the entry an
 * action wrote without a reload; the activity page reads the same way, the browser in words.
 */
test("hiding a talent shows in her History at once, in words; the activity page reads the same", async ({ page, request, baseURL }) => {
  const talent = await createTalentAsAdmin(request, baseURL);
  try {
    await page.goto(`/admin/talents/${talent.id}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Hide" }).click();
    await expectToast(page, "Talent Hidden", "This talent is now hidden from public view.");
    // No reload: the panel is read again once the action settled.
    const entry = page.getByRole("listitem").filter({ hasText: `Hid talent from public view: ${talent.name}` });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("rowheader", { name: "Status", exact: true })).toBeVisible();
    await expect(entry).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await expect(entry.locator("time")).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,5}|GMT/);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await entry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screens/issue-39/talent-history-${width}.png`, fullPage: false });
    }
    await expectAccessible(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/activity?subject_type=talent&subject_id=${talent.profileId}`);
    const logged = page.getByRole("listitem").filter({ hasText: `Hid talent from public view: ${talent.name}` });
    await expect(logged).toBeVisible();
    // The browser in words; its raw user agent only once expanded.
    await expect(logged.getByText("Browser details")).toBeVisible();
    await expect(logged.getByText(/Mozilla\/5\.0/)).toBeHidden();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `docs/screens/issue-39/activity-${width}.png`, fullPage: true });
    }
    await logged.getByText("Browser details").click();
    await expect(logged.getByText(/Mozilla\/5\.0/)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await deleteTalentAsAdmin(request, baseURL, talent.id);
  }
});
