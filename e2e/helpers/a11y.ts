import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical axe violation of WCAG 2 A/AA on the current page. Waits for running transitions
 * first: a toast that is fading behind a newer one is half transparent for a moment, and axe would judge its contrast
 * mid-fade (it settles either fully visible or hidden).
 */
export async function expectAccessible(page: Page) {
  const settled = () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
  ).toEqual([]);
}
