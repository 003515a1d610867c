import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { DEMO_PASSWORD, authFile } from "../helpers/auth";
import { originOf, uniqueTag } from "./helpers";

const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** Every admin screen's address, read from the app's folders (an id segment gets 1, a settings key "banner"). */
function adminPages(): string[] {
  const root = path.resolve("app/admin/(panel)");
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page.tsx") found.push(route || "/");
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name === "[key]" ? "banner" : entry.name.startsWith("[") ? "1" : entry.name}`);
    }
  };
  walk(root, "");
  return found.map((route) => `/admin${route}`).filter((page) => page !== "/admin/account");
}

test.use({ storageState: authFile("admin") });

test("under the require setting a staff member without a factor lands on the account page, sets up TOTP, then reaches the dashboard", async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = originOf(baseURL);
  const tag = uniqueTag();
  const email = `held-${tag}@example.test`;
  const password = "Held-e2e-123";
  // The demo admin needs a factor of their own to turn the setting on; it is taken off again below.
  const setup = await page.request.post("/api/v1/auth/two-factor/setup", { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const adminSecret = ((await setup.json()) as { data: { secret: string } }).data.secret;
  const enabled = await page.request.post("/api/v1/auth/two-factor/enable", {
    headers,
    data: { code: await codeAt(adminSecret), current_password: DEMO_PASSWORD, end_other_sessions: false },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const adminRecovery = ((await enabled.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes;
  const created = await page.request.post("/api/v1/admin/subadmins", { headers, data: { name: `Hal ${tag}`, email, password, permissions: ["dashboard", "bookings"] } });
  expect(created.status(), await created.text()).toBe(201);
  const subId = ((await created.json()) as { data: { id: number } }).data.id;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const on = await page.request.put("/api/v1/admin/security", { headers, data: { require_two_factor: true } });
    expect(on.status(), await on.text()).toBe(200);

    const staff = await context.newPage();
    await staff.goto("/admin");
    await staff.getByLabel("Email").fill(email);
    await staff.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await staff.getByRole("button", { name: "Login", exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/account\?two-factor=required$/);
    await expect(staff.getByText("Two-factor sign-in is required for all staff.")).toBeVisible();

    // Every other screen sends them here, and none answers an error. A screen that streams (it has a loading.tsx)
    // has sent its 200 before the guard runs: its redirect is the page's own refresh to the account page.
    for (const target of adminPages()) {
      const res = await staff.request.get(target);
      expect(res.status(), target).toBe(200);
      const landed = new URL(res.url()).pathname === "/admin/account";
      if (!landed) expect(await res.text(), target).toMatch(/id="__next-page-redirect"[^>]*url=\/admin\/account/);
    }

    await staff.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await staff.getByTestId("totp-secret").getAttribute("data-secret")) ?? "";
    const form = staff.getByRole("form", { name: "Turn on two-factor sign-in" });
    await form.getByLabel("Code from the app").fill(await codeAt(secret));
    await form.getByRole("button", { name: "Turn on" }).click();
    // Without the password nothing is sent: it is asked for at its field.
    await expect(form.getByText("Enter your current password to make this change.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toBeFocused();
    await form.getByLabel("Current password").fill(password);
    await expect(form.getByRole("checkbox", { name: /Sign out my other devices/ })).toBeChecked();
    await form.getByRole("button", { name: "Turn on" }).click();
    await expect(staff.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
    await expect(staff.getByText("On", { exact: true })).toBeVisible();
    await staff.getByRole("button", { name: "I have saved them" }).click();
    await expect(staff.getByText("Recovery codes left")).toBeVisible();

    await staff.goto("/admin/dashboard");
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
    await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await context.close();
    await page.request.put("/api/v1/admin/security", { headers, data: { require_two_factor: false } });
    await page.request.delete(`/api/v1/admin/subadmins/${subId}`, { headers });
    const off = await page.request.post("/api/v1/auth/two-factor/disable", { headers, data: { current_password: DEMO_PASSWORD, code: adminRecovery[0] } });
    expect(off.status(), await off.text()).toBe(200);
  }
});
