import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { originOf, uniqueTag } from "./helpers";

/** The code an authenticator app shows `offsetSteps` periods from now (the spec computes it from the shown secret). */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

test.describe("two-factor sign-in for staff", () => {
  test.use({ storageState: authFile("admin") });

  test("a staff member sets up an authenticator app, signs out, and signs in with a code", async ({ page, browser, baseURL }) => {
    // A staff member of the spec's own: the demo admin's sign-in stays as it is.
    const tag = uniqueTag();
    const email = `twofactor-${tag}@example.test`;
    const password = "E2e-password-123";
    const created = await page.request.post("/api/v1/admin/subadmins", {
      headers: originOf(baseURL),
      data: { name: `Tess Factor ${tag}`, email, password, permissions: ["dashboard"] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const staff = await context.newPage();
    try {
      await staff.goto("/admin");
      await staff.getByLabel("Email").fill(email);
      await staff.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await staff.getByRole("button", { name: "Login" }).click();
      await expect(staff).toHaveURL(/\/admin\/dashboard$/);

      await staff.getByRole("complementary").getByRole("link", { name: "Account" }).click();
      await expect(staff).toHaveURL(/\/admin\/account$/);
      await staff.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect(staff.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      const secret = (await staff.getByTestId("totp-secret").getAttribute("data-secret")) ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectAccessible(staff);

      // The current password is asked again (issue 35). A wrong code stays at its field, which gets the focus.
      const setupForm = staff.locator("form").filter({ has: staff.getByLabel("Code from the app") });
      await setupForm.getByLabel("Current password").fill(password);
      const codeField = staff.getByLabel("Code from the app");
      const right = await codeAt(secret);
      await codeField.fill(right === "000000" ? "111111" : "000000");
      await staff.getByRole("button", { name: "Turn on" }).click();
      await expect(staff.getByText("That code is not right.")).toBeVisible();
      await expect(codeField).toBeFocused();
      await codeField.fill(right);
      await staff.getByRole("button", { name: "Turn on" }).click();
      await expect(staff.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
      await expect(staff.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      await staff.getByRole("button", { name: "I have saved them" }).click();
      await expect(staff.getByText("Recovery codes left")).toBeVisible();

      await staff.getByRole("complementary").getByRole("button", { name: "Logout" }).press("Enter");
      await expect(staff).toHaveURL(/\/admin$/);

      // The password alone opens nothing: the second step asks for the code.
      await staff.getByLabel("Email").fill(email);
      await staff.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await staff.getByRole("button", { name: "Login" }).click();
      const step = staff.getByLabel("Authentication code");
      await expect(step).toBeVisible();
      await expect(step).toBeFocused();
      await expectAccessible(staff);
      // The code that turned it on was used: a code works once. The next period's code signs in.
      await step.fill(right);
      await staff.getByRole("button", { name: "Verify" }).click();
      // A replayed code says so (issue 39).
      await expect(staff.getByText("That code was already used. Wait for the next one.")).toBeVisible();
      await step.fill(await codeAt(secret, 1));
      await staff.getByRole("button", { name: "Verify" }).click();
      await expect(staff).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      await context.close();
      await page.request.delete(`/api/v1/admin/subadmins/${data.id}`, { headers: originOf(baseURL) });
    }
  });
});
