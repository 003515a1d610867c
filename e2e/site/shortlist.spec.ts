import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";

/** Hearts the talent of the `index`th card on the page and answers their name. */
async function heart(page: Page, index: number): Promise<string> {
  const button = page.getByRole("button", { name: /^Add .+ to shortlist$/ }).nth(index);
  const name = (await button.getAttribute("aria-label"))!.replace(/^Add (.+) to shortlist$/, "$1");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  return name;
}

test("a visitor hearts three talents on two listings, keeps them over a reload, removes one and sends the rest as two booking requests", async ({ page, browser, baseURL }) => {
  await page.goto("/female-models");
  const names = [await heart(page, 0), await heart(page, 1)];
  await page.goto("/male-models");
  names.push(await heart(page, 0));
  await expect(page.getByRole("link", { name: "Shortlist, 3 talents" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("button", { name: `Add ${names[2]} to shortlist` })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Shortlist, 3 talents" }).click();
  await expect(page).toHaveURL(/\/shortlist\?ids=\d+,\d+,\d+$/);
  for (const name of names) await expect(page.getByRole("button", { name: `Remove ${name} from shortlist` })).toBeVisible();

  await page.getByRole("button", { name: `Remove ${names[1]} from shortlist` }).click();
  await expect(page.getByRole("button", { name: `Remove ${names[1]} from shortlist` })).toHaveCount(0);
  await expect(page).toHaveURL(/\/shortlist\?ids=\d+,\d+$/);
  await expect(page.getByRole("link", { name: "Shortlist, 2 talents" })).toBeVisible();
  await expectAccessible(page);

  const client = `Shortlist Client ${Date.now().toString(36)}`;
  await page.getByLabel("Full Name").fill(client);
  await page.getByLabel("Email").fill("shortlist.client@example.test");
  await page.getByLabel("Phone").fill("+33 1 42 68 53 00");
  await page.getByLabel("Budget Range").selectOption("$10,000 - $25,000");
  await page.getByLabel("Purpose").selectOption("Brand Campaign");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(/\/shortlist\/sent\?refs=[0-9A-F]{12},[0-9A-F]{12}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your shortlist" })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveCount(2);
  // Cleared once sent.
  await expect(page.getByRole("link", { name: "Shortlist", exact: true })).toBeVisible();

  const admin = await browser.newContext({ baseURL, storageState: authFile("admin") });
  try {
    const res = await admin.request.get(`/api/v1/admin/bookings?search=${encodeURIComponent(client)}`);
    type Found = { status: string; client_phone: string; talent_profile: { stage_name: string }; inquiry: { id: number; source_label: string } | null };
    const found = (await res.json()).data.bookings as Found[];
    expect(found.map((b) => b.talent_profile.stage_name).sort()).toEqual([names[0], names[2]].sort());
    expect(found.every((b) => b.status === "pending" && b.client_phone === "+33142685300")).toBe(true);
    // Issue 26: one request with its source, not two unlinked bookings.
    expect(new Set(found.map((b) => b.inquiry?.id)).size).toBe(1);
    expect(found[0].inquiry?.source_label).toBe("Shortlist");
  } finally {
    await admin.close();
  }
});
