import { expect, test } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { createTalentAsAdmin, deleteTalentAsAdmin, expectToast, originOf, uniqueTag, type CreatedTalent } from "./helpers";

test.use({ storageState: authFile("admin") });

test("build a package of three, send it, the client selects two, the bookings arrive; revoked, the link answers 410", async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const talents: CreatedTalent[] = [];
  for (const n of ["One", "Two", "Three"]) talents.push(await createTalentAsAdmin(page.request, baseURL, { name: `Pkg ${n} ${tag}` }));
  const clientName = `Client ${tag}`;
  const clientEmail = `package-${tag}@example.test`;
  const title = `Spring brief ${tag}`;
  const client = await browser.newContext({ baseURL });
  let packageId: number | null = null;
  try {
    // The booker builds the package.
    await page.goto("/admin/packages");
    await expect(page.getByRole("heading", { name: "Client Packages", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New Package" }).click();
    await expect(page.getByRole("heading", { name: "New Package", level: 1 })).toBeVisible();
    // An empty form: the errors are at their fields and focus goes to the first.
    await page.getByRole("button", { name: "Create Package" }).click();
    await expect(page.getByLabel("Title")).toBeFocused();
    await expect(page.getByText("Add at least one talent").first()).toBeVisible();

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Client name").fill(clientName);
    await page.getByLabel("Company").fill("E2E Studio");
    await page.getByLabel("Client email").fill(clientEmail);
    await page.getByLabel("Message to the client").fill("Three faces for the spring shoot.");
    // A project date (staff only): the picker marks each talent's day; these new talents are free.
    const projectDay = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    await page.getByLabel("Project date").fill(projectDay);
    const search = page.getByRole("searchbox", { name: "Search active talents" });
    for (const t of talents) {
      await search.fill(t.name);
      await expect(page.getByRole("list", { name: "Talents to add" }).getByRole("listitem").filter({ hasText: t.name }).getByText("Free", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: `Add ${t.name}` }).click();
      await page.getByLabel(`Note for ${t.name}`).fill(`Why ${t.name}`);
    }
    await expect(page.getByTestId("package-talent")).toHaveCount(3);
    // Move the third talent up one place with the keyboard.
    // dnd-kit mounts its live region once hydrated, and moves on the frame after a key press (as in the social links).
    await expect(page.locator("[id^=DndLiveRegion]")).toBeAttached();
    await page.getByRole("button", { name: `Reorder ${talents[2].name} (position 3)` }).focus();
    await page.keyboard.press("Space");
    await expect(page.locator("[id^=DndLiveRegion]")).toContainText(talents[2].name);
    await page.keyboard.press("ArrowUp");
    await expect(page.locator("[id^=DndLiveRegion]")).toContainText(/moved|over/i);
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("package-talent").nth(1)).toContainText(talents[2].name);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create Package" }).click();

    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    packageId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expectToast(page, "Package Sent");
    await expect(page.getByText(/^Sent /)).toBeVisible();
    await expectAccessible(page);

    // The link, as the client reads it in the mail.
    const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(clientEmail)}`);
    expect(outbox.status(), await outbox.text()).toBe(200);
    const mails = (await outbox.json()).data as { template: string; text: string }[];
    const mail = mails.find((m) => m.template === "package-link");
    const path = mail?.text.match(/\/p\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(path).toBeTruthy();

    // The client, without an account, in a fresh browser.
    const visit = await client.newPage();
    const opened = await visit.goto(path!);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(visit.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(visit.getByText("Three faces for the spring shoot.")).toBeVisible();
    await expect(visit.getByTestId("package-talent-card")).toHaveCount(3);
    await expect(visit.getByText(`Why ${talents[0].name}`)).toBeVisible();
    // Nothing of the project date or of the talents' days reaches the client.
    await expect(visit.locator("main")).not.toContainText(/\bFree\b|\d(st|nd|rd|th) option|Confirmed|Blocked|Project date/);
    const firstCard = visit.getByTestId("package-talent-card").first();
    await expect(firstCard.getByTestId("detail-height")).toHaveText("175 cm");
    await firstCard.getByRole("button", { name: /ft \/ in/ }).click();
    await expect(firstCard.getByTestId("detail-height")).toHaveText("5′ 9″");
    await expectAccessible(visit);

    await visit.getByRole("button", { name: `Select ${talents[0].name}` }).click();
    await visit.getByRole("button", { name: `Select ${talents[1].name}` }).click();
    await expect(visit.getByRole("button", { name: `Selected ${talents[0].name}` })).toHaveAttribute("aria-pressed", "true");
    await visit.getByRole("button", { name: "Send Selection" }).click();
    // Budget and purpose are required: the first error gets the focus.
    await expect(visit.getByLabel(/Budget range/i)).toBeFocused();
    await expect(visit.getByText("Please select a budget range")).toBeVisible();
    await visit.getByLabel(/Budget range/i).selectOption("$5,000 - $10,000");
    await visit.getByLabel(/Purpose/).selectOption("Brand Campaign");
    await visit.getByLabel("Notes").fill("Two shoot days in May.");
    await visit.getByRole("button", { name: "Send Selection" }).click();
    await expect(visit.getByRole("heading", { name: "Thank you" })).toBeVisible();

    // The two requests are in the bookings as one request with its source (issue 26), and the package shows the selection.
    await page.goto("/admin/bookings");
    await page.getByRole("searchbox", { name: /Search bookings/ }).fill(clientName.toLowerCase());
    const rows = page.getByRole("table", { name: "Bookings" }).locator("tbody tr").filter({ hasText: clientName });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Source: Package “${title}”`);
    await expect(rows.first().getByTestId("booking-talents")).toContainText("2 talents");
    await page.goto(`/admin/packages/${packageId}`);
    await expect(page.getByTestId("package-booking")).toHaveCount(2);
    await expect(page.getByTestId("package-talent-status").filter({ hasText: "Not selected" })).toHaveCount(1);
    await expect(page.getByTestId("package-views")).not.toHaveText("0");

    // Revoked, the link shows the branded 410 page.
    await page.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expectToast(page, "Package Revoked");
    const gone = await visit.goto(path!);
    expect(gone?.status()).toBe(410);
    expect(gone?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(visit.getByRole("heading", { name: "This selection is no longer available" })).toBeVisible();
    await expect(visit.getByRole("link", { name: "Contact the agency" })).toBeVisible();
    await expectAccessible(visit);
    const unknown = await visit.goto(`/p/${"x".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
  } finally {
    await client.close();
    if (packageId) await page.request.delete(`/api/v1/admin/packages/${packageId}`, { headers: originOf(baseURL) });
    for (const t of talents) await deleteTalentAsAdmin(page.request, baseURL, t.id);
  }
});
