import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Toasts stacked behind the newest one: sonner recedes them on purpose until the stack is hovered and fans out. */
const RECEDED_TOAST = '[data-sonner-toast][data-front="false"]';

/**
 * Fails on any serious or critical axe violation of WCAG 2 A/AA on the current page. Waits for the page to settle
 * first (running transitions: a toast fading in or out is half transparent for a moment; the title a client
 * navigation sets after its content), and does not count what sits in a toast stacked
 * behind the newest one (its text is faded out under the front toast, which is checked; it shows at full contrast
 * once the stack is hovered).
 */
export async function expectAccessible(page: Page) {
  const settled = () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 5_000 }).catch(() => {});
  // A client navigation (a list that rewrites its URL) puts the new page's <title> in a moment after its content.
  await page.waitForFunction(() => document.title.trim().length > 0, undefined, { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = [];
  for (const violation of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.join(" ");
      const receded = await page.evaluate(([s, r]) => Boolean(document.querySelector(s)?.closest(r)), [selector, RECEDED_TOAST] as const).catch(() => false);
      if (!receded) nodes.push(selector);
    }
    if (nodes.length) serious.push(`${violation.id}: ${violation.help} (${nodes.slice(0, 3).join(", ")})`);
  }
  expect(serious).toEqual([]);
}
