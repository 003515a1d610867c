import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { currentTalent, originHeader } from "./helpers";

test.use({ storageState: authFile("talent") });

test("filter notifications and mark one read", async ({ page, baseURL }) => {
  const { userId } = await currentTalent(page.request);
  // Two notices of our own, sent through the admin API and deleted afterwards, so the demo inbox stays as it was.
  const admin = await playwrightRequest.newContext({ baseURL, storageState: authFile("admin"), extraHTTPHeaders: originHeader(baseURL) });
  const tag = Date.now().toString(36);
  const sent: number[] = [];
  try {
    for (const [title, important] of [[`Fitting moved ${tag}`, false], [`Contract to sign ${tag}`, true]] as const) {
      const res = await admin.post("/api/v1/admin/notifications", {
        data: { title, message: `Details for ${title}.`, important, target_talents: [userId] },
      });
      expect(res.status(), await res.text()).toBe(201);
      sent.push(((await res.json()) as { data: { id: number } }).data.id);
    }

    await page.goto("/dashboard/notifications");
    const items = page.getByTestId("notification");
    const general = items.filter({ hasText: `Fitting moved ${tag}` });
    const important = items.filter({ hasText: `Contract to sign ${tag}` });
    await expect(general).toBeVisible();
    await expect(important.getByText("Important", { exact: true })).toBeVisible();
    await expect(general.getByText("Important", { exact: true })).toHaveCount(0);
    await expect(general.getByText("New", { exact: true })).toBeVisible();
    await expect(general.locator("time")).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)/);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Important" }).click();
    await expect(important).toBeVisible();
    await expect(general).toHaveCount(0);
    for (const item of await items.all()) await expect(item.getByText("Important", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Unread" }).click();
    await expect(general).toBeVisible();
    for (const item of await items.all()) await expect(item.getByText("New", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "All" }).click();
    const tabs = page.getByRole("navigation", { name: "Dashboard" });
    const badgeBefore = Number(await tabs.getByTestId("unread-badge").textContent());
    await general.getByRole("button", { name: /Mark as Read/ }).click();
    await expect(general.getByRole("button", { name: /Mark as Read/ })).toHaveCount(0);
    await expect(general.getByText("New", { exact: true })).toHaveCount(0);
    if (badgeBefore > 1) await expect(tabs.getByTestId("unread-badge")).toHaveText(String(badgeBefore - 1));
    else await expect(tabs.getByTestId("unread-badge")).toHaveCount(0);

    // Marked on the server: a reload keeps it read, and it has left the Unread filter.
    await page.reload();
    await expect(general).toBeVisible();
    await expect(general.getByRole("button", { name: /Mark as Read/ })).toHaveCount(0);
    await page.getByRole("tab", { name: "Unread" }).click();
    await expect(important).toBeVisible();
    await expect(general).toHaveCount(0);
  } finally {
    for (const id of sent) await admin.delete(`/api/v1/admin/notifications/${id}`);
    await admin.dispose();
  }
});
