import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir, env } from "@/lib/env";

/** Where files live: local disk by default, UploadThing when UPLOADTHING_TOKEN is set. */
export interface StorageDriver {
  name: "local" | "uploadthing";
  put(key: string, bytes: Buffer, mime: string): Promise<{ url: string; key: string }>;
  remove(key: string): Promise<void>;
}

export const LOCAL_PREFIX = "/api/v1/files/";

function localPath(key: string): string | null {
  const root = dataDir("uploads");
  const full = path.resolve(root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

export const localDriver: StorageDriver = {
  name: "local",
  async put(key, bytes) {
    const full = localPath(key);
    if (!full) throw new Error("bad storage key");
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes);
    return { key, url: LOCAL_PREFIX + key };
  },
  async remove(key) {
    const full = localPath(key);
    if (full) await rm(full, { force: true });
  },
};

export async function readLocal(key: string): Promise<Buffer | null> {
  const full = localPath(key);
  if (!full) return null;
  try {
    return await readFile(full);
  } catch {
    return null;
  }
}

function uploadthingDriver(token: string): StorageDriver {
  return {
    name: "uploadthing",
    async put(key, bytes, mime) {
      const { UTApi, UTFile } = await import("uploadthing/server");
      const api = new UTApi({ token });
      const result = await api.uploadFiles(new UTFile([new Uint8Array(bytes)], path.basename(key), { type: mime }));
      if (result.error || !result.data) throw new Error(`UploadThing: ${result.error?.message ?? "upload failed"}`);
      return { key: result.data.key, url: result.data.ufsUrl };
    },
    async remove(key) {
      const { UTApi } = await import("uploadthing/server");
      await new UTApi({ token }).deleteFiles(key);
    },
  };
}

export function currentStorage(): StorageDriver {
  const token = env().UPLOADTHING_TOKEN;
  return token ? uploadthingDriver(token) : localDriver;
}
