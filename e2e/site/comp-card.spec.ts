import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

test.describe("comp card", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a visitor on a phone opens a profile and downloads its comp card as a PDF", async ({ page }) => {
    await page.goto("/female-models/letter/s");
    await page.getByRole("link", { name: /Sienna Vale/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sienna Vale" })).toBeVisible();

    const link = page.getByRole("link", { name: /Comp card/ });
    await expect(link).toHaveAttribute("href", /^\/talent\/\d+\/comp-card\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("Sienna Vale-comp-card.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.byteLength).toBeGreaterThan(20_000);
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);

    // The same URL answers as a PDF, inline, with the stage name in the file name.
    const res = await page.request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toContain(`filename="Sienna-Vale-comp-card.pdf"`);
  });

  test("a talent who is not public has no comp card", async ({ page }) => {
    const res = await page.request.get("/talent/999999/comp-card.pdf");
    expect(res.status()).toBe(404);
  });
});
