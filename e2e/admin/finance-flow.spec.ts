import { expect, test, type Page } from "@playwright/test";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, expectToast, originOf, readSetting, restoreSetting, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

const shots = "docs/screens/issue-41";

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Issue 41: a job is marked ready on its page, invoiced from the finance desk, issued (the dialog names the mail),
 * paid, and the talent paid out; she sees the payout with its remittance number on her phone.
 */
test("finance issues an invoice, records the payment and pays the talent, who sees the remittance on a phone", async ({ page, baseURL, browser }) => {
  test.slow();
  const headers = originOf(baseURL);
  const tag = uniqueTag();
  const title = `Campaign ${tag}`;
  // A fresh e2e database: this run needs no accepted confirmation to bill (the confirmation flow has its own spec).
  const before = ((await readSetting(page.request, "billing")) ?? settingsDefault("billing")) as ReturnType<typeof settingsDefault<"billing">>;
  const billing = await page.request.put("/api/v1/settings/billing", { headers, data: { value: { ...before, requireAcceptedConfirmation: false } } });
  expect(billing.status(), await billing.text()).toBe(200);
  try {
    const talent = await createTalentAsAdmin(page.request, baseURL, {}, { publish: false });
    const company = await page.request.post("/api/v1/admin/companies", { headers, data: { name: `Maison ${tag}`, country: "NL", city: "Amsterdam", billing_email: `billing-${tag}@example.test` } });
    expect(company.status(), await company.text()).toBe(201);
    const job = await page.request.post("/api/v1/admin/jobs", { headers, data: { title, client_name: "Anna", company_id: (await company.json()).data.id, status: "active" } });
    expect(job.status(), await job.text()).toBe(201);
    const jobId = (await job.json()).data.job.id as number;
    const day = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    const line = await page.request.post(`/api/v1/admin/jobs/${jobId}/lines`, { headers, data: { talent_profile_id: talent.profileId, kind: "job", starts_at: `${day}T09:00:00Z`, ends_at: `${day}T17:00:00Z`, confirm: true } });
    expect(line.status(), await line.text()).toBe(201);
    const fee = await page.request.post(`/api/v1/admin/jobs/${jobId}/fees`, { headers, data: { talent_profile_id: talent.profileId, kind: "day_rate", quantity: "1", unit_amount: "1500.00" } });
    expect(fee.status(), await fee.text()).toBe(201);

    // The job page: billable, marked ready to invoice by hand.
    await page.goto(`/admin/jobs/${jobId}`);
    const card = page.locator("[aria-labelledby=job-billing-title]");
    await expect(card.getByText("Billable", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Mark ready to invoice" }).click();
    await expectToast(page, "Billing status updated");
    await expect(card.getByText("Ready to invoice", { exact: true })).toBeVisible();

    // The finance desk: the job is ready to bill with its quote total (1,500 + 20 % agency fee + 21 % VAT).
    await page.goto("/admin/finance");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("€2,178.00");
    await shoot(page, "finance");
    await row.getByRole("button", { name: "Create invoice" }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");

    await page.getByRole("button", { name: "Issue", exact: true }).click();
    const issue = page.getByRole("dialog", { name: "Issue invoice" });
    await expect(issue).toContainText(`billing-${tag}@example.test`);
    await issue.getByRole("button", { name: "Issue and send" }).click();
    await expectToast(page, "Invoice INV-");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/INV-\d{4}-\d+/);

    await page.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record payment" });
    await expect(payment.getByLabel(/Amount/)).toHaveValue("2178.00");
    await payment.getByLabel("Reference").fill(`Bank ${tag}`);
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expectToast(page, "Payment recorded");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Paid");
    await shoot(page, "invoice");

    // The talent's statement: her share is payable now; pay it.
    await page.goto(`/admin/talents/${talent.id}/statement`);
    await page.getByRole("button", { name: /^Pay €/ }).click();
    const pay = page.getByRole("dialog", { name: /^Pay / });
    await pay.getByLabel("Reference").fill(`Batch ${tag}`);
    await pay.getByRole("button", { name: "Mark paid and send" }).click();
    await expectToast(page, "Payout RM-");
    await shoot(page, "statement");

    // The talent, on her phone, sees the payout with its remittance number.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
    try {
      const signIn = await phone.request.post("/api/v1/auth/login", { data: { email: talent.email, password: talent.password } });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const her = await phone.newPage();
      await her.goto("/dashboard/earnings");
      await expect(her.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
      await expect(her.getByText(/Remittance RM-\d{4}-\d+/).first()).toBeVisible();
      await expect(her.getByRole("link", { name: "Earnings" })).toBeVisible();
      await shoot(her, "earnings");
    } finally {
      await phone.close();
    }
  } finally {
    await restoreSetting(page.request, baseURL, "billing", before);
  }
});
