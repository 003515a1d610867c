import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, originOf, uniqueTag } from "../admin/helpers";

test.use({ storageState: authFile("admin") });

/** Issue 39: a challenged option's client confirms it from the mail's link, signed out, on a phone. */
test("a client confirms a challenged option from the challenge mail's link, with no sign-in", async ({ page, baseURL, browser }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const holderEmail = `holder-${tag}@example.test`;
  const talent = await createTalentAsAdmin(page.request, baseURL, { name: `Link ${tag}` }, { publish: false });
  const headers = originOf(baseURL);
  const client = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
  try {
    const day = new Date(Date.now() + 12 * 86400_000).toISOString().slice(0, 10);
    const line = { talent_profile_id: talent.profileId, kind: "job", starts_at: `${day}T15:00:00Z`, ends_at: `${day}T19:00:00Z` };
    const jobOf = async (name: string, email: string) => {
      const res = await page.request.post("/api/v1/admin/jobs", { headers, data: { title: `Campaign ${tag}`, client_name: name, client_email: email, location: "Studio 4, 21 Mercer Street", status: "active" } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data.job.id as number;
    };
    const holderJob = await jobOf("Claire Holder", holderEmail);
    const otherJob = await jobOf("Other Client", `other-${tag}@example.test`);
    const placed = await page.request.post(`/api/v1/admin/jobs/${holderJob}/lines`, { headers, data: line });
    expect(placed.status(), await placed.text()).toBe(201);
    const behind = await page.request.post(`/api/v1/admin/jobs/${otherJob}/lines`, { headers, data: line });
    const behindId = (await behind.json()).data.line.id as number;
    const challenged = await page.request.post(`/api/v1/admin/job-lines/${behindId}/challenge`, { headers });
    expect(challenged.status(), await challenged.text()).toBe(200);

    // The link, read from the outbox as the client reads it in the mail.
    const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(holderEmail)}`);
    const mails = (await outbox.json()).data as { template: string; text: string }[];
    const path = mails.find((m) => m.template === "line-challenged")?.text.match(/\/o\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(path).toBeTruthy();

    const visit = await client.newPage();
    const opened = await visit.goto(path!);
    expect(opened?.status()).toBe(200);
    await expect(visit.getByRole("heading", { level: 1 })).toContainText(`Link ${tag}`);
    await expect(visit.getByText(/Answer by/)).toBeVisible();
    await expectAccessible(visit);
    await visit.screenshot({ path: "test-results/screens/challenge-page-390.png", fullPage: true });
    await visit.getByRole("button", { name: "Confirm booking" }).click();
    await visit.getByRole("button", { name: "Yes, confirm the booking" }).click();
    await expect(visit.getByRole("status")).toContainText("is confirmed for you");

    const after = (await (await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(holderEmail)}`)).json()).data as { template: string }[];
    expect(after.map((m) => m.template)).toContain("line-confirmed");
    // The link is spent: the page now says so.
    await visit.goto(path!);
    await expect(visit.getByRole("heading", { name: "This link no longer works." })).toBeVisible();
  } finally {
    await client.close();
    await deleteTalentAsAdmin(page.request, baseURL, talent.id);
  }
});
