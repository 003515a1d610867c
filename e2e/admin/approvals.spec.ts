import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { talentByEmail } from "../accounts/helpers";
import { expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

test("approve a pending applicant, who can then sign in and open the dashboard", async ({ page, playwright, baseURL }) => {
  const tag = uniqueTag();
  const name = `Applicant ${tag}`;
  const email = `applicant-${tag}@example.test`;
  const password = "Applicant-pass-123";

  // The applicant registers as a visitor (no admin session).
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await visitor.post("/api/v1/auth/register", {
    multipart: {
      name,
      email,
      password,
      confirmPassword: password,
      phone: "+14155552671",
      whatsapp: "+14155552671",
      country: "US",
      state: "CA",
      city: "Los Angeles",
      gender: "female",
      category: "female",
      dob: "1996-02-03",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const userId = (await talentByEmail(page.request, email)).id;

  try {
    // Pending: signing in leads to the pending-approval page, not the dashboard.
    expect((await visitor.post("/api/v1/auth/login", { data: { email, password } })).status()).toBe(200);
    expect((await visitor.get("/api/v1/talent-media")).status()).toBe(403);

    await page.goto("/admin/pending-approval");
    await expect(page.getByRole("heading", { name: "Pending Approval" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toBeVisible();
    // The old client's payload (no measurements, no snapshots) is accepted, and marked incomplete.
    await expect(row.getByText("Incomplete")).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("button", { name: `View details of ${name}` }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("None connected")).toBeVisible();
    await expect(page.getByText("Missing from this application")).toBeVisible();
    await expect(page.getByText(/^Height, Bust \/ chest, Waist, Hips, .*Profile photo$/)).toBeVisible();
    await expect(page.getByText("+14155552671").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Back to List" }).click();

    await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name: `Approve ${name}` }).click();
    await expectToast(page, "Talent Approved", "The talent has been successfully approved.");
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

    // The approval mail is in the outbox.
    const outbox = await visitor.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    if (outbox.ok()) {
      const mails = (await outbox.json()).data as { template: string }[];
      expect(mails.map((m) => m.template)).toContain("application-approved");
    }

    // The approved talent signs in through the API and opens the dashboard.
    const talent = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const login = await talent.post("/api/v1/auth/login", { data: { email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const state = await talent.storageState();
    const context = await page.context().browser()!.newContext({ baseURL, storageState: state });
    const talentPage = await context.newPage();
    await talentPage.goto("/dashboard");
    await expect(talentPage).toHaveURL(/\/dashboard$/);
    await context.close();
    await talent.dispose();
  } finally {
    await page.request.delete(`/api/v1/admin/talents/${userId}`, { headers: originOf(baseURL) });
    await visitor.dispose();
  }
});

test("decline an applicant: they leave the queue with the spec's toast", async ({ page, baseURL, playwright }) => {
  const tag = uniqueTag();
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const email = `declined-${tag}@example.test`;
  const registered = await visitor.post("/api/v1/auth/register", {
    multipart: {
      name: `Declined ${tag}`,
      email,
      password: "Declined-pass-123",
      confirmPassword: "Declined-pass-123",
      phone: "+14155552671",
      whatsapp: "+14155552671",
      country: "US",
      state: "CA",
      city: "Los Angeles",
      gender: "male",
      category: "male",
      dob: "1994-06-07",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const userId = (await talentByEmail(page.request, email)).id;
  try {
    await page.goto("/admin/pending-approval");
    await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name: /^Decline/ }).click();
    await expectToast(page, "Talent Declined", "The talent application has been declined.");
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/v1/admin/talents/${userId}`, { headers: originOf(baseURL) });
    await visitor.dispose();
  }
});
