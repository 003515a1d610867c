import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { DEMO_PASSWORD, demoUsers } from "../helpers/auth";
import { approveAsAdmin, fillApplicationBasics, holdScripts, open, portraitJpeg, removeAsAdmin, talentByEmail, uniqueEmail } from "./helpers";

const PASSWORD = "runway-ready-2025";
const created: number[] = [];

test.describe("registration", () => {
  test.afterEach(async ({ request }) => removeAsAdmin(request, created));

  test("an applicant registers with a photo, waits for approval, and gets in once approved", async ({ page, baseURL }) => {
    // The whole journey (a form of four photos, three sign-ins, an approval) took 40 to 60 s on a loaded two-core host.
    test.slow();
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
    const state = page.getByRole("combobox", { name: "State", exact: true });
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Nigeria" });
    await expect(state.locator("option")).toHaveCount(38); // and "Select your state"
    await expect(state.locator("option", { hasText: "Federal Capital Territory" })).toHaveCount(1);
    await state.selectOption({ label: "Lagos" });
    const city = page.getByLabel("City");
    await expect(city).toBeEnabled();
    // The state's nearest cities are offered while typing.
    await city.fill("ike");
    const suggestions = page.getByRole("list", { name: "Suggested cities" });
    await suggestions.getByRole("button", { name: "Ikeja", exact: true }).click();
    await expect(city).toHaveValue("Ikeja");

    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1999-04-12");
    await page.getByLabel("Category").selectOption({ label: "Female Model" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("Profile picture").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await portraitJpeg() });
    await expect(page.getByRole("img", { name: "Your profile picture" })).toBeVisible();
    // What the agency selects on: the height and the snapshots are required, the rest is asked for.
    await fillApplicationBasics(page);
    await page.getByRole("textbox", { name: "Waist", exact: true }).fill("24");
    await page.getByLabel("Waist unit").selectOption("in");
    await page.getByLabel("Hair colour").selectOption("Dark Brown");
    await page.getByLabel("Instagram").fill("@Amara.Okafor");

    const registered = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/register") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Create Account" }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    // The answer names no account (a taken email gets the same); the admin API shows what was created.
    expect(await response.json()).toEqual({ success: true, message: "Your application has been submitted for review", data: null });
    const admin = await playwrightRequest.newContext({ baseURL });
    const applicant = await talentByEmail(admin, email);
    created.push(applicant.id);
    expect(applicant.status).toBe("pending");
    expect(applicant.profile_image_url).toMatch(/^\/api\/v1\/files\//);
    expect(applicant.talent_profile).toMatchObject({
      country: "Nigeria",
      state: "Lagos",
      city: "Ikeja",
      height: "176 cm",
      waist: "24 in",
      hair_color: "Dark Brown",
      instagram_handle: "amara.okafor",
    });

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

    // "Sign out" on the pending page ends the session and says so; signing in again comes back here.
    await open(page, "/pending-approval");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have been logged out.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/pending-approval$/);

    // The agency approves the application; the same session now opens the dashboard.
    await approveAsAdmin(admin, applicant.id);
    await admin.dispose();
    await open(page, "/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await open(page, "/pending-approval");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an email that already has an account gets the same success, and its owner a mail", async ({ page, request }) => {
    // The demo talent's address: the applicant is told what a new applicant is told, and nothing reveals the account.
    await open(page, "/register");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email address").fill(demoUsers.talent);
    await page.getByRole("textbox", { name: "Phone number" }).fill("4155552671");
    await page.getByRole("button", { name: "Same as my phone number" }).click();
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Gibraltar" });
    await page.getByLabel("City").fill("Gibraltar");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1999-04-12");
    await page.getByLabel("Category").selectOption({ label: "Female Model" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await fillApplicationBasics(page);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/register") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Create Account" }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Your application has been submitted for review", data: null });
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByText("Registration Successful")).toBeVisible();
    await expect(page.getByText("This email is already registered")).toHaveCount(0);

    // The owner is told (the mail leaves after the answer), and their own password still signs them in.
    await expect
      .poll(async () => {
        const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(demoUsers.talent)}`);
        const mails = (await outbox.json()).data as { template: string; text: string }[];
        return mails.find((m) => m.template === "registration-attempted")?.text ?? "";
      })
      .toContain("/forgot-password");
    const signIn = await request.post("/api/v1/auth/login", { data: { email: demoUsers.talent, password: DEMO_PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);
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
      "Please select a country",
      "Please select a state",
      "Please select a city",
      "Please select your gender",
      "You must be at least 13 years old",
      "Password must be at least 8 characters",
      "Passwords don't match",
      "Please select a category",
      "Please enter your height",
      "Please add a head and shoulders photo",
      "Please add a full length photo",
      "Please add a profile photo",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // WhatsApp is optional: an empty one is no error.
    await expect(page.getByText("Enter a valid WhatsApp number", { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test("an applicant under 18 is asked for a parent or guardian", async ({ page }) => {
    await open(page, "/register");
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toHaveCount(0);
    await page.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 15}-01-01`);
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("A parent or guardian's name is required for applicants under 18", { exact: true })).toBeVisible();
    await expect(page.getByText("A parent or guardian's email is required for applicants under 18", { exact: true })).toBeVisible();
    await expect(page.getByText("Parental or guardian consent is required for applicants under 18", { exact: true })).toBeVisible();
  });

  test("changing the country clears the state and the city; a city outside the state's list is kept as typed", async ({ page }) => {
    await open(page, "/register");
    const state = page.getByRole("combobox", { name: "State", exact: true });
    const city = page.getByLabel("City");
    await expect(city).toBeDisabled();
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Nigeria" });
    await state.selectOption({ label: "Lagos" });
    await city.fill("Gotham");
    await city.blur();
    await expect(page.getByText("Gotham is not in our list: we'll keep it as you typed it.")).toBeVisible();
    await expect(page.getByText("Please select a city", { exact: true })).toHaveCount(0);
    await city.fill("ikeja");
    await expect(page.getByText("We'll save it as Ikeja.")).toBeVisible();

    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Ghana" });
    await expect(state).toHaveValue("");
    await expect(city).toHaveValue("");
    await expect(city).toBeDisabled();
    await expect(city).toHaveAttribute("placeholder", "Select a state first");

    // Gibraltar lists no states: none is asked for, and the city is typed freely.
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Gibraltar" });
    await expect(page.getByText("No states are listed for Gibraltar.")).toBeVisible();
    await expect(state).toBeDisabled();
    await city.fill("Gibraltar");
    await expect(city).toHaveValue("Gibraltar");
  });

  test("what is chosen and typed before the page's script has loaded is kept", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/register", { waitUntil: "domcontentloaded" });
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Nigeria" });
    await page.getByRole("textbox", { name: "Phone number" }).fill("+234 803 123 4567");
    await page.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 15}-01-01`);
    release();

    const state = page.getByRole("combobox", { name: "State", exact: true });
    await expect(state.locator("option")).toHaveCount(38);
    await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue("NG");
    await expect(page.getByLabel("Phone number country")).toHaveValue("NG");
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("803 123 4567");
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toBeVisible();
  });

  test("a pasted international number picks its country, and the server's phone check lands under the field, focused and in view on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/register");
    const phone = page.getByRole("textbox", { name: "Phone number" });
    await phone.fill("+44 7911 123456");
    await expect(page.getByLabel("Phone number country")).toHaveValue("GB");
    await expect(phone).toHaveValue("7911 123456");

    // 555-000-0000 is well formed but no real US number: only the server's numbering plan knows.
    await page.getByLabel("WhatsApp number country").selectOption("US");
    await page.getByRole("textbox", { name: "WhatsApp number" }).fill("555 000 0000");
    await page.getByLabel("Full name").fill("Amara Okafor");
    await page.getByLabel("Email address").fill(uniqueEmail("phone-check"));
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Gibraltar" });
    await page.getByLabel("City").fill("Gibraltar");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1999-04-12");
    await page.getByLabel("Category").selectOption({ label: "Female Model" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await fillApplicationBasics(page);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/register"));
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await answered).status()).toBe(422);
    const whatsapp = page.getByRole("textbox", { name: "WhatsApp number" });
    const whatsappError = page.locator(`#${await whatsapp.getAttribute("id")}-error`);
    await expect(whatsapp).toHaveAttribute("aria-invalid", "true");
    await expect(whatsappError).toHaveText("Enter a valid WhatsApp number");
    await expect(page).toHaveURL(/\/register$/);
    // The field is screens above the button on a phone: focus and the page go to it, and the count is announced.
    await expect(whatsapp).toBeFocused();
    await expect(whatsapp).toBeInViewport();
    await expect(page.getByRole("status").filter({ hasText: "There is 1 error in this form." })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "WhatsApp number: Enter a valid WhatsApp number" })).toBeVisible();

    // The server's message stays while other fields change, and goes once the number itself is changed.
    await page.getByLabel("Full name").fill("Amara N. Okafor");
    await page.getByLabel("Email address").focus();
    await expect(whatsappError).toHaveText("Enter a valid WhatsApp number");
    await whatsapp.fill("415 555 2671");
    await expect(whatsappError).toHaveCount(0);
  });
});
