import { expect, request as playwrightRequest, test } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { registerByApi, removeAsAdmin, uniqueEmail } from "../accounts/helpers";

test("the dashboard is closed to visitors and staff (to /login) and to applicants (to /pending-approval)", async ({ page, baseURL }) => {
  await page.goto("/dashboard/media");
  await expect(page).toHaveURL(/\/login/);

  // An applicant of its own, removed afterwards (the demo data's pending list may be empty).
  const email = uniqueEmail("access-applicant");
  const password = "applicant-password";
  const visitor = await playwrightRequest.newContext({ baseURL });
  const applicant = await registerByApi(visitor, email, password);
  try {
    const login = await page.request.post("/api/v1/auth/login", { data: { email, password } });
    expect(login.status()).toBe(200);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/pending-approval/);
    const api = await page.request.get("/api/v1/talent-media");
    expect(api.status()).toBe(403);
  } finally {
    await removeAsAdmin(visitor, [applicant]);
    await visitor.dispose();
  }
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
