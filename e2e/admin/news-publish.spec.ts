import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createDraftPostAsAdmin, expectToast, jpeg, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

test("write a post with an image, publish it and find it on /blog; unpublish hides it again", async ({ page, baseURL }) => {
  test.slow(); // a long flow: every check, an upload, two public pages
  const title = `Runway Notes ${uniqueTag()}`;
  let postId: number | undefined;
  try {
    await page.goto("/admin/news/new");
    await expect(page.getByRole("heading", { name: "Create New Post" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
    await expectAccessible(page);

    // The spec's checks come one at a time, in order, as destructive toasts.
    // Sent from the keyboard: the spec's toasts stack at the bottom right over the button, and sonner fans the stack
    // out under a resting pointer, so a click can land on a toast instead.
    const submit = () => page.getByRole("button", { name: "Create Post" }).press("Enter");
    await submit();
    await expectToast(page, "Title required", "Please enter a title");
    await page.getByLabel("Title").fill(title);
    await submit();
    await expectToast(page, "Excerpt required", "Please enter an excerpt");
    await page.getByLabel("Excerpt").fill("What we learned backstage this season.");
    await submit();
    await expectToast(page, "Content required", "Please enter the content");

    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.getByRole("button", { name: "Heading 2" }).click();
    await editor.pressSequentially("Three lessons");
    await editor.press("Enter");
    await page.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially("Arrive early.");
    await page.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially(" Then wait.");

    await page.getByLabel("Author").fill("");
    await submit();
    await expectToast(page, "Author required", "Please enter the author name");
    await page.getByLabel("Author").fill("Celeste Morgan");
    await submit();
    await expectToast(page, "Category required", "Please select a category");
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "News", exact: true }).click();
    await submit();
    await expectToast(page, "Image required", "Please upload a featured image");

    const picker = page.getByLabel("Featured image");
    await picker.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expectToast(page, "Invalid file type", "Upload jpeg, jpg, png, gif, or webp");
    await picker.setInputFiles({ name: "runway.jpg", mimeType: "image/jpeg", buffer: await jpeg("#3a4a5a") });
    await expect(page.getByRole("img", { name: "Featured image preview" })).toBeVisible();

    await page.getByRole("switch", { name: "Publish immediately" }).click();
    await submit();
    await expectToast(page, "Post Created", "Blog post has been successfully created.");
    await expect(page).toHaveURL(/\/admin\/news$/);

    // A table on a desktop: one body row per post (the phone shows the same rows as cards).
    const card = page.getByRole("table", { name: "Blog posts" }).getByRole("row").filter({ hasText: title });
    await expect(card.getByRole("cell", { name: "Published", exact: true })).toBeVisible();
    await expect(card.getByRole("cell", { name: "Celeste Morgan", exact: true })).toBeVisible();
    await expectAccessible(page);
    postId = Number((await card.getByRole("link", { name: `Edit ${title}` }).getAttribute("href"))!.split("/").pop());

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Three lessons" })).toBeVisible();
    await expect(page.locator("strong", { hasText: "Arrive early." })).toBeVisible();
    await expect(page.getByText("Celeste Morgan").first()).toBeVisible();

    await page.goto("/admin/news");
    await card.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Status Updated", "Blog post status has been updated.");
    await expect(card.getByRole("cell", { name: "Draft", exact: true })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  } finally {
    if (postId) await page.request.delete(`/api/v1/admin/blog-posts/${postId}`, { headers: originOf(baseURL) });
  }
});

test("edit a post loaded by id, and delete it after confirming", async ({ page, baseURL }) => {
  const title = `Draft to edit ${uniqueTag()}`;
  const { id } = await createDraftPostAsAdmin(page.request, baseURL, title);

  await page.goto(`/admin/news/edit/${id}`);
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Body.");
  await page.getByLabel("Title").fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectToast(page, "Post Updated", "Blog post has been successfully updated.");
  await expect(page).toHaveURL(/\/admin\/news$/);

  const card = page.getByRole("table", { name: "Blog posts" }).getByRole("row").filter({ hasText: `${title} (edited)` });
  await expect(card.getByRole("cell", { name: "Draft", exact: true })).toBeVisible();
  await card.getByRole("button", { name: /^Delete / }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Are you sure you want to delete this blog post?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Blog Post Deleted", "The blog post has been successfully deleted.");
  await expect(card).toHaveCount(0);
});

test("editing a post that does not exist says so and returns to the list", async ({ page }) => {
  await page.goto("/admin/news/edit/999999");
  await expectToast(page, "Post not found", "Cannot edit blog post because no data is available.");
  await expect(page).toHaveURL(/\/admin\/news$/);
});
