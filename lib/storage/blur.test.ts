import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blurColorOf, blurDataUrlOf } from "./blur";

/** A 40x50 photo whose top half is red and bottom half blue. */
async function twoTone(): Promise<Buffer> {
  const half = (r: number, b: number) => sharp({ create: { width: 40, height: 25, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  return sharp({ create: { width: 40, height: 50, channels: 3, background: "#000" } })
    .composite([
      { input: await half(255, 0), top: 0, left: 0 },
      { input: await half(0, 255), top: 25, left: 0 },
    ])
    .png()
    .toBuffer();
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe("blurColorOf", () => {
  it("reduces a blur placeholder to its average colour", async () => {
    const color = await blurColorOf(await blurDataUrlOf(await twoTone()));
    const [r, g, b] = channels(color!.match(/^#[0-9a-f]{6}$/)![0]);
    // Half red, half blue: both halves count, about equally, and there is no green.
    expect(Math.abs(r - b)).toBeLessThan(40);
    expect(r).toBeGreaterThan(80);
    expect(g).toBeLessThan(20);
  });

  it("answers undefined for what is not a base64 image, rather than failing the page", async () => {
    expect(await blurColorOf("not a data url")).toBeUndefined();
    expect(await blurColorOf("data:image/webp;base64,AAAA")).toBeUndefined();
    expect(await blurColorOf("data:image/webp;base64,\u0000")).toBeUndefined();
  });
});
