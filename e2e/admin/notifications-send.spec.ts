import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile, demoUsers } from "../helpers/auth";
import { expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** React has hydrated the page (its fibers are on the DOM), so clicks reach the form handlers, not a native submit. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

test("send an important notification to two talents; the demo talent finds it on their dashboard", async ({ page, browser, baseURL }) => {
  test.slow();
  const title = `Go-see on Thursday ${uniqueTag()}`;
  let id: number | undefined;
  try {
    await page.goto("/admin/notifications");
    await expect(page.getByRole("heading", { name: "Notification Management" })).toBeVisible();
    // A table on a desktop (the phone shows the same rows as cards): a header row, then the notifications sent.
    const table = page.getByRole("table", { name: "Notifications" });
    await expect(table.getByRole("columnheader", { name: "Sent" })).toHaveAttribute("aria-sort", "none");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    // How many were sent, counted up to a cap (issue 38: "1,000+ notifications" past it).
    await expect(page.getByText(/^[\d,]+\+? notifications?$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Create Notification" }).first().click();
    await expect(page.getByRole("heading", { name: "Create New Notification" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Notifications" })).toBeVisible();
    const talents = page.getByRole("list", { name: "Talents" }).getByRole("listitem");
    await expect(talents.first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("Bring your book and flat shoes. 10 am at the studio.");
    await page.getByRole("switch", { name: "Mark as Important" }).click();

    // No talent chosen: the submit stops with the spec's error.
    await page.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "Error", "Please select at least one talent to send the notification to.");

    const search = page.getByRole("searchbox", { name: "Search talents" });
    await search.fill("zzz-nobody");
    await expect(page.getByText('No talents found matching "zzz-nobody"')).toBeVisible();
    await search.fill(demoUsers.talent);
    await talents.filter({ hasText: demoUsers.talent }).getByRole("checkbox").check();
    await expect(page.getByText("1 talent(s) selected")).toBeVisible();
    await search.fill("");
    await talents.filter({ hasNotText: demoUsers.talent }).first().getByRole("checkbox").check();
    await expect(page.getByText("2 talent(s) selected")).toBeVisible();

    await page.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "Notification Sent", "Notification has been successfully sent to 2 talent(s).");
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    const card = table.getByRole("row").filter({ hasText: title });
    await expect(card.getByRole("cell", { name: "2 talents", exact: true })).toBeVisible();
    await expect(card.getByText("Important", { exact: true })).toBeVisible();
    id = Number((await card.getByRole("link", { name: `Edit ${title}` }).getAttribute("href"))!.split("/").pop());

    const talentContext = await browser.newContext({ storageState: authFile("talent") });
    try {
      const talentPage = await talentContext.newPage();
      await talentPage.goto("/dashboard/notifications");
      const item = talentPage.getByTestId("notification").filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item.getByText("Important", { exact: true })).toBeVisible();
    } finally {
      await talentContext.close();
    }

    // Editing keeps it for its recipients; deleting removes it after confirming.
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Notification" })).toBeVisible();
    await expect(page.getByText("2 talent(s) selected")).toBeVisible();
    await page.getByLabel("Title").fill(`${title} (moved to 11 am)`);
    await page.getByRole("button", { name: "Update Notification" }).click();
    await expectToast(page, "Notification Updated", "Notification has been successfully updated to 2 talent(s).");
    const edited = table.getByRole("row").filter({ hasText: `${title} (moved to 11 am)` });
    await edited.getByRole("button", { name: /^Delete / }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Are you sure you want to delete this notification?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Notification Deleted");
    await expect(edited).toHaveCount(0);
    id = undefined;
  } finally {
    if (id) await page.request.delete(`/api/v1/admin/notifications/${id}`, { headers: originOf(baseURL) });
  }
});

test("title and message are required", async ({ page }) => {
  await page.goto("/admin/notifications/new");
  await hydrated(page);
  await page.getByRole("button", { name: "Send Notification" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
});
