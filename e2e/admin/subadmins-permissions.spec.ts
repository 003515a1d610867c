import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin"), permissions: ["clipboard-read", "clipboard-write"] });

/** React has hydrated the page (its fibers are on the DOM), so clicks reach the form handlers, not a native submit. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

test("create a sub-admin with only news; they sign in at /admin, find news open and bookings closed, and lose access when deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const email = `news-desk-${tag}@example.test`;
  const name = `Nadia ${tag}`;
  let createdId: number | undefined;
  try {
    await page.goto("/admin/settings/sub-admins");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sub-Admins", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Current Sub-Admins \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole("form", { name: "Add Sub-Admin" });
    await form.getByRole("button", { name: "Add Sub-Admin" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();

    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Role").fill("News desk");
    await form.getByRole("checkbox", { name: "News", exact: true }).check();
    await form.getByRole("button", { name: "Generate" }).click();
    const password = await form.getByLabel("Password", { exact: true }).inputValue();
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await form.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Password copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    await form.getByRole("button", { name: "Add Sub-Admin" }).click();
    await expectToast(page, "Sub-admin added");
    const card = page.getByRole("group", { name });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText("News desk")).toBeVisible();
    await expect(card.getByRole("list", { name: "Permissions" }).getByRole("listitem")).toHaveText(["News"]);
    await expect(card.getByText("Last active: Never")).toBeVisible();
    const list = (await (await page.request.get("/api/v1/admin/subadmins")).json()) as { data: { id: number; email: string }[] };
    createdId = list.data.find((s) => s.email === email)?.id;

    // The new sub-admin signs in through the admin sign-in page in a browser of their own.
    const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const sub = await theirs.newPage();
      await sub.goto("/admin");
      await hydrated(sub);
      await sub.getByLabel("Email").fill(email);
      await sub.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await sub.getByRole("button", { name: "Login" }).click();
      await expect(sub).toHaveURL(/\/admin\/news$/);
      await expect(sub.getByRole("heading", { name: "News Management" })).toBeVisible();
      const menu = sub.getByRole("navigation", { name: "Admin" });
      await expect(menu.getByRole("link", { name: "News" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Bookings" })).toHaveCount(0);
      await expect(menu.getByRole("link", { name: "Settings" })).toHaveCount(0);

      await sub.goto("/admin/bookings");
      await expect(sub).toHaveURL(/\/admin\/forbidden$/);
      expect((await sub.request.get("/api/v1/admin/bookings")).status()).toBe(403);
      await sub.goto("/admin/settings/sub-admins");
      await expect(sub).toHaveURL(/\/admin\/forbidden$/);
      expect((await sub.request.get("/api/v1/admin/blog-posts")).status()).toBe(200);

      await page.getByRole("tab", { name: "Activity History" }).click();
      await expect(page.getByRole("cell", { name: `Created sub-admin ${name}` })).toBeVisible();
      await expectAccessible(page);

      // The audit trail: the record's entry says who, from where and what changed (the password only as redacted).
      await page.goto(`/admin/activity?subject_type=user&subject_id=${createdId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
      await expect(page.getByLabel("Kind of record")).toHaveValue("user");
      const entry = page.getByRole("listitem").filter({ hasText: `Created sub-admin ${name}` });
      await expect(entry.getByRole("rowheader", { name: "permissions" })).toBeVisible();
      await expect(entry.getByRole("row", { name: /Password hash/ })).toContainText("[redacted]");
      await expect(entry).not.toContainText(password);
      await expectAccessible(page);
      await page.goto("/admin/activity?from=2026-02-30");
      await expect(page.getByLabel("From")).toBeFocused();
      await expect(page.getByText("Enter a date as YYYY-MM-DD")).toBeVisible();
      await page.goto("/admin/settings/sub-admins");
      await hydrated(page);

      await card.getByRole("button", { name: `Delete ${name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Sub-admin deleted");
      await expect(card).toHaveCount(0);
      createdId = undefined;

      // Their session ended with the account: the sign-in page says the browser was signed out (issue 39).
      await sub.goto("/admin/news");
      await expect(sub).toHaveURL(/\/admin\?reason=signed-out$/);
      await expect(sub.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    } finally {
      await theirs.close();
    }
  } finally {
    if (createdId) await page.request.delete(`/api/v1/admin/subadmins/${createdId}`, { headers: originOf(baseURL) });
  }
});

test.describe("a sub-admin", () => {
  test.use({ storageState: authFile("editor") });

  test("sees the news screens but no settings, and cannot reach the sub-admin API", async ({ page }) => {
    await page.goto("/admin/news");
    await expect(page.getByRole("heading", { name: "News Management" })).toBeVisible();
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/forbidden$/);
    await page.goto("/admin/notifications");
    await expect(page).toHaveURL(/\/admin\/forbidden$/);
    expect((await page.request.get("/api/v1/admin/subadmins")).status()).toBe(403);
    expect((await page.request.get("/api/v1/admin/activity")).status()).toBe(403);
    await page.goto("/admin/activity");
    await expect(page).toHaveURL(/\/admin\/forbidden$/);
  });
});
