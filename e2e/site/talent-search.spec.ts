import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

/** Whole inches of a `5′ 9″` height as the profile shows it in ft / in. */
function inchesOf(text: string): number {
  const m = text.match(/(\d)′\s*(\d{1,2})″/);
  if (!m) throw new Error(`not a feet-and-inches height: ${text}`);
  return Number(m[1]) * 12 + Number(m[2]);
}

const cardLinks = (page: Page) => page.locator('main a[href^="/talent/"]');

async function openFilters(page: Page) {
  const form = page.getByRole("search", { name: "Filter talent" });
  if (!(await form.isVisible())) await page.getByText("Filter by height, hair, eyes and followers").click();
  await expect(form).toBeVisible();
  return form;
}

test.describe("talent search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("filter female models by a height range in ft / in and by hair colour, then open a result", async ({ page }) => {
    await page.goto("/female-models");
    const form = await openFilters(page);
    await form.getByRole("button", { name: /ft \/ in/ }).click();
    await expect(form.getByRole("button", { name: /ft \/ in/ })).toHaveAttribute("aria-pressed", "true");
    await form.getByLabel("From", { exact: true }).selectOption({ label: "5′ 7″" });
    await form.getByLabel("To", { exact: true }).selectOption({ label: "6′ 0″" });
    await form.getByLabel("Hair").selectOption({ label: "Blonde" });
    await form.getByRole("button", { name: "Show Models" }).click();

    // Each choice covers its whole inch: from 5′ 7″ (168.9 cm) to 6′ 0″ (184.1 cm), in the whole centimetres a card shows so.
    await expect(page).toHaveURL(/\/female-models\?height_min=169&height_max=184&hair=blonde/);
    // One page per category for search engines.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/female-models$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Issue 26: the page opens at the results, the panel folded with the count beside its button, the first card in view.
    await expect(page).toHaveURL(/#results$/);
    await expect(page.getByRole("search", { name: "Filter talent" })).toBeHidden();
    await expect(page.locator("#results > summary")).toContainText(/· \d+ models?$/);
    await expect(page.locator("#results > summary")).toBeInViewport();
    await expect(cardLinks(page).first()).toBeInViewport();
    await expectAccessible(page);
    // The form keeps the choice, in the visitor's unit.
    const kept = await openFilters(page);
    await expect(kept.getByLabel("From", { exact: true })).toHaveValue("169");
    await expect(kept.getByLabel("Hair")).toHaveValue("blonde");

    await cardLinks(page).first().click();
    await expect(page).toHaveURL(/\/talent\/\d+$/);
    await expect(page.getByTestId("detail-hair-colour")).toHaveText(/blond/i);
    // The ft / in choice carries over to the profile, and the height is inside the range (5′ 7″ to 6′ 0″).
    const inches = inchesOf((await page.getByTestId("detail-height").textContent()) ?? "");
    expect(inches).toBeGreaterThanOrEqual(67);
    expect(inches).toBeLessThanOrEqual(72);
  });

  test("a filter with no match says what to loosen and clears", async ({ page }) => {
    await page.goto("/female-models?height_min=245&hair=blonde");
    const empty = page.getByTestId("listing-empty");
    await expect(empty.getByRole("heading", { name: "No models match all of these filters" })).toBeVisible();
    await expect(empty.getByText("Height from 245 cm")).toBeVisible();
    await expect(empty.getByText("Hair: Blonde")).toBeVisible();
    await expectAccessible(page);
    // Dropping the height brings the blondes back.
    await empty.getByRole("link", { name: /Remove \(\d+ models?\)/ }).first().click();
    await expect(page).toHaveURL(/\/female-models\?hair=blonde#results$/);
    expect(await cardLinks(page).count()).toBeGreaterThan(0);
    await page.goto("/female-models?height_min=245&hair=blonde");
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/female-models$/);
  });

  test("with scripts blocked the filter form still works", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/female-models");
    const form = await openFilters(page);
    // Before scripts the heights are offered in centimetres; the URL is the same either way. They span the board's
    // shortest to tallest talent (widened to fives), not every centimetre from 140 to 210.
    const heights = await form.getByLabel("From", { exact: true }).locator("option").allTextContents();
    expect(heights.length).toBeLessThan(40);
    expect(heights[1]).toMatch(/^1[5-7][05] cm$/);
    await form.getByLabel("From", { exact: true }).selectOption({ label: "170 cm" });
    await form.getByLabel("To", { exact: true }).selectOption({ label: "183 cm" });
    await form.getByLabel("Hair").selectOption({ label: "Blonde" });
    await form.getByLabel("Sort by").selectOption({ label: "Height (shortest first)" });
    await form.getByRole("button", { name: "Show Models" }).click();
    await expect(page).toHaveURL(/\/female-models\?height_min=170&height_max=183&hair=blonde&eyes=&followers_min=&sort=height#results$/);
    expect(await cardLinks(page).count()).toBeGreaterThan(0);
    await expect((await openFilters(page)).getByLabel("Sort by")).toHaveValue("height");
    await context.close();
  });
});
