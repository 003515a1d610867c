import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { open } from "../accounts/helpers";
import { DEMO_PASSWORD, demoUsers } from "../helpers/auth";

test.describe("foundation", () => {
  test("the demo talent signs in through the form, reaches the dashboard, logs out and is kept out", async ({ page }) => {
    await open(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Model" })).toHaveAttribute("href", "/apply");
    await expectAccessible(page);

    await page.getByLabel("Email").fill(demoUsers.talent);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Login Successful")).toBeVisible();

    // Signed in, /login sends the talent straight back to the dashboard.
    await open(page, "/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    const logout = page.getByRole("button", { name: "Logout" }).first();
    if (await logout.isVisible()) {
      await logout.click();
      await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    } else {
      expect((await page.request.post("/api/v1/auth/logout")).status()).toBe(200);
    }
    await open(page, "/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password gets the spec's message", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Email").fill(demoUsers.talent);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid credentials, please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the form checks its fields before sending: required, and an email", async ({ page }) => {
    let sent = 0;
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/auth/login")) sent += 1;
    });
    await open(page, "/login");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("x");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test("only a same-site next path is followed after signing in", async ({ page }) => {
    await open(page, "/login?next=//evil.example/steal");
    await page.getByLabel("Email").fill(demoUsers.talent);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.request.post("/api/v1/auth/logout");
  });

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await open(page, "/no/such/page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expectAccessible(page);
  });
});
