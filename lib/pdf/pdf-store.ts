import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir, env } from "@/lib/env";

/**
 * Finished PDFs, kept as files under `DATA_DIR/cache/pdf`, one per version of their contents (the key is a hash of
 * everything the PDF shows, see lib/services/comp-card.ts), so a changed talent or package simply asks for a new key
 * and an old file is never served for it. Next's data cache cannot hold them (2 MB an entry; a package PDF runs to
 * tens of MB). The folder is bounded by `PDF_CACHE_MB`: after each write the least recently used files go first.
 * Each instance keeps its own: a miss on another instance costs one render there, never a wrong file.
 */

const KEY = /^[0-9a-f]{64}$/;

const folder = () => dataDir("cache", "pdf");
const fileOf = (key: string) => {
  if (!KEY.test(key)) throw new Error("A stored PDF's key is a SHA-256 in hex.");
  return path.join(folder(), `${key}.pdf`);
};

/** The stored PDF of this key, or null. A hit marks the file as used, so pruning keeps it. */
export async function readStoredPdf(key: string): Promise<Buffer | null> {
  const file = fileOf(key);
  try {
    const bytes = await readFile(file);
    const now = new Date();
    void utimes(file, now, now).catch(() => undefined);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Keeps a PDF under its key. Written to a temporary name then renamed, so a reader (or another instance sharing the
 * folder) never sees half a file. A failure (a full disk) is logged, not thrown: the visitor still gets the PDF.
 */
export async function storePdf(key: string, pdf: Uint8Array): Promise<void> {
  const file = fileOf(key);
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await mkdir(folder(), { recursive: true });
    await writeFile(temporary, pdf);
    await rename(temporary, file);
    await prune(env().PDF_CACHE_MB * 1024 * 1024, file);
  } catch (error) {
    console.error("[pdf-store] could not keep a PDF", error);
    await unlink(temporary).catch(() => undefined);
  }
}

/** Deletes the least recently used files until the folder holds at most `maxBytes` (never the one just written). */
async function prune(maxBytes: number, keep: string): Promise<void> {
  const names = (await readdir(folder())).filter((name) => name.endsWith(".pdf"));
  const files = await Promise.all(
    names.map(async (name) => {
      const full = path.join(folder(), name);
      const info = await stat(full).catch(() => null);
      return info ? { full, size: info.size, used: info.mtimeMs } : null;
    }),
  );
  const present = files.filter((f) => f !== null);
  let total = present.reduce((sum, f) => sum + f.size, 0);
  for (const f of present.sort((a, b) => a.used - b.used)) {
    if (total <= maxBytes) break;
    if (f.full === keep) continue;
    await unlink(f.full).catch(() => undefined);
    total -= f.size;
  }
}

/**
 * Forgets every stored PDF (a talent's erasure: their comp cards and the packages that showed them are kept under
 * hashes of their contents, which cannot be told apart without rendering them again). The next request renders anew.
 */
export async function clearStoredPdfs(): Promise<number> {
  const names = await readdir(folder()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".pdf"))) {
    await unlink(path.join(folder(), name)).then(() => (removed += 1), () => undefined);
  }
  return removed;
}
