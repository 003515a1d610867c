import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { removeAsAdmin, talentByEmail } from "../accounts/helpers";
import { uniqueTag } from "../admin/helpers";

test("a minor's guardian opens the mailed link, sees who and what, confirms once; staff see the consent", async ({ browser, playwright, baseURL }) => {
  const tag = uniqueTag();
  const name = `Lina Young ${tag}`;
  const email = `minor-${tag}@example.test`;
  const guardianEmail = `guardian-${tag}@example.test`;
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await visitor.post("/api/v1/auth/register", {
    multipart: {
      name, email, password: "Applicant-pass-123", confirmPassword: "Applicant-pass-123",
      phone: "+14155552671", whatsapp: "+14155552671", country: "US", state: "CA", city: "Los Angeles",
      gender: "female", category: "teen", dob: `${new Date().getFullYear() - 16}-02-02`,
      guardian_name: "Rosa Young", guardian_email: guardianEmail, guardian_consent: "true",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await browser.newContext({ baseURL, storageState: authFile("admin") });
  const adminPage = await admin.newPage();
  const userId = (await talentByEmail(adminPage.request, email)).id;
  try {
    const outbox = await visitor.get(`/api/v1/dev/outbox?to=${encodeURIComponent(guardianEmail)}`);
    const mails = (await outbox.json()).data as { text: string }[];
    const path = /\/guardian\/[A-Za-z0-9_-]+/.exec(mails[0].text)?.[0] as string;

    const guardian = await browser.newContext({ baseURL });
    const page = await guardian.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(page.getByRole("heading", { name: "What you consent to" })).toBeVisible();
    await expectAccessible(page);
    // The screenshots, phone and desktop (docs/screens/issue-26/).
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-26/guardian-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "I confirm my consent" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

    await adminPage.goto(`/admin/talents/${userId}`);
    await expect(adminPage.getByRole("heading", { name: "Parent or guardian" })).toBeVisible();
    await expect(adminPage.getByText("Consent confirmed")).toBeVisible();
  } finally {
    await removeAsAdmin(adminPage.request, [userId]);
    await admin.close();
    await browser.contexts().find((c) => c !== admin)?.close();
  }
});
