import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

test.describe("contact", () => {
  test("send a message: the button reads Sending..., the form is cleared and the agency is mailed", async ({ page, request }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
    await expectAccessible(page);

    const subject = `Representation ${Date.now()}`;
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.test");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("Do you represent models in London?");

    // Hold the request a moment so the busy state can be seen.
    await page.route("**/api/v1/contact-us", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const agency = await (await request.get("/api/v1/dev/outbox?to=bookings%40example.com")).json();
    expect(agency.data.some((m: { template: string; text: string }) => m.template === "contact-agency" && m.text.includes(subject))).toBe(true);
  });

  test("the server's 422 field messages are shown joined, and a network failure says so", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Ada");
    await page.getByLabel("Email Address").fill("ada@example.test");
    await page.getByLabel("Subject").fill("Hi");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello");
    await page.route("**/api/v1/contact-us", (route) =>
      route.fulfill({
        status: 422,
        json: { success: false, message: "Validation failed", errors: { subject: ["The subject field is required."], message: ["The message field is required."] } },
      }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("The subject field is required.").first()).toBeVisible();
    await expect(page.getByText("The message field is required.").first()).toBeVisible();

    await page.unroute("**/api/v1/contact-us");
    await page.route("**/api/v1/contact-us", (route) => route.abort());
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Network or server error")).toBeVisible();
  });
});
