import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { ensureSocialLinks, expectToast, readSetting, restoreSetting, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** React has hydrated the page (its fibers are on the DOM), so clicks reach the form handlers, not a native submit. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
}

test("change the home banner text and the about page, find them on / and /about, then restore them", async ({ page, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const banner = await readSetting(page.request, "banner");
  const about = await readSetting(page.request, "about-us");
  try {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: /admin settings/i })).toBeVisible();
    for (const title of ["Banner", "Categories", "Brands", "Join Statements", "Social Media", "Cookies Policy", "Privacy Policy", "Terms & Conditions", "Become a Member", "Logo & Icon", "About Us", "Admin Settings"]) {
      await expect(page.getByRole("link", { name: `Configure ${title}` })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole("link", { name: "Configure Banner" }).click();
    await expect(page.getByRole("heading", { name: "Banner Settings" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);
    const left = page.getByRole("form", { name: "Left Banner" });
    await left.getByLabel("Header Text").fill("");
    await left.getByRole("button", { name: "Update" }).click();
    await expect(left.getByText("Header text is required")).toBeVisible();
    const header = `New Season Faces ${tag}`;
    await left.getByLabel("Header Text").fill(header);
    await left.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Settings saved");

    await page.goto("/");
    await expect(page.getByText(header)).toBeVisible();

    await page.goto("/admin/settings/about-us");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Hero Section", selected: true })).toBeVisible();
    await expectAccessible(page);
    const title = `Faces With Stories ${tag}`;
    await page.getByLabel("Main title").fill(title);
    await page.getByRole("tab", { name: "Our Story" }).click();
    const paragraph = `We opened a second studio in ${tag}.`;
    await page.getByLabel("New paragraph").fill(paragraph);
    await page.getByRole("button", { name: "Add Paragraph" }).click();
    await page.getByRole("button", { name: "Update About Us Content" }).click();
    await expectToast(page, "Settings saved");

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByText(paragraph)).toBeVisible();
  } finally {
    await restoreSetting(page.request, baseURL, "banner", banner);
    await restoreSetting(page.request, baseURL, "about-us", about);
  }
  await page.goto("/about");
  await expect(page.getByText(tag)).toHaveCount(0);
});

test("reorder social links with the keyboard and save them in the new order", async ({ page, baseURL }) => {
  const before = await ensureSocialLinks(page.request, baseURL, 2);
  const social = (await readSetting(page.request, "social-media")) as { items: { platform: string }[] };
  try {
    await page.goto("/admin/settings/social-media");
    const rows = page.getByTestId("social-link");
    const first = await rows.first().locator("p").first().textContent();
    const second = await rows.nth(1).locator("p").first().textContent();
    await expectAccessible(page);
    // dnd-kit mounts its live region once hydrated; before that a key press would do nothing.
    await expect(page.locator("[id^=DndLiveRegion]")).toBeAttached();

    await page.getByRole("button", { name: new RegExp(`^Reorder ${first} `) }).focus();
    await page.keyboard.press("Space");
    await expect(page.locator("[id^=DndLiveRegion]")).toContainText(first!);
    await page.keyboard.press("ArrowDown");
    // The keyboard sensor moves on the next frame and announces it; dropping before that would drop in place.
    await expect(page.locator("[id^=DndLiveRegion]")).toContainText(/moved|over/i);
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
    await expect(rows.first().locator("p").first()).toHaveText(second!);
    await expect(rows.nth(1).locator("p").first()).toHaveText(first!);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Settings saved");
    const saved = (await readSetting(page.request, "social-media")) as { items: { platform: string }[] };
    expect(saved.items.slice(0, 2).map((i) => i.platform)).toEqual(social.items.slice(0, 2).map((i) => i.platform).reverse());
  } finally {
    await restoreSetting(page.request, baseURL, "social-media", before);
  }
});

test("add a section to the privacy policy, publish it and find it on the page", async ({ page, baseURL }) => {
  const policy = await readSetting(page.request, "privacy-policy");
  const title = `Data From Castings ${uniqueTag()}`;
  try {
    await page.goto("/admin/settings/privacy-policy");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Page Content", selected: true })).toBeVisible();
    const count = page.getByRole("heading", { name: /^Content Sections \(\d+\)$/ });
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Add Section" }).click();
    const form = page.getByRole("form", { name: "Add Section" });
    const add = form.getByRole("button", { name: "Add Section" });
    await expect(add).toBeDisabled();
    await form.getByLabel("Section title").fill(title);
    await expect(add).toBeDisabled();
    await form.getByLabel("Content").fill("Photos taken at open castings are deleted after 90 days.");
    await form.getByLabel("Section type").selectOption({ label: "Highlighted Box" });
    await add.click();
    await expect(form.getByText(`“${title}” added.`)).toBeVisible();

    await page.getByRole("tab", { name: "Page Content" }).click();
    await expect(count).toHaveText(`Content Sections (${before + 1})`);
    await page.getByRole("button", { name: "Update Privacy Policy" }).click();
    await expectToast(page, "Settings saved");

    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  } finally {
    await restoreSetting(page.request, baseURL, "privacy-policy", policy);
  }
});

test("every settings screen opens with its title and passes the accessibility check", async ({ page }) => {
  test.slow();
  const screens: Array<[string, string]> = [
    ["banner", "Banner Settings"],
    ["categories", "Categories"],
    ["brands", "Brands"],
    ["join-statements", "Join Statements"],
    ["social-media", "Social Media"],
    ["cookie-policy", "Cookie Policy"],
    ["privacy-policy", "Privacy Policy"],
    ["terms-conditions", "Terms & Conditions"],
    ["become-a-member", "Become a Member"],
    ["logo-icon", "Logo & Icon"],
    ["about-us", "About Us"],
    ["content", "Page Text"],
    ["sub-admins", "Admin Settings"],
  ];
  for (const [slug, title] of screens) {
    await page.goto(`/admin/settings/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Settings" })).toHaveAttribute("href", "/admin/settings");
    await expectAccessible(page);
  }
  await page.goto("/admin/settings/terms-conditions");
  await expect(page.getByRole("button", { name: "Update Terms & Conditions" })).toBeVisible();
  await page.goto("/admin/settings/cookie-policy");
  await expect(page.getByRole("button", { name: "Update Cookie Policy" })).toBeVisible();
  await page.goto("/admin/settings/become-a-member");
  for (const tab of ["Main Content", "What We Look For", "Eligibility Criteria"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Become a Member Page" })).toBeVisible();
  await page.goto("/admin/settings/logo-icon");
  await expect(page.getByRole("button", { name: "Save All Changes" })).toBeVisible();
  await page.goto("/admin/settings/brands");
  await expect(page.getByRole("heading", { name: /^Current Brands \(\d+\)$/ })).toBeVisible();
});
