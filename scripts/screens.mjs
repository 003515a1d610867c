// Screenshots of the pages issue 17 is about, at a phone and a desktop width, for docs/screens/.
// Usage: node scripts/screens.mjs <base-url> <out-dir> [talent-id]
// PNG at device scale 1 with a palette; full-page captures are cut at MAX_HEIGHT so the set stays small.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";

const [base = "http://127.0.0.1:3000", outDir = "docs/screens/after", talentArg] = process.argv.slice(2);
const MAX_HEIGHT = 2400;
const widths = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
mkdirSync(outDir, { recursive: true });

async function firstTalentId(page) {
  await page.goto(`${base}/female-models`, { waitUntil: "networkidle" });
  const href = await page.locator('a[href^="/talent/"]').first().getAttribute("href");
  return href.split("/").pop();
}

async function shoot(page, url, file, viewport) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(`${base}${url}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle").catch(() => {});
  // The dev server's corner badge is not part of the page.
  await page.addStyleTag({ content: "nextjs-portal { display: none !important; }" });
  // Lazy images below the fold load only when scrolled to.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(500);
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: viewport.width, height }, fullPage: true });
  // A 256-colour palette keeps the set about a third of the size, with no difference a reader would see.
  await sharp(shot).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toFile(path.join(outDir, file));
  console.log(file);
}

const context = await browser.newContext({ deviceScaleFactor: 1 });
const page = await context.newPage();
page.setDefaultTimeout(90_000);
const talentId = talentArg ?? (await firstTalentId(page));
console.log(`profile: /talent/${talentId}`);
const publicPages = [
  ["/", "home"],
  ["/female-models", "listing"],
  [`/talent/${talentId}`, "profile"],
];
// SCREENS_ONLY=admin (or home, listing, profile) retakes one page only.
const only = process.env.SCREENS_ONLY;
for (const viewport of widths) {
  for (const [url, name] of publicPages) if (!only || only === name) await shoot(page, url, `${name}-${viewport.name}.png`, viewport);
}

// The back office, signed in through the admin sign-in page.
if (only && only !== "admin") process.exit(0);
await page.setViewportSize({ width: 1440, height: 900 });
await page.goto(`${base}/admin`, { waitUntil: "networkidle" });
await page.locator("input[type=email], input[name=email]").first().fill("admin@example.com");
await page.locator("input[name=password]").fill("demo-password");
await page.getByRole("button", { name: "Login", exact: true }).click();
await page.waitForURL((url) => url.pathname !== "/admin", { timeout: 30_000 });
for (const viewport of widths) {
  await shoot(page, "/admin/dashboard", `admin-dashboard-${viewport.name}.png`, viewport);
  await shoot(page, "/admin/talents", `admin-talents-${viewport.name}.png`, viewport);
}

await browser.close();
