import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blurDataUrlOf, blurGradientOf } from "./blur";

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

describe("blurGradientOf", () => {
  it("reduces a blur placeholder to a gradient from its top colour to its bottom colour", async () => {
    const gradient = await blurGradientOf(await blurDataUrlOf(await twoTone()));
    const [top, bottom] = gradient!.match(/^linear-gradient\((#[0-9a-f]{6}),(#[0-9a-f]{6})\)$/)!.slice(1).map(channels);
    expect(top[0]).toBeGreaterThan(top[2]);
    expect(bottom[2]).toBeGreaterThan(bottom[0]);
  });

  it("answers undefined for what is not a base64 image, rather than failing the page", async () => {
    expect(await blurGradientOf("not a data url")).toBeUndefined();
    expect(await blurGradientOf("data:image/webp;base64,AAAA")).toBeUndefined();
    expect(await blurGradientOf("data:image/webp;base64,\u0000")).toBeUndefined();
  });
});
