import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** React has hydrated the page, so clicks reach the form handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

test("a staff member adds a passkey on their account page, signs out, and signs back in with it", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const email = `passkey-${tag}@example.test`;
  const password = "Passkey-e2e-123";
  const created = await page.request.post("/api/v1/admin/subadmins", {
    headers: originOf(baseURL),
    data: { name: `Pia ${tag}`, email, password, permissions: ["dashboard"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };

  // WebAuthn refuses an IP address as the site's identity: the app names http://127.0.0.1:port "localhost" (its
  // relying party), so this browser visits the same server by that name.
  const local = new URL(baseURL ?? "http://127.0.0.1:3100");
  local.hostname = "localhost";
  const context = await browser.newContext({ baseURL: local.origin, storageState: { cookies: [], origins: [] } });
  try {
    const staff = await context.newPage();
    const cdp = await context.newCDPSession(staff);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await staff.goto("/admin");
    await hydrated(staff);
    await staff.getByLabel("Email").fill(email);
    await staff.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await staff.getByRole("button", { name: "Login", exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);

    await staff.goto("/admin/account");
    await hydrated(staff);
    const section = staff.getByRole("main");
    await expect(section.getByText("No passkeys yet")).toBeVisible();
    // The name is required: nothing is asked of the authenticator without one.
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(section.getByText("Please give the passkey a name")).toBeVisible();
    await expect(section.getByLabel("Passkey name")).toBeFocused();
    await section.getByLabel("Passkey name").fill("E2E laptop");
    // The current password comes with it (issue 35): a session alone adds no passkey.
    await section.getByRole("form", { name: "Add a passkey" }).getByLabel("Current password").fill(password);
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expectToast(staff, "Passkey added");
    const list = section.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByText("E2E laptop")).toBeVisible();
    await expect(list.getByText(/Never used/)).toBeVisible();
    await expectAccessible(staff);

    await staff.getByRole("complementary").getByRole("button", { name: "Logout" }).press("Enter");
    await expect(staff).toHaveURL(/\/admin$/);
    await hydrated(staff);
    await staff.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);

    await staff.goto("/admin/account");
    await expect(staff.getByRole("list", { name: "Your passkeys" }).getByText(/Last used/)).toBeVisible();
  } finally {
    await context.close();
    await page.request.delete(`/api/v1/admin/subadmins/${data.id}`, { headers: originOf(baseURL) });
  }
});
