import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, jpeg, publiclyListed, uniqueTag, type CreatedTalent } from "./helpers";

test.use({ storageState: authFile("admin") });

test.describe.serial("managing one talent", () => {
  let talent: CreatedTalent;

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: authFile("admin") });
    talent = await createTalentAsAdmin(context.request, baseURL);
    await context.close();
  });

  test.afterAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: authFile("admin") });
    await deleteTalentAsAdmin(context.request, baseURL, talent.id);
    await context.close();
  });

  test("find the talent in the list by search and category, and open their page", async ({ page }) => {
    await page.goto("/admin/talents");
    await expect(page.getByRole("heading", { name: "Talent Management" })).toBeVisible();
    await page.getByRole("searchbox", { name: /Search talents/ }).fill(talent.email.toUpperCase());
    // A table on a desktop: one body row per talent (the phone shows the same rows as cards).
    const table = page.getByRole("table", { name: "Talents" });
    const card = table.getByRole("row").filter({ hasText: talent.name });
    await expect(card).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await page.getByRole("button", { name: /^Male Model/ }).click();
    await expect(page.getByText("No talents found")).toBeVisible();
    await page.getByRole("button", { name: /^Female Model/ }).click();
    await expect(card).toBeVisible();
    await expectAccessible(page);

    // Sortable columns are buttons in their headers, and the header says how the table is sorted.
    await page.getByRole("searchbox", { name: /Search talents/ }).fill("");
    const heightHeader = table.getByRole("columnheader", { name: "Height" });
    await expect(heightHeader).toHaveAttribute("aria-sort", "none");
    await heightHeader.getByRole("button").click();
    await expect(heightHeader).toHaveAttribute("aria-sort", "ascending");
    await heightHeader.getByRole("button").click();
    await expect(heightHeader).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("searchbox", { name: /Search talents/ }).fill(talent.email);
    await expect(table.locator("tbody tr")).toHaveCount(1);

    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/talents/${talent.id}$`));
    await expect(page.getByRole("heading", { name: talent.name, level: 1 })).toBeVisible();
    // Published by the helper with the checklist's four photos (issue 26).
    await expect(page.getByAltText(/^Portfolio image 1 of /)).toBeVisible();
    await expectAccessible(page);
    // Loaded from the server by id: a reload shows the same talent.
    await page.reload();
    await expect(page.getByRole("heading", { name: talent.name, level: 1 })).toBeVisible();
  });

  test("hide the talent: gone from the public listing and profile; show them again", async ({ page, request }) => {
    expect(await publiclyListed(request, talent.name)).toBe(true);
    await page.goto(`/admin/talents/${talent.id}`);
    await page.getByRole("button", { name: "Hide" }).click();
    await expectToast(page, "Talent Hidden", "This talent is now hidden from public view.");
    await expect(page.getByText("Hidden", { exact: true })).toBeVisible();
    expect(await publiclyListed(request, talent.name)).toBe(false);
    expect((await request.get(`/talent/${talent.profileId}`)).status()).toBe(404);

    await page.getByRole("button", { name: "Show" }).click();
    await expectToast(page, "Talent Visible", "This talent is now visible to the public.");
    expect(await publiclyListed(request, talent.name)).toBe(true);
    expect((await request.get(`/talent/${talent.profileId}`)).status()).toBe(200);
  });

  test("edit measurements and see them on the public profile; Cancel drops edits", async ({ page }) => {
    await page.goto(`/admin/talents/${talent.id}`);
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit talent profile" });
    await expect(form.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Save Changes" }).click();
    // At the field (and in the form's summary of errors), with the focus on it.
    await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    await form.getByLabel("Email").fill(talent.email);

    await form.getByLabel("Waist", { exact: true }).fill("23.5");
    await form.getByLabel("Bust", { exact: true }).fill("32.5");
    await form.getByLabel("Hips", { exact: true }).fill("34.5");
    await form.getByLabel("Hair Color").fill("Copper");
    await form.getByLabel("Dress Size").fill("US 2");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile Updated", "Talent profile has been successfully updated.");
    // The talent's details (the history below names the new value too, in its changes).
    await expect(page.getByRole("definition").getByText("Copper", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("form", { name: "Edit talent profile" }).getByLabel("Hair Color").fill("Violet");
    await page.getByRole("button", { name: "Cancel" }).click();
    // The talent's details (the history below names the new value too, in its changes).
    await expect(page.getByRole("definition").getByText("Copper", { exact: true })).toBeVisible();
    await expect(page.getByText("Violet")).toHaveCount(0);

    await page.goto(`/talent/${talent.profileId}`);
    await expect(page.getByText("Copper", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("US 2", { exact: true }).first()).toBeVisible();
  });

  test("add a portfolio photo, then delete it after confirming", async ({ page }) => {
    await page.goto(`/admin/talents/${talent.id}`);
    const photos = page.getByAltText(/^Portfolio image \d+ of /);
    await expect(photos.first()).toBeVisible();
    const before = await photos.count();
    const photoFile = { name: "look.jpg", mimeType: "image/jpeg", buffer: await jpeg() };
    // A file chosen before the page has hydrated is not seen by React: choose again until the preview shows.
    await expect(async () => {
      await page.getByLabel("Add Image").setInputFiles(photoFile);
      await expect(page.getByAltText("Preview of the chosen image")).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page.getByRole("button", { name: "Add to Portfolio" }).click();
    await expectToast(page, "Image Added");
    await expect(photos).toHaveCount(before + 1);

    await page.goto(`/talent/${talent.profileId}`);
    await expect(page.locator("img[src*='api%2Fv1%2Ffiles'], img[src*='/api/v1/files/']").first()).toBeVisible();

    await page.goto(`/admin/talents/${talent.id}`);
    // A new photo joins the end of the portfolio.
    await page.getByRole("button", { name: `Delete portfolio image ${before + 1}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Are you sure you want to delete this image?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Image Deleted");
    await expect(photos).toHaveCount(before);
  });
});

test("create a talent in the dialog, then delete them from their page", async ({ page }) => {
  const tag = uniqueTag();
  const email = `dialog-${tag}@example.test`;
  await page.goto("/admin/talents");
  await page.getByRole("button", { name: "Create New Talent" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Talent" });
  await expect(dialog.getByText(/All fields are optional/)).toBeVisible();
  await expectAccessible(page);

  // Without an email nothing is sent.
  await dialog.getByRole("button", { name: "Create Talent" }).click();
  await expect(dialog.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();

  await dialog.getByLabel("First Name").fill("Dialog");
  await dialog.getByLabel("Last Name").fill(`Made ${tag}`);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(dialog.getByLabel("Password")).toHaveValue(/^[A-Za-z0-9!@#$%^&*]{12}$/);
  await dialog.getByLabel("Category").selectOption("influencer");
  await dialog.getByLabel("Gender").selectOption("other");
  await dialog.getByLabel("Height").fill("172 cm");
  await dialog.getByLabel("Profile Picture").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await jpeg("#445566") });
  await dialog.getByRole("button", { name: "Create Talent" }).click();
  await expectToast(page, "Talent Created", "New talent has been registered successfully.");
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: /Search talents/ }).fill(email);
  const card = page.getByRole("table", { name: "Talents" }).getByRole("row").filter({ hasText: `Dialog Made ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("Influencer")).toBeVisible();

  // A duplicate email is refused with the server's message.
  await page.getByRole("button", { name: "Create New Talent" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Create Talent" }).click();
  await expectToast(page, "Error", "This email is already registered");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await card.getByRole("link", { name: /View Details/ }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this talent? This action cannot be undone.")).toBeVisible();
  // Which of Delete and Erase a data-rights request needs is said where the choice is made (issue 39).
  await expect(confirm).toContainText("a person asking to have their data erased needs Erase talent");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Talent Deleted");
  await expect(page).toHaveURL(/\/admin\/talents$/);
});

test("erase a talent from their page: the typed email confirms, their photos and profile are gone", async ({ page, request, baseURL }) => {
  const talent = await createTalentAsAdmin(request, baseURL);
  const read = await request.get(`/api/v1/admin/talents/${talent.id}`);
  const { data } = (await read.json()) as { data: { profile_image_url: string; talent_profile: { media: { file_url: string }[] } } };
  const files = [data.profile_image_url, ...data.talent_profile.media.map((m) => m.file_url)];
  expect((await request.get(files[0])).status()).toBe(200);

  await page.goto(`/admin/talents/${talent.id}`);
  await page.getByRole("button", { name: "Erase talent" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase talent" });
  await expect(dialog.getByText(talent.email)).toBeVisible();
  await expectAccessible(page);
  // A wrong address comes back from the server at the field, focused.
  await dialog.getByLabel("Talent's email").fill("someone-else@example.test");
  await dialog.getByRole("button", { name: "Erase talent" }).click();
  await expect(dialog.getByText("Type the talent's email address exactly to confirm.")).toBeVisible();
  await expect(dialog.getByLabel("Talent's email")).toBeFocused();

  await dialog.getByLabel("Talent's email").fill(talent.email);
  await dialog.getByRole("button", { name: "Erase talent" }).click();
  await expectToast(page, "Talent Erased");
  await expect(page).toHaveURL(/\/admin\/talents$/);

  for (const url of files) expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(`/talent/${talent.profileId}`)).status()).toBe(404);
  const login = await request.post("/api/v1/auth/login", { data: { email: talent.email, password: talent.password }, headers: { origin: baseURL ?? "" } });
  expect(login.status()).toBe(401);

  // The erased account's page is read-only: the notice, no edit controls; the API refuses an edit with 409.
  await page.goto(`/admin/talents/${talent.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Erased talent" })).toBeVisible();
  await expect(page.getByText("This talent has been erased")).toBeVisible();
  await expect(page.getByRole("button", { name: /edit|erase talent/i })).toHaveCount(0);
  await expectAccessible(page);
  const edit = await request.post(`/api/v1/admin/talents/${talent.id}`, { data: { name: "Written back" }, headers: { origin: baseURL ?? "" } });
  expect(edit.status()).toBe(409);
});
