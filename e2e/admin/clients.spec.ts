import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** Issue 40: a request's e-mail suggests a client company; the booker links it; the clients list and page show it. */
test("a booker links a request to the company its e-mail suggests, then finds the client in the list", async ({ page, baseURL, playwright }) => {
  const talent = await createTalentAsAdmin(page.request, baseURL);
  const tag = uniqueTag();
  const domain = `zara-${tag}.com`;
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const company = await page.request.post("/api/v1/admin/companies", {
      headers: originOf(baseURL),
      data: { name: `Zara ${tag}`, legal_name: "Industria de Diseño Textil S.A.", domains: [domain], country: "ES", city: "Arteixo", vat_id: "ESA15075062", po_required: true, payment_terms_days: 30 },
    });
    expect(company.status(), await company.text()).toBe(201);
    const companyId = (await company.json()).data.id as number;
    const created = await visitor.post("/api/v1/bookings", {
      data: {
        talent_profile_id: talent.profileId,
        client_name: "Anna López",
        client_email: `anna@${domain}`,
        client_phone: "+34910000000",
        company_name: "Zara",
        project_type: "campaign",
        project_description: "Two days in Madrid.",
        project_date: null,
        location: "Madrid",
        budget_min: 5000,
        budget_max: 10000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bookingId = (await created.json()).data.booking.id as number;

    await page.goto(`/admin/bookings/${bookingId}`);
    const banner = page.getByRole("status").filter({ hasText: "Looks like" });
    await expect(banner).toContainText(`Looks like Zara ${tag} (${domain})`);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/booking-suggestion-${width}.png` });
    }
    await expectAccessible(page);
    await banner.getByRole("button", { name: "Link" }).click();
    await expect(page.getByText("Linked to a client company.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Linked to a client company.")).toBeVisible();

    await page.goto(`/admin/clients?q=${encodeURIComponent(`anna@${domain}`)}`);
    await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
    await expect(page.getByText("1 client company match.")).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/clients-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);
    await page.getByRole("table", { name: "Client companies" }).getByRole("link", { name: `Zara ${tag}` }).click();
    await expect(page.getByRole("heading", { name: `Zara ${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText("Checksum valid")).toBeVisible();
    await expect(page.getByText("Required on every job")).toBeVisible();
    await page.getByRole("tab", { name: /Contacts/ }).click();
    await expect(page.getByText(`anna@${domain}`)).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/client-contacts-${width}.png`, fullPage: true });
    }
    await page.getByRole("tab", { name: "Overview" }).click();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/client-overview-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);
    expect((await page.request.get(`/api/v1/admin/companies/${companyId}`)).status()).toBe(200);
  } finally {
    await visitor.dispose();
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
    // Nothing names the company once the request went with its talent: it is deleted, not archived.
    const companies = await page.request.get(`/api/v1/admin/companies?q=${domain}`);
    for (const c of (await companies.json()).data.companies as { id: number }[]) await page.request.delete(`/api/v1/admin/companies/${c.id}`, { headers: originOf(baseURL) });
  }
});

/** Issue 40's merge, asked first: the dialog counts what would move from the other company before anything moves. */
test("the merge dialog counts the other company's jobs, requests and packages before the booker confirms", async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const headers = originOf(baseURL);
  const ids: number[] = [];
  try {
    for (const name of [`Mango ${tag}`, `MANGO SL ${tag}`]) {
      const made = await page.request.post("/api/v1/admin/companies", { headers, data: { name, domains: [`${name.split(" ")[0].toLowerCase()}-${ids.length}-${tag}.com`] } });
      expect(made.status(), await made.text()).toBe(201);
      ids.push((await made.json()).data.id as number);
    }
    for (const title of [`Lookbook ${tag}`, `Campaign ${tag}`]) {
      const job = await page.request.post("/api/v1/admin/jobs", { headers, data: { title, client_name: "Mango", company_id: ids[1] } });
      expect(job.status(), await job.text()).toBe(201);
    }
    await page.goto(`/admin/clients/${ids[0]}`);
    await page.getByRole("button", { name: "Merge…" }).click();
    const dialog = page.getByRole("dialog", { name: `Merge into Mango ${tag}` });
    await dialog.getByRole("searchbox").fill(`MANGO SL ${tag}`);
    await dialog.getByRole("combobox", { name: "Company to merge" }).selectOption({ label: `MANGO SL ${tag} (mango-1-${tag}.com)` });
    await expect(dialog.getByText("2 jobs, 0 booking requests and 0 packages")).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screens/issue-40/merge-dialog-${width}.png` });
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  } finally {
    // The company with jobs is archived, the other deleted; the jobs stay (a booker's records).
    for (const id of ids) await page.request.delete(`/api/v1/admin/companies/${id}`, { headers });
  }
});
