import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

const uniqueEmail = () => `client.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

test.describe("booking a talent", () => {
  test("a bad phone is refused with the spec's message; a good request is stored, mailed and ends on its confirmation page", async ({ page, request }) => {
    await page.goto("/female-models/letter/s");
    await page.getByRole("link", { name: /Sienna Vale/ }).click();
    await page.getByRole("link", { name: "Book Model" }).click();
    await expect(page).toHaveURL(/\/book-talent\?talent=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book Sienna Vale" })).toBeVisible();
    await expect(page.getByText("We'll review your request and contact you within 24 hours.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Sienna Vale" })).toHaveAttribute("href", /\/talent\/\d+$/);
    await expectAccessible(page);

    const email = uniqueEmail();
    await page.getByLabel("Full Name").fill("Jordan Client");
    await page.getByLabel("Company Name").fill("Acme Studio");
    await page.getByLabel("Email").fill(email);
    const phone = page.getByLabel("Phone");
    await phone.pressSequentially("12-3ab45");
    await page.getByLabel("Budget Range").selectOption("$10,000 - $25,000");
    await page.getByLabel("Purpose").selectOption("Brand Campaign");
    const tomorrow = await page.getByLabel("Preferred Date").getAttribute("min");
    expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page.getByText("Invalid Phone Number")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number (7–15 digits, numbers only).").first()).toBeVisible();
    await expect(page).toHaveURL(/\/book-talent/);

    // Issue 26: a number pasted with its spaces is taken whole (the limit counts digits) and stored as E.164.
    await phone.fill("+33 1 42 68 53 00");
    await page.getByLabel("Preferred Date").fill(tomorrow!);
    await page.getByLabel("Additional Notes").fill("Two-day spring campaign in Paris.");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    // The spec's toast, and a confirmation page with the request and its reference.
    await expect(page.getByText("We'll contact you within 24 hours.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/confirmed\?ref=[0-9A-F]{12}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your request" })).toBeVisible();
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByText("$10,000 - $25,000")).toBeVisible();
    await expectAccessible(page);

    // Stored and mailed: the client's receipt is in the outbox, and the agency's mail names the request.
    const receipt = await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(receipt.data[0]).toMatchObject({ template: "booking-client", subject: "We received your booking request" });
    expect(receipt.data[0].text).toContain(`Your reference is ${reference}.`);
    const agency = await (await request.get("/api/v1/dev/outbox?to=bookings%40example.com")).json();
    const mail = agency.data.find((m: { text: string }) => m.text.includes(email));
    expect(mail.text).toContain("Brand Campaign");
    expect(mail.text).toContain("$10,000 - $25,000");
    expect(mail.text).toContain("Phone: +33142685300");
  });

  test("without a valid talent the visitor is sent home", async ({ page }) => {
    await page.goto("/book-talent");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/book-talent?talent=999999");
    await expect(page).toHaveURL(/\/$/);
  });
});
