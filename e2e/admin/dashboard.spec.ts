import { expect, test, type Page } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { originOf, uniqueTag } from "./helpers";

test.use({
  storageState: authFile("admin"),
  // A browser far from the server's UTC: a time rendered in the reader's zone would differ from the server's HTML.
  timezoneId: "America/Los_Angeles",
});

/** Every uncaught error and console error of the page (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Waits until the page has loaded and had time to hydrate, so a hydration error is caught too. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(400);
}

test("the dashboard opens on today's work, lists paint with rows, and the package flow hydrates cleanly", async ({ page, baseURL, playwright }) => {
  const errors = collectErrors(page);
  const tag = uniqueTag();
  const client = `Queue Client ${tag}`;
  const roster = await page.request.get("/api/v1/admin/talents", { params: { limit: 2 } });
  expect(roster.status()).toBe(200);
  const talents = ((await roster.json()) as { data: { data: { name: string; talent_profile: { id: number } | null }[] } }).data.data;
  const profileId = talents.find((t) => t.talent_profile)?.talent_profile?.id;
  expect(profileId).toBeTruthy();

  // A client's new booking request, sent from the public site.
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const booked = await visitor.post("/api/v1/bookings", {
    data: {
      talent_profile_id: profileId,
      client_name: client,
      client_email: "queue@example.test",
      client_phone: "+14155550000",
      project_type: "campaign",
      project_description: "A queue check.",
      project_date: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
      location: "Brooklyn",
      budget_min: 5000,
      budget_max: 10000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await visitor.dispose();

  // The queue's first block has it as a link to the booking, and the menu counts what waits.
  await page.goto("/admin/dashboard");
  const queue = page.getByRole("region", { name: "Today's work" });
  const requests = queue.getByRole("region", { name: /New requests/ });
  const link = requests.getByRole("link", { name: new RegExp(client) });
  await expect(link).toHaveAttribute("href", /^\/admin\/bookings\/\d+$/);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Bookings \d+ waiting/ })).toBeVisible();
  await settle(page);

  // A list's first paint (the server's HTML) has its rows, not a loading state.
  const html = await (await page.request.get("/admin/bookings")).text();
  expect(html).toContain(client);
  expect(html).not.toContain("Loading bookings");
  const bookingPath = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/admin/bookings");
  await expect(page.getByRole("table", { name: "Bookings" }).getByRole("row").filter({ hasText: client })).toBeVisible();
  await settle(page);

  // The package flow: the admin's editor and the client's page.
  const expires = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
  const created = await page.request.post("/api/v1/admin/packages", {
    headers: originOf(baseURL),
    data: { title: `Queue package ${tag}`, client_name: client, client_email: "queue@example.test", expires_at: expires, talents: [{ talent_profile_id: profileId }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pkg = ((await created.json()) as { data: { id: number; url: string } }).data;
  // Viewed once, so the editor shows a relative "Last viewed" time.
  await page.goto(new URL(pkg.url).pathname);
  await expect(page.getByRole("heading", { name: `Queue package ${tag}`, level: 1 })).toBeVisible();
  await settle(page);
  await page.goto(`/admin/packages/${pkg.id}`);
  await expect(page.getByRole("heading", { name: `Queue package ${tag}`, level: 1 })).toBeVisible();
  await settle(page);
  await page.goto("/admin/dashboard");
  await expect(queue.getByRole("region", { name: /Packages expiring this week/ }).getByRole("link", { name: new RegExp(`Queue package ${tag}`) })).toBeVisible();
  await settle(page);

  // Every other admin list renders its first page on the server too, and hydrates without a mismatch.
  for (const path of ["/admin/talents", "/admin/jobs", "/admin/packages", "/admin/news", "/admin/notifications", "/admin/pending-approval", "/admin/settings/sub-admins"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^Loading/)).toHaveCount(0);
    await settle(page);
  }

  expect(errors).toEqual([]);
  // Leave the shared demo data as it was.
  expect((await page.request.delete(`/api/v1/admin/packages/${pkg.id}`, { headers: originOf(baseURL) })).status()).toBe(200);
  expect((await page.request.delete(`/api/v1${bookingPath}`, { headers: originOf(baseURL) })).status()).toBe(200);
});
