import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { holdScripts, latestResetCode, open, registerByApi, removeAsAdmin, uniqueEmail } from "./helpers";

// The demo accounts keep their password: these specs reset the password of an applicant they create.
const created: number[] = [];

test.describe("password reset by emailed code", () => {
  test.afterEach(async ({ request }) => removeAsAdmin(request, created));

  test("forgot password end to end, with the code read from the outbox", async ({ page, request }) => {
    const email = uniqueEmail("forgetful");
    created.push(await registerByApi(request, email, "first-password-1"));

    await open(page, "/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByText("Verification code sent to your email.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: /^Get Code/ })).toBeDisabled();
    await expectAccessible(page);

    // An empty code, then a wrong one, then the right one.
    await page.getByRole("button", { name: "Verify & Reset Password" }).click();
    await expect(page.getByText("Enter the verification code.")).toBeVisible();
    // The message is the code field's: it is marked and focused.
    await expect(page.getByPlaceholder("Enter 6-digit code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByPlaceholder("Enter 6-digit code")).toBeFocused();
    const code = await latestResetCode(request, email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByPlaceholder("Enter 6-digit code").fill(wrongCode);
    await page.getByRole("button", { name: "Verify & Reset Password" }).click();
    await expect(page.getByText("Invalid verification code.")).toBeVisible();
    await page.getByPlaceholder("Enter 6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify & Reset Password" }).click();

    await expect(page).toHaveURL(new RegExp(`/reset-password\\?token=${code}&email=`));
    await expect(page.getByRole("heading", { level: 1, name: "Create New Password" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "New Password", exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("textbox", { name: "New Password", exact: true }).fill("second-password-2");
    await page.getByLabel("Confirm New Password").fill("something-else");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Passwords don't match!" }).first()).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("second-password-2");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Password reset successful! Please login with your new password.")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("second-password-2");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/pending-approval$/);
  });

  test("an address typed before the page's script has loaded is the one sent", async ({ page, request }) => {
    const email = uniqueEmail("early");
    created.push(await registerByApi(request, email, "first-password-1"));
    const release = await holdScripts(page);
    await page.goto("/forgot-password", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(email);
    release();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByText("Verification code sent to your email.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("Change Email goes back to step one and clears the code", async ({ page, request }) => {
    const email = uniqueEmail("changer");
    created.push(await registerByApi(request, email, "first-password-1"));
    await open(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await page.getByPlaceholder("Enter 6-digit code").fill("123456");
    await page.getByRole("button", { name: "Change Email" }).click();
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Email")).not.toHaveAttribute("readonly", "");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    // The server allows one code a minute per email, and says so.
    await expect(page.getByText(/Please wait \d+ seconds? before requesting another code\./)).toBeVisible();
  });

  test("a reset link without its parameters goes to forgot-password; a bad one is refused", async ({ page }) => {
    await open(page, "/reset-password");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await open(page, `/reset-password?token=000000&email=${encodeURIComponent(uniqueEmail("nobody"))}`);
    await expect(page.getByText("Invalid or expired reset link.")).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 10_000 });
  });
});
