import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

const dayIn = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

/**
 * Issue 40: a booker creates a client, links a request to it (the banner), converts it, prices the job on the Money
 * tab and reads the quote's total. Screenshots of the client page and the Money tab at 390 and 1440 px.
 */
test("a booker creates a client, links a request, converts it and prices the job", async ({ page, baseURL, playwright }) => {
  test.slow();
  const talent = await createTalentAsAdmin(page.request, baseURL);
  const tag = uniqueTag();
  const domain = `mango-${tag}.com`;
  const name = `Mango ${tag}`;
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    // The new client form: an error at its field, focused; then the client.
    await page.goto("/admin/clients/new");
    await page.getByRole("button", { name: "Create client" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    await expect(page.getByText("Please enter the company's name")).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("E-mail domains").fill(domain);
    await page.getByLabel("Country").fill("NL");
    await page.getByLabel("VAT ID").fill("NL000099998B57");
    await expect(page.getByText("Checksum valid")).toBeVisible();
    await page.getByText("A purchase order is required on every job").click();
    await page.getByRole("button", { name: "Create client" }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 20_000 });
    const clientUrl = page.url();

    // A request from an address at the client's domain: the banner suggests it, the booker links it, then converts.
    const created = await visitor.post("/api/v1/bookings", {
      data: {
        talent_profile_id: talent.profileId,
        client_name: "Ana Ruiz",
        client_email: `ana@${domain}`,
        client_phone: "+34910000000",
        company_name: "Mango",
        project_type: "campaign",
        project_description: "Two days in Barcelona.",
        project_date: dayIn(20),
        location: "Barcelona",
        budget_min: 5000,
        budget_max: 10000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bookingId = (await created.json()).data.booking.id as number;
    await page.goto(`/admin/bookings/${bookingId}`);
    const banner = page.getByRole("status").filter({ hasText: "Looks like" });
    await expect(banner).toContainText(`Looks like ${name} (${domain})`);
    await banner.getByRole("button", { name: "Link" }).click();
    await expect(page.getByText("Linked to a client company.")).toBeVisible();
    await page.getByRole("button", { name: "Convert to job" }).click();
    await page.getByRole("alertdialog", { name: "Convert to a job?" }).getByRole("button", { name: "Convert and send" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/, { timeout: 30_000 });

    // The Client card names the company; the Money tab prices the talent's two days.
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.getByRole("tab", { name: "Money" }).click();
    await page.getByRole("button", { name: "Add fee" }).click();
    const dialog = page.getByRole("dialog", { name: "New fee" });
    await dialog.getByLabel("Quantity").fill("2");
    await dialog.getByLabel("Unit (EUR)").fill("1500.00");
    await dialog.getByRole("button", { name: "Add fee" }).click();
    await expectToast(page, "Fee added");
    // 3,000.00 + 20% agency fee = 3,600.00 net; 21% VAT 756.00: 4,356.00.
    const totals = page.getByRole("definition").filter({ hasText: "€4,356.00" });
    await expect(totals).toBeVisible();
    await expect(page.getByLabel("Quote totals")).toContainText("€3,600.00");
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/job-money-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);

    // The client's history lists the job with its quote total.
    await page.goto(`${clientUrl}`);
    await page.getByRole("tab", { name: "History" }).click();
    await expect(page.getByText("€4,356.00")).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/client-history-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);
  } finally {
    await visitor.dispose();
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});
