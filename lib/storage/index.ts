import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { uploads } from "@/db/schema";
import { validationError } from "@/lib/errors";
import { currentStorage, LOCAL_PREFIX, localDriver } from "./drivers";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, isIco, processImage, type ImageOptions } from "./image";

export {
  ANIMATION_TOO_LARGE,
  IMAGE_SIZE_MESSAGES,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
} from "./image";

export interface StoredImage {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  blurDataUrl: string | null;
}

async function bytesOf(file: Blob | Uint8Array, field: string): Promise<Uint8Array> {
  if (file instanceof Uint8Array) return file;
  if (file.size > MAX_IMAGE_BYTES) throw validationError(IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });
  return new Uint8Array(await file.arrayBuffer());
}

function newKey(ext: string): string {
  const now = new Date();
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${ext}`;
}

/**
 * Stores an uploaded image: checked by its bytes, size-limited, re-encoded without metadata, saved under a random
 * name, and recorded in `uploads` so that deleting its owner can remove the file.
 */
export async function storeImage(
  file: Blob | Uint8Array,
  options: ImageOptions & { ownerId?: number | null; allowIco?: boolean } = {},
): Promise<StoredImage> {
  const input = await bytesOf(file, options.field ?? "file");
  let stored: { bytes: Buffer; mime: string; ext: string; width: number | null; height: number | null; blurDataUrl: string | null };
  if (options.allowIco && isIco(input)) {
    stored = { bytes: Buffer.from(input), mime: "image/x-icon", ext: "ico", width: null, height: null, blurDataUrl: null };
  } else {
    stored = await processImage(input, options);
  }
  const { url, key } = await currentStorage().put(newKey(stored.ext), stored.bytes, stored.mime);
  const db = await getDb();
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId: options.ownerId ?? null,
      storageKey: key,
      url,
      mime: stored.mime,
      bytes: stored.bytes.byteLength,
      width: stored.width,
      height: stored.height,
    })
    .returning({ id: uploads.id });
  return { id: row.id, url, width: stored.width, height: stored.height, blurDataUrl: stored.blurDataUrl };
}

/** Removes a stored file by its URL (no-op for files the app does not hold, such as the shipped demo images). */
export async function deleteStoredFile(url: string | null | undefined): Promise<void> {
  if (!url) return;
  const db = await getDb();
  const [row] = await db.select().from(uploads).where(eq(uploads.url, url));
  if (!row) return;
  const driver = url.startsWith(LOCAL_PREFIX) ? localDriver : currentStorage();
  try {
    await driver.remove(row.storageKey);
  } catch (error) {
    console.error("[storage] could not remove", row.storageKey, error);
  }
  await db.delete(uploads).where(eq(uploads.id, row.id));
}
