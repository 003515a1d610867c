import { expect, test } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/**
 * Issue 40: a booker sends a job's confirmation from the job page; the client opens `/c/{token}` on a phone and
 * accepts it; the booker sees it accepted, with the certificate.
 */
test("a booker sends a confirmation, the client accepts it at 390 px, the booker sees it accepted", async ({ page, baseURL, browser }) => {
  const headers = originOf(baseURL);
  const talent = await createTalentAsAdmin(page.request, baseURL);
  const tag = uniqueTag();
  const email = `anna-${tag}@zara-${tag}.com`;
  const company = await page.request.post("/api/v1/admin/companies", { headers, data: { name: `Zara ${tag}`, legal_name: "Zara Nederland B.V.", country: "NL", city: "Amsterdam" } });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = (await company.json()).data.id as number;
  const contact = await page.request.post(`/api/v1/admin/companies/${companyId}/contacts`, { headers, data: { name: "Anna López", email } });
  expect(contact.status(), await contact.text()).toBe(201);
  const job = await page.request.post("/api/v1/admin/jobs", {
    headers,
    data: { title: `Spring campaign ${tag}`, client_name: "Anna López", company_id: companyId, contact_id: (await contact.json()).data.id, status: "active", time_zone: "Europe/Amsterdam", location: "Studio 4, Amsterdam" },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).data.job.id as number;
  const line = await page.request.post(`/api/v1/admin/jobs/${jobId}/lines`, {
    headers,
    data: { kind: "job", talent_profile_id: talent.profileId, starts_at: "2031-05-12T07:00:00Z", ends_at: "2031-05-13T16:00:00Z", confirm: true },
  });
  expect(line.status(), await line.text()).toBe(201);
  const fee = await page.request.post(`/api/v1/admin/jobs/${jobId}/fees`, { headers, data: { talent_profile_id: talent.profileId, kind: "day_rate", quantity: "2", unit_amount: "1500.00" } });
  expect(fee.status(), await fee.text()).toBe(201);

  // The booker drafts and sends from the job page.
  await page.goto(`/admin/jobs/${jobId}`);
  const panel = page.locator("section, div").filter({ has: page.getByRole("heading", { name: "Confirmation", level: 2 }) }).last();
  await page.getByRole("button", { name: "New version" }).click();
  await expect(page.getByText("Version 1")).toBeVisible();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Please confirm");
  await dialog.getByRole("button", { name: "Send to client" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("Sent", { exact: true }).first()).toBeVisible();

  const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = ((await outbox.json()).data as { template: string; text: string }[]).find((m) => m.template === "confirmation-sent");
  const token = /\/c\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  expect(token).toBeTruthy();

  // The client, signed out, on a phone.
  const client = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });
  try {
    const phone = await client.newPage();
    await phone.goto(`/c/${token}`);
    await expect(phone.getByRole("heading", { level: 1 })).toContainText(`Spring campaign ${tag}`);
    await expect(phone.getByText("€3,600.00").first()).toBeVisible();
    await phone.screenshot({ path: "docs/screens/issue-40/confirmation-page-390.png", fullPage: true });
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.screenshot({ path: "docs/screens/issue-40/confirmation-page-1440.png", fullPage: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    // Errors at the fields first, the first one focused.
    await phone.getByRole("button", { name: "Accept" }).click();
    await expect(phone.getByText("Tick the box to accept the terms")).toBeVisible();
    await phone.getByLabel("I have read and accept these terms").check();
    await phone.getByLabel("Full name").fill("Anna López");
    await phone.getByRole("button", { name: "Accept" }).click();
    await expect(phone.getByText(/Accepted by Anna López on \d{1,2} \w{3} \d{4} \d{2}:\d{2} CES?T/)).toBeVisible();
    await phone.screenshot({ path: "docs/screens/issue-40/confirmation-accepted-390.png", fullPage: true });
  } finally {
    await client.close();
  }

  // The booker sees it accepted, with the certificate.
  await page.reload();
  await expect(panel.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Certificate PDF" })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "docs/screens/issue-40/job-confirmation-panel-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "docs/screens/issue-40/job-confirmation-panel-390.png", fullPage: true });
});
