import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, originOf, uniqueTag } from "./helpers";

test.use({ storageState: authFile("admin") });

/** A day `offset` days from today (its times are entered on the job's clock, the agency's New York). */
const dayIn = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

async function addLine(page: Page, talent: string, day: string) {
  await page.getByRole("button", { name: "Add line" }).click();
  const dialog = page.getByRole("dialog", { name: "Add line" });
  await dialog.getByRole("combobox", { name: "Talent" }).click();
  await page.getByPlaceholder("Search talents by name").fill(talent);
  await page.getByRole("option", { name: talent }).click();
  await dialog.getByLabel("Starts").fill(`${day}T09:00`);
  await dialog.getByLabel("Ends").fill(`${day}T17:00`);
  await dialog.getByRole("button", { name: "Add line" }).click();
  await expectToast(page, "Line added");
}

/** The section of a job page that holds a talent's lines. */
const talentSection = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

test("the booker converts a request, adds a talent, is 2nd from another job, releases the 1st, confirms; the board shows it; the talent sees it and blocks a day", async ({ page, baseURL, playwright }) => {
  test.slow();
  const first = await createTalentAsAdmin(page.request, baseURL);
  const second = await createTalentAsAdmin(page.request, baseURL);
  const tag = uniqueTag();
  const client = `Client ${tag}`;
  const day = dayIn(3);
  const blockedDay = dayIn(5);
  const otherEmail = `other-${tag}@example.test`;
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const jobIds: number[] = [];
  try {
    const created = await visitor.post("/api/v1/bookings", {
      data: {
        talent_profile_id: first.profileId,
        client_name: client,
        client_email: "client@example.test",
        client_phone: "+14155550000",
        company_name: `Studio ${tag}`,
        project_type: "campaign",
        project_description: "Two looks on location.",
        project_date: day,
        location: "Lisbon",
        budget_min: 5000,
        budget_max: 10000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bookingId = (await created.json()).data.booking?.id ?? (await created.json()).data.id;

    // Convert the request: a job with an option for the requested talent on the requested day.
    await page.goto(`/admin/bookings/${bookingId}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Convert to job" }).click();
    // Issue 39: it asks first, naming the mail the client gets.
    await page.getByRole("alertdialog", { name: "Convert to a job?" }).getByRole("button", { name: "Convert and send" }).click();
    // The conversion writes a job, its lines and the request's link in one transaction: give a loaded host time.
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/, { timeout: 30_000 });
    const jobUrl = page.url();
    jobIds.push(Number(jobUrl.split("/").pop()));
    const firstLine = talentSection(page, first.name);
    await expect(firstLine.getByText("Option", { exact: true })).toBeVisible();
    await expect(firstLine.getByText("1st", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A second talent on the same job.
    await addLine(page, second.name, day);
    await expect(talentSection(page, second.name).getByText("1st", { exact: true })).toBeVisible();

    // Another client's job places the first talent behind the converted request: a 2nd option.
    await page.goto("/admin/jobs/new");
    await page.getByLabel("Title").fill(`Lookbook ${tag}`);
    await page.getByLabel("Client name").fill(`Other ${tag}`);
    await page.getByLabel("Client email").fill(otherEmail);
    await page.getByRole("button", { name: "Create job" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
    const otherUrl = page.url();
    jobIds.push(Number(otherUrl.split("/").pop()));
    await addLine(page, first.name, day);
    const behind = talentSection(page, first.name);
    await expect(behind.getByText("2nd", { exact: true })).toBeVisible();
    await expect(behind.getByRole("button", { name: "Challenge" })).toBeVisible();

    // The first client releases: the 2nd option is promoted to 1st and can be confirmed.
    await page.goto(jobUrl);
    await talentSection(page, first.name).getByRole("button", { name: "Release" }).click();
    const releaseDialog = page.getByRole("alertdialog", { name: `Release ${first.name}'s option?` });
    await expect(releaseDialog).toContainText('gets the mail "Option released"');
    await releaseDialog.getByRole("button", { name: "Release and send" }).click();
    await expectToast(page, "Line released");
    await expect(talentSection(page, first.name).getByText("Released", { exact: true })).toBeVisible();
    // The other client is mailed that their option is now the 1st (the outbox of the e2e server).
    const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(otherEmail)}`);
    expect(outbox.status(), await outbox.text()).toBe(200);
    expect(((await outbox.json()).data as { template: string }[]).map((m) => m.template)).toContain("line-promoted");
    await page.goto(otherUrl);
    const promoted = talentSection(page, first.name);
    await expect(promoted.getByText("1st", { exact: true })).toBeVisible();
    await promoted.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("alertdialog", { name: `Confirm ${first.name}?` }).getByRole("button", { name: "Confirm and send" }).click();
    await expectToast(page, "Line confirmed");
    await expect(promoted.getByText("Confirmed", { exact: true })).toBeVisible();

    // The board: the confirmed line on its day, a link to the line on its job page.
    await page.goto("/admin/calendar");
    await page.getByRole("searchbox", { name: "Search talents on the board" }).fill(first.name);
    await page.getByRole("button", { name: "Month" }).click();
    const monthOf = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    if (monthOf(day) !== monthOf(dayIn(0))) await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: monthOf(day) })).toBeVisible();
    const chip = page.getByRole("button", { name: new RegExp(`^Confirmed \\(1st\\): Lookbook ${tag}`) });
    await expect(chip).toBeVisible();
    // Issue 39: a chip opens its line, with a way to its job page.
    await chip.click();
    const sheet = page.getByRole("dialog", { name: new RegExp(`Lookbook ${tag}`) });
    await expect(sheet.getByRole("link", { name: "Open the job" })).toHaveAttribute("href", new RegExp(`^/admin/jobs/${jobIds[1]}#line-\\d+$`));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("rowheader", { name: first.name }).getByRole("link")).toHaveAttribute("href", `/admin/talents/${first.id}#availability`);
    await expectAccessible(page);

    // The talent signs in: the confirmed line is on their schedule; they block a later day.
    const talentContext = await page.context().browser()!.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const signedIn = await talentContext.request.post("/api/v1/auth/login", { data: { email: first.email, password: first.password } });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      const talentPage = await talentContext.newPage();
      await talentPage.goto("/dashboard/schedule");
      await expect(talentPage.getByRole("region", { name: "Confirmed" }).getByText(`Lookbook ${tag}`)).toBeVisible();
      await talentPage.goto("/dashboard/availability");
      const block = talentPage.getByRole("form", { name: "Block days" });
      await block.getByLabel("First day").fill(blockedDay);
      await block.getByLabel("Last day").fill(blockedDay);
      await block.getByLabel("Kind").selectOption("holiday");
      // Days typed while the page hydrates are kept (the form used to reset itself on mount); submit once hydrated.
      await talentPage.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")));
      await expect(block.getByLabel("First day")).toHaveValue(blockedDay);
      await expect(block.getByLabel("Last day")).toHaveValue(blockedDay);
      await block.getByRole("button", { name: "Block days" }).click();
      await expectToast(talentPage, "Days blocked");
    } finally {
      await talentContext.close();
    }

    // The booker's option on that day is allowed, its confirm refused at the line with the server's message.
    await page.goto(otherUrl);
    await addLine(page, first.name, blockedDay);
    const lines = talentSection(page, first.name);
    await lines.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.getByRole("alertdialog", { name: `Confirm ${first.name}?` }).getByRole("button", { name: "Confirm and send" }).click();
    await expect(lines.getByRole("alert")).toContainText(`${first.name} has blocked these days (on holiday ${blockedDay}). Send override to confirm anyway.`);
    await expect(lines.getByRole("button", { name: "Confirm anyway" })).toBeVisible();

    // A job holding no time is deleted from its page, after a confirmation.
    const empty = await page.request.post("/api/v1/admin/jobs", { headers: originOf(baseURL), data: { title: `Scrapped ${tag}`, client_name: client } });
    expect(empty.status(), await empty.text()).toBe(201);
    await page.goto(`/admin/jobs/${(await empty.json()).data.job.id}`);
    await page.getByRole("button", { name: "Delete job" }).click();
    await page.getByRole("alertdialog", { name: "Delete this job?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expectToast(page, "Job Deleted");
  } finally {
    for (const id of jobIds) await page.request.put(`/api/v1/admin/jobs/${id}`, { headers: originOf(baseURL), data: { status: "cancelled" } });
    await visitor.dispose();
    await deleteTalentAsAdmin(page.request, baseURL, first.id);
    await deleteTalentAsAdmin(page.request, baseURL, second.id);
  }
});
