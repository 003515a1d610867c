import { expect, request as playwrightRequest, test } from "@playwright/test";
import { DEMO_PASSWORD, authFile } from "../helpers/auth";

test("the dashboard is closed to visitors and staff (to /login) and to applicants (to /pending-approval)", async ({ page, baseURL }) => {
  await page.goto("/dashboard/media");
  await expect(page).toHaveURL(/\/login/);

  const admin = await playwrightRequest.newContext({ baseURL, storageState: authFile("admin") });
  const pending = await admin.get("/api/v1/admin/pending", { params: { limit: 1 } });
  expect(pending.ok()).toBe(true);
  const [applicant] = ((await pending.json()) as { data: { data: { email: string }[] } }).data.data;
  await admin.dispose();
  test.skip(!applicant, "no pending applicant in the demo data");

  const login = await page.request.post("/api/v1/auth/login", { data: { email: applicant.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/pending-approval/);
  const api = await page.request.get("/api/v1/talent-media");
  expect(api.status()).toBe(403);
});

test.describe("as staff", () => {
  test.use({ storageState: authFile("admin") });
  test("an admin is turned away (to /login, which sends staff on to the admin area)", async ({ page }) => {
    const res = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(new URL(res.headers().location, "http://x").pathname).toBe("/login");
    await page.goto("/dashboard");
    await expect(page).toHaveURL((url) => !url.pathname.startsWith("/dashboard"));
  });
});
