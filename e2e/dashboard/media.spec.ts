import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "../helpers/a11y";
import { authFile } from "../helpers/auth";
import { currentTalent, originHeader } from "./helpers";

test.use({ storageState: authFile("talent") });

async function photo(name: string, format: "png" | "jpeg", colour: string) {
  const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background: colour } }).toFormat(format).toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}

test("upload three photos with progress tiles, see them in the gallery and on the public profile, delete one", async ({ page, baseURL }) => {
  const { profile } = await currentTalent(page.request);
  const before = new Set(profile.media.map((m) => m.id));
  const added: number[] = [];
  try {
    await page.goto("/dashboard/media");
    await expect(page.getByRole("heading", { name: "Media Gallery" })).toBeVisible();
    await expect(page.getByText("These photos will be displayed on your public profile.")).toBeVisible();
    const gallery = page.getByRole("list", { name: "Your photos" });
    const deleteButtons = gallery.getByRole("button", { name: /^Delete/ });
    await expect(deleteButtons).toHaveCount(Math.min(profile.media.length, 10));
    await expectAccessible(page);

    // Hold each upload for a moment so its tile can be seen.
    await page.route("**/api/v1/talent-media", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });

    const picker = page.getByLabel("Choose photos to upload");
    await expect(picker).toHaveAttribute("accept", ".jpg,.jpeg,.png,.gif");
    await picker.setInputFiles([await photo("one.png", "png", "#b04a5a"), await photo("two.jpg", "jpeg", "#3a6b8c"), await photo("three.png", "png", "#6b8c3a")]);
    const tiles = page.getByTestId("upload-tile");
    await expect(tiles).toHaveCount(3);
    await expect(tiles.first()).toContainText(/Uploading\.\.\. \d{1,3}%/);
    await expect(page.getByRole("progressbar")).toHaveCount(3);
    await expect(tiles).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText("Upload successful").first()).toBeVisible();

    const res = await page.request.get("/api/v1/talent-media", { params: { page: 1, limit: 10 } });
    const list = ((await res.json()) as { data: { id: number; file_url: string }[] }).data;
    const fresh = list.filter((m) => !before.has(m.id));
    expect(fresh).toHaveLength(3);
    added.push(...fresh.map((m) => m.id));
    // The new photos are on top of the gallery.
    await expect(deleteButtons).toHaveCount(Math.min(profile.media.length + 3, 10));
    for (const [i, m] of fresh.entries()) {
      await expect(gallery.locator("li").nth(i).locator("img")).toHaveAttribute("src", new RegExp(encodeURIComponent(m.file_url)));
    }

    // Another type is refused in the browser, with the spec's toast and the words beside the button; so is a text
    // file named .png (judged by its bytes), before any tile could show it as a broken image.
    const refused = page.locator("#media-refused");
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Only JPG, PNG, GIF allowed.", { exact: true })).toBeVisible();
    await expect(refused).toHaveText("notes.txt: Only JPG, PNG, GIF allowed.");
    await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("hello, not an image") });
    await expect(refused).toHaveText("photo.png: Only JPG, PNG, GIF allowed.");
    await expect(tiles).toHaveCount(0);

    await page.goto(`/talent/${profile.id}`);
    for (const m of fresh) {
      await expect(page.locator(`img[src*="${encodeURIComponent(m.file_url)}"]`).first()).toBeAttached();
    }

    // Delete the newest one through the confirm dialog.
    await page.goto("/dashboard/media");
    await expect(deleteButtons.first()).toBeVisible();
    await deleteButtons.first().click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to delete this image?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Image deleted successfully")).toBeVisible();
    await expect(gallery.locator(`img[src*="${encodeURIComponent(fresh[0].file_url)}"]`)).toHaveCount(0);
    const after = await page.request.get("/api/v1/talent-media", { params: { page: 1, limit: 100 } });
    const ids = ((await after.json()) as { data: { id: number }[] }).data.map((m) => m.id);
    expect(ids).not.toContain(fresh[0].id);
    expect(ids).toEqual(expect.arrayContaining([fresh[1].id, fresh[2].id]));
  } finally {
    for (const id of added) await page.request.delete(`/api/v1/talent-media/${id}`, { headers: originHeader(baseURL) });
  }
});

// Issue 26: a talent puts their portfolio in order, with the keyboard here (the pointer drags the same handle), and
// the public profile follows.
test("reorder the portfolio with the keyboard; the public profile shows the new order", async ({ page, baseURL }) => {
  const portfolio = async () =>
    ((await (await page.request.get("/api/v1/talent-media", { params: { order: "portfolio", limit: 100 } })).json()) as { data: { id: number; file_url: string }[] }).data;
  const { profile, profileImageUrl } = await currentTalent(page.request);
  const before = await portfolio();
  expect(before.length).toBeGreaterThan(1);
  try {
    await page.goto("/dashboard/media");
    await page.getByRole("button", { name: "Reorder" }).click();
    const list = page.getByRole("list", { name: "Portfolio order" });
    await expect(list.getByTestId("portfolio-photo")).toHaveCount(before.length);
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/talent-media/order") && r.request().method() === "PUT");
    // dnd-kit mounts its live region once hydrated, and moves on the frame after a key press (as in the admin's lists).
    const live = page.locator("[id^=DndLiveRegion]");
    await expect(live).toBeAttached();
    await list.getByRole("button", { name: "Reorder photo 2 (position 2)" }).focus();
    await page.keyboard.press("Space");
    await expect(live).toContainText("photo 2");
    await page.keyboard.press("ArrowLeft");
    await expect(live).toContainText(/over position 1/);
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect(list.getByTestId("portfolio-photo").first().locator("img")).toHaveAttribute("src", new RegExp(encodeURIComponent(before[1].file_url)));
    await expectAccessible(page);

    const after = await portfolio();
    expect(after.map((m) => m.id)).toEqual([before[1].id, before[0].id, ...before.slice(2).map((m) => m.id)]);
    await page.goto(`/talent/${profile.id}`);
    const srcs = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
    // The profile picture leads the page wherever it is in the portfolio; the others follow in the new order.
    const places = after.filter((m) => m.file_url !== profileImageUrl).map((m) => srcs.findIndex((src) => src.includes(encodeURIComponent(m.file_url))));
    expect(places.every((i) => i >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  } finally {
    await page.request.put("/api/v1/talent-media/order", { data: { ids: before.map((m) => m.id) }, headers: originHeader(baseURL) });
  }
});
