import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin"), viewport: { width: 1440, height: 900 } });

/** Day `n` of next month (UTC), so every line is in the future and on one month of the board. */
function dayOfNextMonth(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, n)).toISOString().slice(0, 10);
}

async function confirmedJob(request: APIRequestContext, baseURL: string | undefined, title: string, talentId: number, day: string): Promise<number> {
  const headers = originOf(baseURL);
  const job = await request.post("/api/v1/admin/jobs", { headers, data: { title, client_name: `Client ${title}`, client_email: "board-client@example.test", status: "active" } });
  expect(job.status(), await job.text()).toBe(201);
  const id = (await job.json()).data.job.id as number;
  const line = await request.post(`/api/v1/admin/jobs/${id}/lines`, { headers, data: { talent_profile_id: talentId, kind: "job", starts_at: `${day}T09:00:00Z`, ends_at: `${day}T17:00:00Z`, confirm: true } });
  expect(line.status(), await line.text()).toBe(201);
  return id;
}

/** Drags with the pointer, in steps, as a hand does (dnd-kit starts a drag after 6 px). */
async function drag(page: Page, from: ReturnType<Page["locator"]>, to: ReturnType<Page["locator"]>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test("a booker drags a line to another day, moves one with the keyboard, and a refused move stays with its reason", async ({ page, baseURL }) => {
  test.slow();
  const talent = await createTalentAsAdmin(page.request, baseURL);
  const tag = uniqueTag();
  const [d10, d12, d16, d18] = [10, 12, 16, 18].map(dayOfNextMonth);
  const first = await confirmedJob(page.request, baseURL, `Shoot ${tag}`, talent.profileId, d10);
  await confirmedJob(page.request, baseURL, `Fitting ${tag}`, talent.profileId, d16);
  try {
    await page.goto("/admin/calendar");
    await page.getByRole("button", { name: "Month" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("checkbox", { name: "Only talents with work in view" }).check();
    await page.getByRole("searchbox", { name: "Search talents on the board" }).fill(talent.name);
    // The whole month is in view: no sideways scrolling at 1440 px.
    const box = page.locator("table").locator("..");
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const row = page.getByRole("row", { name: new RegExp(talent.name) });
    const shoot = row.getByRole("button", { name: new RegExp(`^Confirmed \\(1st\\): Shoot ${tag}, Client Shoot ${tag}, ${talent.name}`) });
    await expect(row.locator(`td[data-day="${d10}"]`).getByRole("button")).toHaveAccessibleName(/Shoot/);

    // Drag the shoot from the 10th to the 12th: asked first, naming the client's mail.
    await drag(page, shoot, row.locator(`td[data-day="${d12}"]`));
    const ask = page.getByRole("alertdialog", { name: /^Move / });
    await expect(ask).toContainText('gets the mail "Booking time changed"');
    await ask.getByRole("button", { name: "Move and send" }).click();
    await expectToast(page, "Line moved");
    await expect(row.locator(`td[data-day="${d12}"]`).getByRole("button", { name: /Shoot/ })).toBeVisible();

    // The keyboard way: open the fitting, move it to the 18th from the line's "Move".
    const fitting = row.getByRole("button", { name: new RegExp(`^Confirmed \\(1st\\): Fitting ${tag}`) });
    await fitting.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: new RegExp(`Fitting ${tag}`) });
    await sheet.getByLabel("Move to day").fill(d18);
    await sheet.getByRole("button", { name: "Move", exact: true }).press("Enter");
    await page.getByRole("alertdialog", { name: /^Move / }).getByRole("button", { name: "Move and send" }).press("Enter");
    await expectToast(page, "Line moved");
    await expect(row.locator(`td[data-day="${d18}"]`).getByRole("button", { name: /Fitting/ })).toBeVisible();

    // Refused: the shoot onto the fitting's day (she is confirmed there); it stays on the 12th and says why.
    await drag(page, row.locator(`td[data-day="${d12}"]`).getByRole("button", { name: /Shoot/ }), row.locator(`td[data-day="${d18}"]`));
    await page.getByRole("alertdialog", { name: /^Move / }).getByRole("button", { name: "Move and send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Not moved:" })).toContainText("already confirmed");
    await expect(row.locator(`td[data-day="${d12}"]`).getByRole("button", { name: /Shoot/ })).toBeVisible();
    await expect(row.locator(`td[data-day="${d18}"]`).getByRole("button", { name: /Shoot/ })).toHaveCount(0);

    // The job page shows the shoot on its new day.
    const [, month, day] = d12.split("-").map(Number);
    const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    await page.goto(`/admin/jobs/${first}`);
    await expect(page.getByText(new RegExp(`${monthName} ${day}, \\d{4}`)).first()).toBeVisible();
  } finally {
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});

/** A job with one line for `talentId` on `day` (an option, or confirmed). */
async function jobWithLine(request: APIRequestContext, baseURL: string | undefined, title: string, talentId: number, day: string, confirm: boolean): Promise<number> {
  const headers = originOf(baseURL);
  const job = await request.post("/api/v1/admin/jobs", { headers, data: { title, client_name: `Client ${title}`, client_email: "board-client@example.test", status: "active" } });
  expect(job.status(), await job.text()).toBe(201);
  const id = (await job.json()).data.job.id as number;
  const line = await request.post(`/api/v1/admin/jobs/${id}/lines`, { headers, data: { talent_profile_id: talentId, kind: "job", starts_at: `${day}T14:00:00Z`, ends_at: `${day}T20:00:00Z`, confirm } });
  expect(line.status(), await line.text()).toBe(201);
  return id;
}

test("a booker drags a line onto another talent's row, and gives one to another talent with the keyboard", async ({ page, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const ada = await createTalentAsAdmin(page.request, baseURL, { name: `Ada ${tag}` });
  const bea = await createTalentAsAdmin(page.request, baseURL, { name: `Bea ${tag}` });
  const [d10, d11, d14, d15] = [10, 11, 14, 15].map(dayOfNextMonth);
  await jobWithLine(page.request, baseURL, `Lookbook ${tag}`, ada.profileId, d10, false);
  const booked = await jobWithLine(page.request, baseURL, `Campaign ${tag}`, ada.profileId, d14, true);
  const rowOf = (name: string) => page.locator("tbody tr", { has: page.getByRole("rowheader", { name, exact: true }) });
  try {
    await page.goto("/admin/calendar");
    await page.getByRole("button", { name: "Month" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("searchbox", { name: "Search talents on the board" }).fill(tag);
    const rowA = rowOf(ada.name);
    const rowB = rowOf(bea.name);
    await expect(rowA.locator(`td[data-day="${d10}"]`).getByRole("button", { name: /Lookbook/ })).toBeVisible();
    await expect(rowB).toBeVisible();

    // Drag Ada's option from the 10th onto Bea's row on the 11th: asked first, naming the mails.
    await drag(page, rowA.locator(`td[data-day="${d10}"]`).getByRole("button", { name: /Lookbook/ }), rowB.locator(`td[data-day="${d11}"]`));
    const ask = page.getByRole("alertdialog", { name: `Give ${ada.name}'s option to ${bea.name}?` });
    await expect(ask).toContainText('gets the mail "Talent changed" naming both');
    await expect(ask).toContainText(`${ada.name} gets "Option released"`);
    await ask.getByRole("button", { name: "Move and send" }).click();
    await expectToast(page, "Line moved");
    await expect(rowB.locator(`td[data-day="${d11}"]`).getByRole("button", { name: new RegExp(`^Option \\(1st\\): Lookbook ${tag}, Client Lookbook ${tag}, ${bea.name}`) })).toBeVisible();
    await expect(rowA.getByRole("button", { name: /Lookbook/ })).toHaveCount(0);

    // The keyboard way: open Ada's confirmed campaign, choose the 15th and Bea, move.
    await rowA.locator(`td[data-day="${d14}"]`).getByRole("button", { name: /Campaign/ }).focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: new RegExp(`Campaign ${tag}`) });
    await sheet.getByLabel("Move to day").fill(d15);
    // The picker reloads the roster for the new day (how each talent stands on it) and waits, disabled, until it has it.
    await expect(sheet.getByRole("combobox", { name: "Talent", exact: true })).toBeEnabled();
    await sheet.getByRole("combobox", { name: "Talent", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("combobox", { name: "Search talents by name" }).fill(bea.name);
    await expect(page.getByRole("option", { name: new RegExp(bea.name) })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(sheet.getByRole("combobox", { name: "Talent", exact: true })).toContainText(bea.name);
    await page.screenshot({ path: "docs/screens/board-line-sheet-1440.png" });
    await sheet.getByRole("button", { name: "Move", exact: true }).press("Enter");
    const askKeys = page.getByRole("alertdialog", { name: `Give ${ada.name}'s booking to ${bea.name}?` });
    await expect(askKeys).toContainText(`${ada.name} gets "Booking cancelled"`);
    await askKeys.getByRole("button", { name: "Move and send" }).press("Enter");
    await expectToast(page, "Line moved");
    await expect(rowB.locator(`td[data-day="${d15}"]`).getByRole("button", { name: new RegExp(`^Confirmed \\(1st\\): Campaign ${tag}`) })).toBeVisible();
    await expect(rowA.getByRole("button")).toHaveCount(0);

    // The board month after, at 1440 px: every talent with work next month.
    await page.getByRole("searchbox", { name: "Search talents on the board" }).fill("");
    await page.getByRole("checkbox", { name: "Only talents with work in view" }).check();
    await expect(rowB.locator(`td[data-day="${d15}"]`).getByRole("button")).toBeVisible();
    await page.screenshot({ path: "docs/screens/board-after-1440.png" });

    // The job keeps Ada's line, cancelled, beside Bea's confirmed one.
    await page.goto(`/admin/jobs/${booked}`);
    await expect(page.getByRole("region", { name: new RegExp(`^${bea.name}`) })).toContainText("Confirmed");
    await expect(page.getByRole("region", { name: new RegExp(`^${ada.name}`) })).toContainText("Cancelled");
  } finally {
    await deleteTalentAsAdmin(page.request, baseURL, ada.id);
    await deleteTalentAsAdmin(page.request, baseURL, bea.id);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the opened line's move form (day and talent) fits a 390 px screen", async ({ page, baseURL }) => {
    const talent = await createTalentAsAdmin(page.request, baseURL);
    const tag = uniqueTag();
    const day = dayOfNextMonth(12);
    await jobWithLine(page.request, baseURL, `Phone ${tag}`, talent.profileId, day, false);
    try {
      await page.goto("/admin/calendar");
      await page.getByRole("button", { name: "Next week" }).waitFor();
      await page.getByRole("button", { name: "Month" }).click();
      await page.getByRole("button", { name: "Next month" }).click();
      await page.getByRole("searchbox", { name: "Search talents on the board" }).fill(talent.name);
      await page.getByRole("button", { name: new RegExp(`Phone ${tag}`) }).focus();
      await page.keyboard.press("Enter");
      const sheet = page.getByRole("dialog", { name: new RegExp(`Phone ${tag}`) });
      const form = sheet.getByRole("form", { name: "Move to another day or talent" });
      await expect(form.getByRole("combobox", { name: "Talent", exact: true })).toContainText(talent.name);
      await form.scrollIntoViewIfNeeded();
      const box = (await form.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: "docs/screens/board-line-sheet-390.png" });
    } finally {
      await deleteTalentAsAdmin(page.request, baseURL, talent.id);
    }
  });
});
