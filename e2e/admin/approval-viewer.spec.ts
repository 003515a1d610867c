import { expect, test } from "@playwright/test";
import { portraitJpeg, talentByEmail } from "../accounts/helpers";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

test("a minor's application: the marker, the guardian, and the snapshots in the full-screen viewer", async ({ page, playwright, baseURL }) => {
  const tag = uniqueTag();
  const name = `Teen ${tag}`;
  const email = `teen-${tag}@example.test`;
  const photo = await portraitJpeg();
  const file = (n: string) => ({ name: `${n}.jpg`, mimeType: "image/jpeg", buffer: photo });
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await visitor.post("/api/v1/auth/register", {
    multipart: {
      name,
      email,
      password: "Teen-pass-12345",
      confirmPassword: "Teen-pass-12345",
      phone: "+14155552671",
      country: "US",
      state: "CA",
      city: "Los Angeles",
      gender: "female",
      category: "teen",
      dob: `${new Date().getFullYear() - 16}-01-01`,
      guardian_name: "Maria Guardian",
      guardian_email: `guardian-${tag}@example.test`,
      guardian_consent: "true",
      height: "170 cm",
      bust: "80 cm",
      waist: "24 in",
      hips: "88 cm",
      shoe_size: "EU 38",
      hair_color: "Blonde",
      eye_color: "Blue",
      instagram: "@teen.model",
      snapshot_head: file("head"),
      snapshot_full_length: file("full"),
      snapshot_profile: file("profile"),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const userId = (await talentByEmail(page.request, email)).id;

  try {
    await page.goto("/admin/pending-approval");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("Minor", { exact: true })).toBeVisible();
    await expect(row.getByText("Incomplete")).toHaveCount(0);
    await row.getByRole("button", { name: `View details of ${name}` }).click();

    await expect(page.getByRole("heading", { name: "Minor: under 18" })).toBeVisible();
    await expect(page.getByText("Maria Guardian")).toBeVisible();
    await expect(page.getByText("Awaiting the guardian’s confirmation")).toBeVisible();
    await expect(page.getByText("61 cm / 24″")).toBeVisible();
    await expect(page.getByRole("link", { name: "@teen.model" })).toHaveAttribute("href", "https://www.instagram.com/teen.model/");
    await expectAccessible(page);

    await page.getByRole("button", { name: "View full length photo full screen" }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByRole("heading", { name: "Full length" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByRole("heading", { name: "Profile" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByRole("heading", { name: "Head and shoulders" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByRole("heading", { name: "Profile" })).toBeVisible();
    // A swipe to the right goes back one.
    const stage = await viewer.getByTestId("snapshot-stage").boundingBox();
    await page.mouse.move(stage!.x + 100, stage!.y + 100);
    await page.mouse.down();
    await page.mouse.move(stage!.x + 260, stage!.y + 110);
    await page.mouse.up();
    await expect(viewer.getByRole("heading", { name: "Full length" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/v1/admin/talents/${userId}`, { headers: originOf(baseURL) });
    await visitor.dispose();
  }
});
