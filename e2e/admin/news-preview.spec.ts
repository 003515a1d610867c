import { expect, test } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { createDraftPostAsAdmin, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

test("a draft's Preview opens the article layout for staff, while the public page still says it is not found", async ({ page, baseURL }) => {
  const draft = await createDraftPostAsAdmin(page.request, baseURL, `Draft to preview ${uniqueTag()}`);
  try {
    // No 404 anywhere on the way (the list used to link, and prefetch, the public URL of a draft).
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404 && response.url().includes("/blog/")) missing.push(response.url());
    });
    await page.goto("/admin/news");
    await page.getByRole("link", { name: `Preview ${draft.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/${draft.id}/preview$`));
    await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Draft: not on the site yet" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Preview: `));
    // Every robots tag the page carries says noindex (a client navigation may briefly hold the list's and the preview's).
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(page.locator('meta[name="robots"]:not([content*="noindex"])')).toHaveCount(0);
    expect(missing).toEqual([]);

    await page.getByRole("link", { name: "Edit post" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/edit/${draft.id}$`));

    // The public article stays unknown until the post is published, whoever asks.
    expect((await page.request.get(`/blog/${draft.slug}`)).status()).toBe(404);
  } finally {
    await page.request.delete(`/api/v1/admin/blog-posts/${draft.id}`, { headers: originOf(baseURL) });
  }
});
