import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Toasts stacked behind the newest one (sonner recedes them on purpose until the stack is hovered and fans out), and
 * a toast on its way out (its timer can run out while axe works, and it fades as it leaves).
 */
const FADED_TOAST = '[data-sonner-toast][data-front="false"], [data-sonner-toast][data-removed="true"]';
/** A toast's title or description as axe quotes it: sonner marks both parts. */
const TOAST_PART = /^<div[^>]* data-(title|description)=/;

/**
 * Fails on any serious or critical axe violation of WCAG 2 A/AA on the current page. Waits for the page to settle
 * first (running transitions: a toast fading in or out is half transparent for a moment; the title a client
 * navigation sets after its content), and does not count what sits in a toast stacked
 * behind the newest one (its text is faded out under the front toast, which is checked; it shows at full contrast
 * once the stack is hovered), nor a toast that left while axe was checking (its timer ran out mid-check, and it
 * faded out as it went: CI failed once on this).
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
      const state = await page
        .evaluate(([s, faded]) => {
          const element = document.querySelector(s);
          return element ? (element.closest(faded) ? "faded toast" : "shown") : "gone";
        }, [selector, FADED_TOAST] as const)
        .catch(() => "shown");
      const toastThatLeft = state === "gone" && TOAST_PART.test(node.html);
      if (state === "shown" || (state === "gone" && !toastThatLeft)) nodes.push(selector);
    }
    if (nodes.length) serious.push(`${violation.id}: ${violation.help} (${nodes.slice(0, 3).join(", ")})`);
  }
  expect(serious).toEqual([]);
}
