import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { fillApplicationBasics, isHydrated, open, removeAsAdmin, talentByEmail, uniqueEmail } from "../accounts/helpers";
import { authFile } from "../helpers/auth";

/**
 * Forms on a phone never leave anyone guessing: after a failed submit every message is at its field, focus and the
 * page go to the first one, and the count is announced. A server answer no form check can produce (a field the
 * server alone refuses) is played by answering the request in the browser with the API's 422 envelope.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const announced = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/** Answers the next calls to `path` with the API's 422 envelope for one field. */
async function serverRefuses(page: Page, path: string, field: string, message: string) {
  await page.route(`**/api/v1${path}`, (route) =>
    route.fulfill({ status: 422, contentType: "application/json", json: { success: false, message, errors: { [field]: [message] } } }),
  );
}

/**
 * Waits for the page's form to hydrate: its code comes after the page's (components/ui/deferred.tsx), and a submit
 * before then is the browser's own post, which shows no field errors (e2e/site/form-loading.spec.ts covers it).
 */
async function formReady(page: Page) {
  await expect.poll(() => isHydrated(page.locator("main form").first())).toBe(true);
}

test("booking: errors at their fields with the first in view, a server error too; a sent request ends on its confirmation page, and the admin finds it by reference", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/female-models/letter/s");
  await page.getByRole("link", { name: /Sienna Vale/ }).first().click();
  await page.getByRole("link", { name: "Book Model" }).click();
  await expect(page).toHaveURL(/\/book-talent\?talent=\d+$/);
  const submit = page.getByRole("button", { name: "Submit Booking Request" });

  await formReady(page);
  await submit.click();
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport();
  for (const label of ["Email", "Phone", "Budget Range", "Purpose"]) await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  await expect(announced(page, /There are \d+ errors in this form/)).toHaveCount(1);

  await fullName.fill("Jordan Client");
  const email = page.getByLabel("Email");
  await email.fill(`client.${Date.now().toString(36)}@example.test`);
  await page.getByLabel("Phone").fill("+12125550100");
  await page.getByLabel("Budget Range").selectOption("$10,000 - $25,000");
  await page.getByLabel("Purpose").selectOption("Brand Campaign");

  await serverRefuses(page, "/bookings", "client_email", "This address cannot receive mail");
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(page.locator(`#${await email.getAttribute("id")}-error`)).toHaveText("This address cannot receive mail");
  await page.unroute("**/api/v1/bookings");

  await submit.click();
  await expect(page).toHaveURL(/\/booking\/confirmed\?ref=[0-9A-F]{12}$/);
  await expect(page.getByText("We'll contact you within 24 hours.").first()).toBeVisible();
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  await expect(page.getByRole("link", { name: "Sienna Vale" }).first()).toBeVisible();

  const admin = await browser.newContext({ baseURL, viewport: PHONE, storageState: authFile("admin") });
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/bookings");
    await adminPage.getByRole("searchbox", { name: /Search bookings/ }).fill(reference);
    // On a phone the bookings are cards (the table is in the page too, hidden).
    await expect(adminPage.getByText(`Ref. ${reference}`).filter({ visible: true })).toHaveCount(1);
  } finally {
    await admin.close();
  }
});

test("contact: our messages at every field instead of the browser's bubbles, the first focused; a server error lands at its field in view", async ({ page }) => {
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await formReady(page);
  await send.click();
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport();
  await expect(page.getByText("The subject field is required.")).toBeVisible();
  await expect(page.getByText("The message field is required.")).toBeVisible();
  await expect(announced(page, "There are 4 errors in this form.")).toHaveCount(1);

  await fullName.fill("Ada Client");
  await page.getByLabel("Email Address").fill("ada@example.test");
  const subject = page.getByLabel("Subject");
  await subject.fill("Representation");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Hello, a question about representation.");
  await serverRefuses(page, "/contact-us", "subject", "The subject may not be greater than 200 characters.");
  await send.click();
  await expect(subject).toBeFocused();
  await expect(subject).toBeInViewport();
  await expect(page.locator(`#${await subject.getAttribute("id")}-error`)).toHaveText("The subject may not be greater than 200 characters.");
  await expect(announced(page, "There is 1 error in this form.")).toHaveCount(1);
});

test.describe("post editor", () => {
  test.use({ storageState: authFile("admin") });

  test("every check at its field at once, the first focused and in view; a text file named .png is refused at the field, never previewed", async ({ page }) => {
    await page.goto("/admin/news/new");
    await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
    await page.getByRole("button", { name: "Create Post" }).click();
    const title = page.getByLabel("Title");
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByLabel("Excerpt")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Content" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveAttribute("aria-invalid", "true");
    const picker = page.getByLabel("Featured image");
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    await expect(announced(page, /There are \d+ errors in this form\./)).toHaveCount(1);

    await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("hello, not an image") });
    await expect(page.locator(`#${await picker.getAttribute("id")}-error`)).toHaveText("Upload jpeg, jpg, png, gif, or webp");
    await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);
  });
});

test.describe("typed cities", () => {
  const created: number[] = [];
  test.afterEach(async ({ request }) => removeAsAdmin(request, created));

  /** Applies from New York State with `city` typed, checks the hint under the field, and returns the applicant. */
  async function applyFromNewYork(page: Page, baseURL: string | undefined, city: string, hint: string) {
    const email = uniqueEmail("new-york");
    const password = "runway-ready-2025";
    await open(page, "/register");
    await page.getByLabel("Full name").fill("Nia York");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("textbox", { name: "Phone number" }).fill("4155552671");
    await page.getByRole("button", { name: "Same as my phone number" }).click();
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "United States" });
    await page.getByRole("combobox", { name: "State", exact: true }).selectOption({ label: "New York" });
    await page.getByLabel("City").fill(city);
    await expect(page.getByText(hint)).toBeVisible();
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1998-06-02");
    await page.getByLabel("Category").selectOption({ label: "Female Model" });
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await fillApplicationBasics(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/pending-approval$/);
    const admin = await playwrightRequest.newContext({ baseURL });
    const applicant = await talentByEmail(admin, email);
    await admin.dispose();
    created.push(applicant.id);
    return applicant;
  }

  test("a typed “new york” is accepted as New York City", async ({ page, baseURL }) => {
    const applicant = await applyFromNewYork(page, baseURL, "new york", "We'll save it as New York City.");
    expect(applicant.talent_profile).toMatchObject({ country: "United States", state: "New York", city: "New York City", city_unlisted: false });
  });

  test("a town the list lacks is kept as typed and flagged for the agency", async ({ page, baseURL }) => {
    const town = "Hollowbrook Landing";
    const applicant = await applyFromNewYork(page, baseURL, town, `${town} is not in our list: we'll keep it as you typed it.`);
    expect(applicant.talent_profile).toMatchObject({ country: "United States", state: "New York", city: town, city_unlisted: true });
  });
});

