import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploads } from "@/db/schema";
import { dataDir } from "@/lib/env";
import { useTestDb } from "@/test/db";
import { deleteStoredFile, storeImage } from "./index";

const db = useTestDb();

async function jpegWithGps(width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: "#884422" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
}

describe("storeImage", () => {
  it("re-encodes without metadata, bounds the long side and records the upload", async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(new Blob([new Uint8Array(input)]), { ownerId: null, maxSide: 1600 });
    expect(stored.url).toMatch(/^\/api\/v1\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.width).toBe(1600);
    expect(stored.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    const file = dataDir("uploads", stored.url.replace("/api/v1/files/", ""));
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    expect(await db().select().from(uploads)).toHaveLength(1);
    await deleteStoredFile(stored.url);
    expect(existsSync(file)).toBe(false);
    expect(await db().select().from(uploads)).toHaveLength(0);
  });

  it("judges the type by the bytes: a text file named .jpg is refused and nothing is stored", async () => {
    const fake = new File(["hello, not an image"], "photo.jpg", { type: "image/jpeg" });
    await expect(storeImage(fake)).rejects.toMatchObject({ code: "VALIDATION", errors: { file: [expect.stringMatching(/not an image/)] } });
    expect(await db().select().from(uploads)).toHaveLength(0);
  });

  it("refuses a file over 10 MB, saying the limit", async () => {
    const big = new Blob([new Uint8Array(20 * 1024 * 1024)]);
    await expect(storeImage(big)).rejects.toMatchObject({ code: "VALIDATION", message: expect.stringMatching(/10 MB/) });
  });

  it("refuses a format the caller does not accept", async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).webp().toBuffer();
    await expect(storeImage(new Uint8Array(webp), { accept: ["jpeg", "png", "gif"] })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("keeps transparency as WebP", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const stored = await storeImage(new Uint8Array(png));
    expect(stored.url).toMatch(/\.webp$/);
  });
});
