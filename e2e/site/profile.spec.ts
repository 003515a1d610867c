import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "../helpers/a11y";

/** The profile of a demo talent with several photos. */
async function siennaPath(request: APIRequestContext): Promise<string> {
  const found = await (await request.get("/api/v1/talents?search=Sienna%20Vale")).json();
  return `/talent/${found.data.data[0].id}`;
}

/** Console errors and uncaught exceptions of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("talent profile", () => {
  test("open a profile from the listing, read the details and switch units", async ({ page }) => {
    await page.goto("/female-models/letter/s");
    await page.getByRole("link", { name: /Sienna Vale/ }).click();
    await expect(page).toHaveURL(/\/talent\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sienna Vale" })).toBeVisible();
    // The name comes before the book, above the fold on a desktop (issue 39: it sat at 1,005 px).
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 2);
    await expect(page.getByRole("heading", { name: "Model Details" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Sienna Vale, portfolio photo 1 of/ })).toBeVisible();

    const height = page.getByTestId("detail-height");
    const bust = page.getByTestId("detail-bust");
    await expect(height).toHaveText("178 cm");
    await expect(bust).toHaveText("84 cm");
    await expect(page.getByTestId("detail-shoe-size")).toHaveText("US 8.5");
    await expect(page.getByRole("link", { name: /Instagram.*48.2K followers/ })).toHaveAttribute("href", "https://www.instagram.com/sienna.vale");
    await expect(page.getByRole("link", { name: /TikTok.*126.5K followers/ })).toBeVisible();
    // The measurements once (issue 39: a line and the panel repeated them); nothing links to "#", no field shows a dash.
    await expect(page.getByTestId("measurement-line")).toHaveCount(0);
    await expect(page.locator('main a[href="#"]')).toHaveCount(0);
    await expect(page.locator("main dd").filter({ hasText: /^—$/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: /^ft \/ in/ }).click();
    await expect(height).toHaveText("5′ 10″");
    await expect(bust).toHaveText("33″");
    await expect(page.getByRole("button", { name: /^ft \/ in/ })).toHaveAttribute("aria-pressed", "true");
    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByTestId("detail-height")).toHaveText("5′ 10″");
    await page.getByRole("button", { name: /^cm/ }).click();
    await expect(page.getByTestId("detail-height")).toHaveText("178 cm");

    await expect(page.getByRole("link", { name: "Book Model" })).toHaveAttribute("href", /\/book-talent\?talent=\d+$/);
    await page.getByRole("link", { name: "Back to Models" }).click();
    await expect(page).toHaveURL(/\/female-models$/);
  });

  test("an unknown or hidden talent is a 404 page", async ({ page, request }) => {
    expect((await page.goto("/talent/999999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The whole page is in the HTML (not an empty error document filled in by scripts), with the chrome once.
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("main")).toHaveCount(1);
    for (const path of ["/talent/999999", "/female-models/letter/1", "/no-such-page"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    }
    // Hidden demo talent are not in the public API either.
    const res = await request.get("/api/v1/talents?search=Clara%20Westwood");
    expect((await res.json()).data.total).toBe(0);
  });

  test("the book moves with the keys and the buttons, and opens full screen (1440)", async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(await siennaPath(request));
    const strip = page.getByRole("list", { name: /^Photos of Sienna Vale/ });
    const counter = page.getByTestId("book-counter");
    const total = await strip.getByRole("listitem").count();
    expect(total).toBeGreaterThan(2);
    await expect(counter).toHaveText(`1 / ${total}`);
    // Near the window's height, with the name under it.
    const box = (await strip.boundingBox())!;
    expect(box.height).toBeGreaterThan(700);
    expect(box.width).toBe(1440);

    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    await page.keyboard.press("End");
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(page.getByRole("button", { name: "Next photo" })).toBeDisabled();
    await page.keyboard.press("Home");
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(`2 / ${total}`);

    // The viewer: the same strip over the whole window, focus inside, Escape closes it and focus comes back.
    await page.getByRole("button", { name: "Full screen" }).click();
    const viewer = page.getByRole("dialog", { name: "Sienna Vale's book" });
    await expect(viewer).toBeVisible();
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    await expect(strip).toBeFocused();
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`3 / ${total}`);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(strip).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Full screen" })).toBeFocused();
    await expect(counter).toHaveText(`3 / ${total}`);

    // A click on a photo opens it there; Close closes.
    await strip.getByRole("img").first().click();
    await expect(viewer).toBeVisible();
    await expect(counter).toHaveText(`1 / ${total}`);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test("a swipe moves the book to the next photo; listings fetch no hover photo", async ({ page, request }) => {
      const errors = collectErrors(page);
      await page.goto(await siennaPath(request));
      const strip = page.getByRole("list", { name: /^Photos of Sienna Vale/ });
      const counter = page.getByTestId("book-counter");
      const total = await strip.getByRole("listitem").count();
      await expect(counter).toHaveText(`1 / ${total}`);
      const box = (await strip.boundingBox())!;
      // Each photo the full width of the phone.
      expect((await strip.getByRole("listitem").first().boundingBox())!.width).toBe(390);
      // A finger drawn from right to left across the photo (touch events, which the browser turns into its scroll).
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 330, y }] });
      for (let x = 310; x >= 90; x -= 20) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
        await page.waitForTimeout(16);
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect(counter).toHaveText(`2 / ${total}`);
      // Snapped to the photo's edge.
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(390);
      await expectAccessible(page);
      expect(errors).toEqual([]);

      // A touch screen cannot hover: the card's second photo is a blank, not a request.
      await page.goto("/female-models");
      const hover = page.locator(".card-hover").first();
      await expect(hover).toHaveCount(1);
      expect(await hover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:/);
    });
  });
});
