import { expect, test } from "@playwright/test";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, originOf, uniqueTag } from "../admin/helpers";

test.use({ storageState: authFile("admin") });

/** Issue 39: a talent blocking a day she is confirmed on is warned first, on a phone; the booker's morning view shows it. */
test("a talent blocks a confirmed day on a 390 px phone and sees the warning first", async ({ page, baseURL, browser }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const talent = await createTalentAsAdmin(page.request, baseURL, { name: `Block ${tag}` }, { publish: false });
  const headers = originOf(baseURL);
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
  try {
    // Tomorrow in New York, 10 AM to 4 PM (a day in the calendar's current or next month).
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(Date.now() + 86400_000));
    const job = await page.request.post("/api/v1/admin/jobs", { headers, data: { title: `Editorial ${tag}`, client_name: "Claire", client_company: `Maison ${tag}`, client_email: `c-${tag}@example.test`, location: "Pier 59 Studios", status: "active" } });
    const jobId = (await job.json()).data.job.id as number;
    const noon = await page.request.post(`/api/v1/admin/jobs/${jobId}/lines`, {
      headers,
      data: { talent_profile_id: talent.profileId, kind: "job", starts_at: `${tomorrow}T10:00:00-05:00`, ends_at: `${tomorrow}T16:00:00-05:00`, confirm: true },
    });
    expect(noon.status(), await noon.text()).toBe(201);

    const signedIn = await phone.request.post("/api/v1/auth/login", { data: { email: talent.email, password: talent.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const me = await phone.newPage();
    await me.goto("/dashboard/availability");
    const month = new Date(`${tomorrow}T12:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    if (!(await me.getByText(month, { exact: true }).isVisible())) await me.getByRole("button", { name: "Next month" }).click();
    // Her work day is marked; two taps (the same day twice) pick it.
    const dayButton = me.getByRole("button", { name: new RegExp(`^${tomorrow}, confirmed: Maison ${tag}`) });
    await dayButton.click();
    await expect(me.getByText(/tap the last day/)).toBeVisible();
    await dayButton.click();
    await expect(dayButton).toHaveAttribute("aria-pressed", "true");
    const form = me.getByRole("form", { name: "Block days" });
    await expect(form.getByLabel("First day")).toHaveValue(tomorrow);
    await form.getByRole("button", { name: "Block days" }).click();
    const warning = form.getByRole("alert");
    await expect(warning).toContainText("You have work on that day");
    await expect(warning).toContainText(`Confirmed: Editorial ${tag} (Maison ${tag})`);
    await me.screenshot({ path: "test-results/screens/block-warning-390.png", fullPage: true });
    await warning.getByRole("button", { name: "Block anyway and tell my booker" }).click();
    await expectToast(me, "Days blocked");

    // The booker's morning view: the conflict and tomorrow's work.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto("/admin/dashboard");
    const queue = page.getByRole("region", { name: "Today's work" });
    await expect(queue.getByRole("region", { name: /Conflicts/ })).toContainText(`Block ${tag}`);
    await expect(queue.getByRole("region", { name: /Working tomorrow/ })).toContainText(`Block ${tag} · Maison ${tag}`);
    await page.screenshot({ path: "test-results/screens/morning-view-1440.png", fullPage: false });
  } finally {
    await phone.close();
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});
