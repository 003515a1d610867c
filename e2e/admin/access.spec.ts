import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";

test.describe("a sub-admin with news and bookings only", () => {
  test.use({ storageState: authFile("editor") });

  test("finds /admin/talents closed and no Talents link in the menu", async ({ page }) => {
    await page.goto("/admin/talents");
    await expect(page).toHaveURL(/\/admin\/forbidden$/);
    await expect(page.getByText("You do not have access to this section.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your first permitted section" })).toHaveAttribute("href", "/admin/news");

    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link", { name: "News" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Bookings" })).toBeVisible();
    for (const hidden of ["Dashboard", "Pending Approval", "Talents", "Notifications", "Settings"]) {
      await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test("is refused by the talent and approval screens and their API, but works with bookings", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/pending-approval", "/admin/talents/1"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/forbidden$/);
    }
    expect((await page.request.get("/api/v1/admin/talents")).status()).toBe(403);
    expect((await page.request.get("/api/v1/admin/stats")).status()).toBe(403);

    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { name: "Booking Management" })).toBeVisible();
    expect((await page.request.get("/api/v1/admin/bookings")).status()).toBe(200);
  });
});

test.describe("without a session", () => {
  test("the admin screens send the visitor to the sign-in", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/talents", "/admin/bookings/1", "/admin/forbidden"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });
});

test.describe("the admin", () => {
  test.use({ storageState: authFile("admin") });

  test("sees every section in the menu and the dashboard's cards, activity and quick actions", async ({ page }) => {
    await page.goto("/admin/dashboard");
    const menu = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Dashboard", "Pending Approval", "News", "Talents", "Bookings", "Notifications", "Settings"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    await expectAccessible(page);

    const stats = await (await page.request.get("/api/v1/admin/stats")).json();
    expect(stats.data.status).toBe("success");
    const pending = stats.data.data[1].value as number;
    await page.getByRole("link", { name: /Pending Applications/ }).click();
    await expect(page).toHaveURL(/\/admin\/pending-approval$/);
    if (pending > 0) await expect(page.getByText(`${pending} application${pending === 1 ? "" : "s"} waiting for review.`)).toBeVisible();
  });

  test("on a phone, the menu opens in a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expectAccessible(page);
  });
});
