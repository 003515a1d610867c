import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

test("confirm then complete a booking, and the talent is notified; then delete it", async ({ page, baseURL, playwright }) => {
  const talent = await createTalentAsAdmin(page.request, baseURL);
  const client = `Client ${uniqueTag()}`;
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const in30Days = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const created = await visitor.post("/api/v1/bookings", {
      data: {
        talent_profile_id: talent.profileId,
        client_name: client,
        client_email: "client@example.test",
        client_phone: "+14155550000",
        company_name: "E2E Studio",
        project_type: "campaign",
        project_description: "Spring campaign, two looks.",
        project_date: in30Days,
        location: "Brooklyn",
        budget_min: 5000,
        budget_max: 10000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The screenshots at 1440 px (docs/screens/issue-36/): from the request to its confirmed line.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { name: "Booking Management" })).toBeVisible();
    await page.getByRole("searchbox", { name: /Search bookings/ }).fill(client.toLowerCase());
    // A table on a desktop: one body row per booking (the phone shows the same rows as cards).
    const table = page.getByRole("table", { name: "Bookings" });
    const card = table.getByRole("row").filter({ hasText: client });
    await expect(card).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(card.getByRole("cell", { name: "$5,000 - $10,000", exact: true })).toBeVisible();
    await expect(card.getByRole("cell", { name: "Pending", exact: true })).toBeVisible();
    await expect(card.getByRole("cell", { name: talent.name, exact: true })).toBeVisible();
    // Sortable columns are buttons in their headers, and the header says how the table is sorted.
    const budgetHeader = table.getByRole("columnheader", { name: "Budget" });
    await expect(budgetHeader).toHaveAttribute("aria-sort", "none");
    await budgetHeader.getByRole("button").click();
    await expect(budgetHeader).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("button", { name: /^Completed/ }).click();
    await expect(page.getByText("No bookings found")).toBeVisible();
    await page.getByRole("button", { name: /^Pending/ }).click();
    await expect(card).toBeVisible();
    await expectAccessible(page);

    await page.screenshot({ path: "docs/screens/issue-36/0-bookings-list-1440.png" });
    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page.getByRole("heading", { name: "Campaign", level: 1 })).toBeVisible();
    await expect(page.getByText("Spring campaign, two looks.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View talent" })).toHaveAttribute("href", `/admin/talents/${talent.id}`);
    await expectAccessible(page);

    await page.screenshot({ path: "docs/screens/issue-36/1-request-1440.png", fullPage: true });
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "Status Updated", "Booking status changed to confirmed.");
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    // Confirming converted the request to a job whose line is confirmed (issue 36): the request says so, the board
    // (its API) shows the line on the talent's day, and the job page shows it confirmed.
    const standing = page.getByTestId("booking-job");
    await expect(standing).toHaveText(/^Converted to job [0-9A-F]{4}-[0-9A-F]{4}, confirmed$/);
    await expect(page.getByRole("button", { name: "Convert to job" })).toHaveCount(0);
    await page.screenshot({ path: "docs/screens/issue-36/2-request-confirmed-1440.png", fullPage: true });
    const board = await page.request.get(`/api/v1/admin/calendar?from=${in30Days}&to=${in30Days}&talent_ids=${talent.profileId}`);
    expect((await board.json()).data.lines).toEqual([expect.objectContaining({ state: "confirmed", rank: 1 })]);
    const bookingUrl = page.url();
    await standing.click();
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
    await expect(page.getByRole("region", { name: new RegExp(`^${talent.name}`) }).getByText("Confirmed", { exact: true })).toBeVisible();
    await page.screenshot({ path: "docs/screens/issue-36/3-job-line-confirmed-1440.png", fullPage: true });
    await page.goto(bookingUrl);
    await page.goto("/admin/bookings");
    await page.getByRole("searchbox", { name: /Search bookings/ }).fill(client.toLowerCase());
    await expect(table.getByRole("row").filter({ hasText: client }).getByText(/^Converted to job .*, confirmed$/)).toBeVisible();
    await page.screenshot({ path: "docs/screens/issue-36/4-bookings-list-confirmed-1440.png" });
    await page.goto(bookingUrl);
    await page.getByRole("button", { name: "Mark Completed" }).click();
    await expectToast(page, "Status Updated", "Booking status changed to completed.");
    await expect(page.getByText("no further actions")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);

    // The talent got a booking notification when it was confirmed.
    const talentApi = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await talentApi.post("/api/v1/auth/login", { data: { email: talent.email, password: talent.password } })).status()).toBe(200);
    const inbox = await talentApi.get("/api/v1/notifications");
    expect(inbox.status()).toBe(200);
    // The line's own notice: the job's title names the client's company.
    expect(JSON.stringify(await inbox.json())).toContain("You are confirmed for Brand Campaign for E2E Studio");
    await talentApi.dispose();

    await page.getByRole("button", { name: "Delete Booking" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Are you sure you want to delete this booking? This action cannot be undone.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Booking Deleted");
    await expect(page).toHaveURL(/\/admin\/bookings$/);
  } finally {
    await visitor.dispose();
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});

test("a list whose next page fails to load says so, and Try Again loads it", async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/v1\/admin\/bookings(\?|$)/, (route) =>
    failing ? route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"down"}' }) : route.fallback(),
  );
  await page.goto("/admin/bookings");
  // The first page came with the server's HTML, so the list shows its rows with the API down; the next page asked
  // of the API (another filter) fails.
  await expect(page.getByRole("table", { name: "Bookings" }).locator("tbody tr").first()).toBeVisible();
  await page.getByRole("button", { name: /^Cancelled/ }).click();
  // The client retries a server error three times (backing off) before it gives up.
  const alert = page.getByRole("alert").filter({ hasText: "Could not load bookings." });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  failing = false;
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole("button", { name: /^All\b/ })).toBeVisible();
});
