import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";

test.use({ storageState: authFile("talent") });

// The demo talent's accounts are shared demo data and cannot be re-created without a real provider, so the server
// side of connect and disconnect is proven by the route tests (test/api/dashboard-social*.test.ts); here the calls
// that would change it are answered by the test.

test("social accounts: counts shown, disconnect confirmed, connect explains an unconfigured platform", async ({ page }) => {
  await page.goto("/dashboard/settings");
  const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Social Media Settings" }) });
  const instagram = card.locator("li").filter({ has: page.getByRole("heading", { name: "Instagram" }) });
  await expect(instagram.getByText(/^Connected — [\d,]+ Followers$/)).toBeVisible();
  await expectAccessible(page);

  await page.route("**/api/v1/social/instagram", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ json: { success: true, data: { platform: "instagram", connected: false, followers: 0 } } })
      : route.continue(),
  );
  // Disconnecting asks first: Cancel keeps the account, the dialog's Disconnect goes ahead.
  await instagram.getByRole("button", { name: /Disconnect/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disconnect Instagram?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(instagram.getByText(/^Connected — /)).toBeVisible();
  await instagram.getByRole("button", { name: /Disconnect/ }).click();
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Instagram has been disconnected")).toBeVisible();
  await expect(instagram.getByText("Not connected")).toBeVisible();

  // Without provider credentials on this server, Connect says so plainly instead of failing.
  await instagram.getByRole("button", { name: /Connect/ }).click();
  await expect(page.getByText("Instagram connection is not configured yet.")).toBeVisible();
});

test("coming back from the provider finishes the connection once and cleans the address", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/v1/social/connect", async (route) => {
    calls += 1;
    const body = route.request().postDataJSON() as Record<string, string>;
    expect(body).toEqual({ platform: "tiktok", code: "the-code", state: "the-state" });
    await route.fulfill({ json: { success: true, data: { platform: "tiktok", connected: true, followers: 10, username: "x", url: null } } });
  });
  await page.goto("/dashboard/settings?code=the-code&state=the-state&platform=tiktok");
  await expect(page.getByText("TikTok has been connected")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  expect(calls).toBe(1);

  await page.unroute("**/api/v1/social/connect");
  await page.route("**/api/v1/social/connect", (route) =>
    route.fulfill({ status: 400, json: { success: false, message: "This connection request has expired or is not valid. Please press Connect again." } }),
  );
  await page.goto("/dashboard/settings?code=old&state=reused&platform=instagram");
  await expect(page.getByText("Failed to connect Instagram")).toBeVisible();
  await expect(page.getByText(/expired or is not valid/)).toBeVisible();

  await page.goto("/dashboard/settings?error=access_denied&platform=instagram");
  await expect(page.getByText("Failed to connect Instagram")).toBeVisible();
});

test("download my data: a zip named for the day, the button busy meanwhile", async ({ page }) => {
  await page.goto("/dashboard/settings");
  const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Your Data" }) });
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 4).toString("binary")).toBe("PK\u0003\u0004");
  await expect(card.getByRole("button", { name: "Download my data" })).toBeEnabled();
});
