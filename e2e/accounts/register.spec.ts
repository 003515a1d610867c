import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { approveAsAdmin, open, pick, portraitJpeg, removeAsAdmin, uniqueEmail } from "./helpers";

const PASSWORD = "runway-ready-2025";
const created: number[] = [];

test.describe("registration", () => {
  test.afterEach(async ({ request }) => removeAsAdmin(request, created));

  test("an applicant registers with a photo, waits for approval, and gets in once approved", async ({ page, baseURL }) => {
    const email = uniqueEmail("applicant");
    await open(page, "/register");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Full name").fill("Amara Okafor");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Phone number" }).fill("4155552671");
    await page.getByRole("button", { name: "Same as my phone number" }).click();
    await expect(page.getByRole("textbox", { name: "WhatsApp number" })).toHaveValue(/415/);

    // Country, then its states (Nigeria: 36 states and the Federal Capital Territory), then the state's cities.
    await pick(page, "Country", "Nigeria");
    await page.getByRole("combobox", { name: "State", exact: true }).click();
    const states = page.getByRole("listbox").getByRole("option");
    await expect(states).toHaveCount(37);
    await expect(states.filter({ hasText: "Federal Capital Territory" })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await pick(page, "State", "Lagos");
    await pick(page, "City", "Ikeja");

    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1999-04-12");
    await page.getByLabel("Category").selectOption({ label: "Female Model" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("Profile picture").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await portraitJpeg() });
    await expect(page.getByRole("img", { name: "Your profile picture" })).toBeVisible();

    const registered = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/register") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Create Account" }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    const body = await response.json();
    created.push(body.data.user.id);
    expect(body.data.user.profile_image_url).toMatch(/^\/api\/v1\/files\//);
    expect(body.data.talent_profile).toMatchObject({ country: "Nigeria", state: "Lagos", city: "Ikeja" });

    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByText("Registration Successful")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for applying" })).toBeVisible();
    await expect(page.getByText(/within 48 hours/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);

    // Signing in while pending leads to the pending page, and the dashboard stays shut.
    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await open(page, "/dashboard");
    await expect(page).toHaveURL(/\/(pending-approval|login)$/);

    // The agency approves the application; the same session now opens the dashboard.
    const admin = await playwrightRequest.newContext({ baseURL });
    await approveAsAdmin(admin, body.data.user.id);
    await admin.dispose();
    await open(page, "/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await open(page, "/pending-approval");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the form shows the spec's messages under the fields and changes nothing", async ({ page }) => {
    await open(page, "/register");
    await page.getByLabel("Full name").fill("A");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("textbox", { name: "Phone number" }).fill("12");
    await page.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 10}-01-01`);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();

    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Enter a valid phone number",
      "Enter a valid WhatsApp number",
      "Please select a country",
      "Please select a state",
      "Please select a city",
      "Please select your gender",
      "You must be at least 13 years old",
      "Password must be at least 8 characters",
      "Passwords don't match",
      "Please select a category",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/register$/);
  });

  test("an applicant under 18 is asked for a parent or guardian", async ({ page }) => {
    await open(page, "/register");
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toHaveCount(0);
    await page.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 15}-01-01`);
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("A parent or guardian's name is required for applicants under 18")).toBeVisible();
    await expect(page.getByText("A parent or guardian's email is required for applicants under 18")).toBeVisible();
    await expect(page.getByText("Parental or guardian consent is required for applicants under 18")).toBeVisible();
  });

  test("changing the country clears the state and the city", async ({ page }) => {
    await open(page, "/register");
    await pick(page, "Country", "Nigeria");
    await pick(page, "State", "Lagos");
    await pick(page, "City", "Ikeja");
    await pick(page, "Country", "Ghana");
    await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveText(/Select your state/);
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveText(/Select a state first/);
  });
});
