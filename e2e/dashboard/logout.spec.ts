import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, demoUsers } from "../helpers/auth";

// Signs in on its own: logging out the shared saved session would end it for every other spec.
test("log out ends the session on the server and closes the dashboard", async ({ page, browser }) => {
  const login = await page.request.post("/api/v1/auth/login", { data: { email: demoUsers.talent, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const cookies = await page.context().cookies();

  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been logged out.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");

  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login/);

  // The old cookie, replayed elsewhere, no longer opens anything.
  const replay = await browser.newContext({ storageState: { cookies, origins: [] } });
  const me = await replay.request.get("/api/v1/auth/me");
  expect(me.status()).toBe(401);
  const other = await replay.newPage();
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login/);
  await replay.close();
});
