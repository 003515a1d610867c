import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageTypeOfBytes, sniffImage } from "./image-sniff";

const solid = sharp({ create: { width: 4, height: 4, channels: 3, background: "#888" } });

describe("sniffImage", () => {
  it("names the four image types the site takes by their bytes, whatever the name says", async () => {
    for (const type of ["jpeg", "png", "gif", "webp"] as const) {
      const bytes = await solid.clone().toFormat(type).toBuffer();
      expect(await sniffImage(new File([new Uint8Array(bytes)], "renamed.txt", { type: "text/plain" }))).toBe(type);
    }
  });

  it("refuses a text file named .png, an empty file and other formats", async () => {
    expect(await sniffImage(new File(["hello, not an image"], "photo.png", { type: "image/png" }))).toBeNull();
    expect(await sniffImage(new File([], "empty.jpg", { type: "image/jpeg" }))).toBeNull();
    expect(await sniffImage(new File(["%PDF-1.4"], "notes.pdf"))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20]))).toBeNull(); // RIFF AVI
  });
});
