import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { DEMO_PASSWORD, demoUsers } from "../helpers/auth";
import { expectToast } from "./helpers";

test.describe("admin sign-in through the /admin form", () => {
  test("refuses a wrong password, then signs the admin in to the dashboard", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectAccessible(page);

    // Both fields are required: nothing is sent without them.
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Email").fill(demoUsers.admin);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login Failed", "Invalid credentials");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    // The same show/hide toggle as the talent sign-in.
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login Successful", "Welcome back, ");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // Signed in, /admin sends the admin on.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Logout ends the session and returns to the sign-in. (Pressed with the keyboard: in development Next's
    // indicator badge sits over the sidebar's lower corner.)
    await page.getByRole("complementary").getByRole("button", { name: "Logout" }).press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a sub-admin without the dashboard lands on their first permitted screen", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(demoUsers.editor);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login Successful");
    await expect(page).toHaveURL(/\/admin\/news$/);
  });

  test("a talent cannot use the admin sign-in", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(demoUsers.talent);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login Failed", "This account has no admin access.");
    await expect(page).toHaveURL(/\/admin$/);
  });
});
