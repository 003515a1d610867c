import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { LOCAL_PREFIX, readLocal } from "@/lib/storage/drivers";

/** Hosts the app stores files on besides its own disk (UploadThing), the same as `next.config.ts` allows for images. */
const REMOTE_HOSTS = [/^utfs\.io$/, /\.ufs\.sh$/];
const FETCH_TIMEOUT_MS = 10_000;

/**
 * The bytes of an image the site shows, by its URL: a local upload (`/api/v1/files/...`), a file shipped in
 * `public/` (the demo photos and logo), or an UploadThing URL. Anything else, and a missing file, is null: a comp
 * card leaves that photo out rather than fetching arbitrary addresses.
 */
export async function readImageBytes(url: string): Promise<Buffer | null> {
  try {
    if (url.startsWith(LOCAL_PREFIX)) return await readLocal(decodeURIComponent(url.slice(LOCAL_PREFIX.length)));
    if (url.startsWith("/") && !url.startsWith("//")) {
      const root = path.resolve(/* turbopackIgnore: true */ process.cwd(), "public");
      const full = path.resolve(root, `.${decodeURIComponent(url.split(/[?#]/)[0])}`);
      return full.startsWith(root + path.sep) ? await readFile(full) : null;
    }
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" || !REMOTE_HOSTS.some((host) => host.test(parsed.hostname))) return null;
    const res = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Print resolution of the card's photos, in pixels per inch. */
export const PRINT_DPI = 300;

/**
 * A photo for the card: cropped to the frame's aspect (keeping the most interesting part), at most `PRINT_DPI` for
 * the frame's printed size (times `resolution`) and never enlarged, re-encoded as JPEG (stored photos are WebP,
 * which PDF cannot hold).
 */
export async function printJpeg(
  bytes: Buffer,
  frameInches: { width: number; height: number },
  { quality = 82, resolution = 1 }: { quality?: number; resolution?: number } = {},
): Promise<Buffer> {
  const image = sharp(bytes, { failOn: "none" }).rotate();
  const { width = 0, height = 0, orientation } = await image.metadata();
  const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const maxW = Math.round(frameInches.width * PRINT_DPI * resolution);
  const maxH = Math.round(frameInches.height * PRINT_DPI * resolution);
  const scale = Math.min(1, w / maxW, h / maxH);
  return image
    .resize(Math.max(1, Math.round(maxW * scale)), Math.max(1, Math.round(maxH * scale)), {
      fit: "cover",
      position: sharp.strategy.attention,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** The agency logo as a PNG the PDF can hold (the logo is often an SVG), at print size for its height. */
export async function logoPng(bytes: Buffer, heightInches: number): Promise<Buffer> {
  return sharp(bytes, { density: 300, failOn: "none" })
    .resize({ height: Math.round(heightInches * PRINT_DPI), withoutEnlargement: true })
    .png()
    .toBuffer();
}
