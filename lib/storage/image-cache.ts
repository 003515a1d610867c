import "server-only";
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { imageConfigDefault } from "next/dist/shared/lib/image-config";
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS } from "@/lib/domain/card-image";
import { env } from "@/lib/env";

/**
 * Next's image optimizer keeps every resized copy it made on disk, under `{distDir}/cache/images/{key}/`, where the
 * key is a hash of the photo's URL, the width, the quality and the format asked for
 * (`ImageOptimizerCache.getCacheKey` in next/dist/server/image-optimizer.js, cache version 4). Deleting a photo does
 * not touch them, so a copy would be served until it expires: the erasure drops them here, by computing every key
 * a page of this site can have asked for (each width of the srcsets, each quality, each format, and "" for a browser
 * that accepts neither AVIF nor WebP).
 *
 * Each instance of the app has its own folder (the optimizer does not use the shared cache handler), so this drops
 * the copies of the instance that runs it; docs/decisions.md says what that means for several instances.
 */

/** `CACHE_VERSION` of next/dist/server/image-optimizer.js (Next 16): the first item of every key. */
const NEXT_IMAGE_CACHE_VERSION = 4;
/** The width and quality next/image asks for a static import's blur placeholder. */
const BLUR_WIDTH = 8;
const BLUR_QUALITY = 70;

export const imageCacheDir = () =>
  path.resolve(/* turbopackIgnore: true */ process.cwd(), env().NEXT_DIST_DIR, "cache", "images");

/** The optimizer's key for one resized copy: the same hash as Next's `getHash([version, href, width, quality, mime])`. */
export function resizedImageKey(href: string, width: number, quality: number, mimeType: string): string {
  const hash = createHash("sha256");
  for (const item of [NEXT_IMAGE_CACHE_VERSION, href, width, quality, mimeType]) hash.update(String(item));
  return hash.digest("base64url");
}

/** Every key under which the optimizer may hold a copy of the photo at `href` (a site path such as /api/v1/files/...). */
export function resizedImageKeys(href: string): string[] {
  const widths = new Set([...IMAGE_DEVICE_SIZES, ...imageConfigDefault.imageSizes, BLUR_WIDTH]);
  const qualities = new Set([...(imageConfigDefault.qualities ?? [75]), BLUR_QUALITY]);
  const formats = [...IMAGE_FORMATS, ""];
  return [...widths].flatMap((w) => [...qualities].flatMap((q) => formats.map((f) => resizedImageKey(href, w, q, f))));
}

/** Deletes the optimizer's copies of these photos; answers how many copies there were. Never throws. */
export async function dropResizedImages(urls: readonly string[]): Promise<number> {
  const dir = imageCacheDir();
  let dropped = 0;
  for (const url of urls) {
    for (const key of resizedImageKeys(url)) {
      const folder = path.join(dir, key);
      try {
        await rm(folder, { recursive: true });
        dropped += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error("[image-cache] could not drop", folder, error);
      }
    }
  }
  return dropped;
}
