import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
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
