import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, jpeg, originOf } from "./helpers";

test.use({ storageState: authFile("admin") });

test("staff publish a talent from the checklist, and the profile goes public; unpublish hides it", async ({ page, baseURL }) => {
  const talent = await createTalentAsAdmin(page.request, baseURL, {}, { publish: false });
  try {
    // Created (like approved) but not public: the checklist says what is missing.
    expect((await page.request.get(`/talent/${talent.profileId}`)).status()).toBe(404);
    await page.goto(`/admin/talents/${talent.id}`);
    const checklist = page.getByRole("list", { name: "Publication checklist" });
    await expect(checklist.getByText("Write a bio.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish profile" })).toBeDisabled();
    await expectAccessible(page);

    // Complete it through the API (photos, bio), then publish from the page.
    const headers = originOf(baseURL);
    for (const color of ["#7a5c4f", "#5c6f7a", "#6f7a5c", "#7a6f5c"]) {
      await page.request.post(`/api/v1/admin/talents/${talent.id}/media`, { headers, multipart: { file: { name: "p.jpg", mimeType: "image/jpeg", buffer: await jpeg(color) } } });
    }
    await page.request.post(`/api/v1/admin/talents/${talent.id}`, {
      headers,
      multipart: { bio: "Editorial and runway.", profile_image: { name: "face.jpg", mimeType: "image/jpeg", buffer: await jpeg("#3d2f2a") } },
    });
    await page.reload();
    await expect(checklist.getByText("missing", { exact: false })).toHaveCount(0);
    // The screenshots, phone and desktop (docs/screens/issue-26/).
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-26/publish-checklist-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Publish profile" }).click();
    await expectToast(page, "Profile Published");
    await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
    await expect.poll(async () => (await page.request.get(`/talent/${talent.profileId}`)).status(), { timeout: 10_000 }).toBe(200);

    await page.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Profile Unpublished");
    await expect(page.getByRole("button", { name: "Publish profile" })).toBeEnabled();
  } finally {
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});
