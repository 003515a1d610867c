import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { ensureSocialLinks, expectToast, restoreSetting, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** React has hydrated the page (its fibers are on the DOM), so clicks reach the form handlers, not a native submit. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

/** The server refuses the next save of a settings key with field messages, as its 422 names them ("value.items.0.url"). */
async function refuseSave(page: Page, key: string, errors: Record<string, string[]>) {
  await page.route(`**/api/v1/settings/${key}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ success: false, message: "Validation failed", errors }) })
      : route.fallback(),
  );
}

test("a category the server refuses shows the message at its field, focused, until the name changes", async ({ page }) => {
  await page.goto("/admin/settings/categories");
  await hydrated(page);
  const count = Number((await page.getByRole("heading", { name: /^Current Categories/ }).textContent())!.match(/\((\d+)\)/)![1]);
  await refuseSave(page, "categories", { [`value.items.${count}.name`]: ["A category with this name exists"] });

  const form = page.getByRole("form", { name: "Add Category" });
  const name = form.getByLabel("Name");
  await name.fill(`Runway ${uniqueTag()}`);
  await form.getByRole("button", { name: "Add Category" }).click();
  await expectToast(page, "Error", "A category with this name exists");
  await expect(form.getByText("A category with this name exists")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await name.fill("Runway, renamed");
  await expect(form.getByText("A category with this name exists")).toHaveCount(0);
});

test("a social link the server refuses opens a URL field at that link, focused", async ({ page, baseURL }) => {
  const before = await ensureSocialLinks(page.request, baseURL, 1);
  try {
    await page.goto("/admin/settings/social-media");
    await hydrated(page);
    const rows = page.getByTestId("social-link");
    await refuseSave(page, "social-media", { "value.items.0.url": ["Enter a full URL starting with https://"] });

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Error", "Enter a full URL starting with https://");
    const url = rows.first().getByRole("textbox", { name: / URL$/ });
    await expect(url).toBeFocused();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(rows.first().getByText("Enter a full URL starting with https://")).toBeVisible();
    // Typing clears the message; the field stays to finish the correction.
    await url.fill("https://example.test/agency");
    await expect(rows.first().getByText("Enter a full URL starting with https://")).toHaveCount(0);
    await expect(url).toHaveValue("https://example.test/agency");
  } finally {
    await restoreSetting(page.request, baseURL, "social-media", before);
  }
});

test("a list entry left blank is refused before saving: its tab opens and the entry says why, focused", async ({ page }) => {
  await page.goto("/admin/settings/become-a-member");
  await hydrated(page);
  let saved = false;
  await page.route("**/api/v1/settings/become-a-member", (route) => {
    if (route.request().method() === "PUT") saved = true;
    return route.fallback();
  });
  await page.getByRole("tab", { name: "What We Look For" }).click();
  const first = page.getByRole("textbox", { name: "Item 1", exact: true });
  await first.fill("   ");
  await page.getByRole("tab", { name: "Main Content" }).click();

  await page.getByRole("button", { name: "Update Become a Member Page" }).click();
  await expectToast(page, "Error", "Item is required");
  await expect(page.getByRole("tab", { name: "What We Look For" })).toHaveAttribute("aria-selected", "true");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("tabpanel").getByText("Item is required")).toBeVisible();
  expect(saved).toBe(false);
});

test("a legal section's title left blank is refused before saving: the content tab opens and the title says why, focused", async ({ page }) => {
  await page.goto("/admin/settings/cookie-policy");
  await hydrated(page);
  let saved = false;
  await page.route("**/api/v1/settings/cookie-policy", (route) => {
    if (route.request().method() === "PUT") saved = true;
    return route.fallback();
  });
  const title = page.getByRole("textbox", { name: "Section title" }).first();
  await title.fill("   ");
  await page.getByRole("tab", { name: "Add Section" }).click();

  await page.getByRole("button", { name: "Update Cookie Policy" }).click();
  await expect(page.getByRole("tab", { name: "Page Content" })).toHaveAttribute("aria-selected", "true");
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("tabpanel").getByText("Section title is required")).toBeVisible();
  // Typing a title clears the message; nothing was sent.
  await title.fill("Cookies we use");
  await expect(page.getByRole("tabpanel").getByText("Section title is required")).toHaveCount(0);
  expect(saved).toBe(false);
});
