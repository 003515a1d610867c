import { expect, request as playwrightRequest, test } from "@playwright/test";
import { approveAsAdmin, registerByApi, removeAsAdmin, uniqueEmail } from "../accounts/helpers";
import { expectAccessible } from "../helpers/a11y";

// A talent of its own, signed in twice: ending the demo talent's sessions would sign the other specs out.
test("a session ended from the list is signed out on its next request", async ({ browser, baseURL }) => {
  const email = uniqueEmail("sessions");
  const password = "sessions-password";
  const admin = await playwrightRequest.newContext({ baseURL });
  const userId = await registerByApi(admin, email, password);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    await approveAsAdmin(admin, userId);
    for (const context of [first, second]) {
      const login = await context.request.post("/api/v1/auth/login", { data: { email, password } });
      expect(login.status()).toBe(200);
    }
    const other = await second.newPage();
    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/dashboard$/);

    const page = await first.newPage();
    await page.goto("/dashboard/settings");
    const list = page.getByRole("list", { name: "Your sessions" });
    const rows = list.getByTestId("session");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("This device");
    await expectAccessible(page);
    await rows.filter({ hasNotText: "This device" }).getByRole("button", { name: /^Sign out/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out this session?" });
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("This device");

    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/login\?reason=signed-out$/);
    // It is told why (issue 39).
    await expect(other.getByText("You were signed out from another device. Please sign in again.")).toBeVisible();
    // This device is still signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  } finally {
    await first.close();
    await second.close();
    await removeAsAdmin(admin, [userId]);
    await admin.dispose();
  }
});
