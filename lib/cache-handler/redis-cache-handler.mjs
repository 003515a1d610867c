// Next's incremental cache (full-route and data cache) kept in Redis, so that several instances share cached pages
// and a tag revalidated on one instance is expired on all. Loaded by next.config.ts only when REDIS_URL is set.
// Tag semantics follow Next's own file-system cache: an entry is expired when one of its tags was expired after the
// entry was written.
import { createClient } from "redis";

const PREFIX = process.env.REDIS_CACHE_PREFIX ?? "agency:next-cache:";
const TAGS_KEY = `${PREFIX}tags`;
const TAGS_HEADER = "x-next-cache-tags";

function replacer(_key, value) {
  if (value && value.type === "Buffer" && Array.isArray(value.data)) return { __buffer: Buffer.from(value.data).toString("base64") };
  if (value instanceof Map) return { __map: [...value.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === "object") {
    if (typeof value.__buffer === "string") return Buffer.from(value.__buffer, "base64");
    if (Array.isArray(value.__map)) return new Map(value.__map);
  }
  return value;
}

export const serialize = (value) => JSON.stringify(value, replacer);
export const deserialize = (text) => JSON.parse(text, reviver);

let clientPromise;
function client() {
  clientPromise ??= (async () => {
    const c = createClient({ url: process.env.REDIS_URL, socket: { reconnectStrategy: (n) => Math.min(n * 100, 2000) } });
    c.on("error", (error) => console.error("[cache] redis error", error.message));
    await c.connect();
    return c;
  })().catch((error) => {
    clientPromise = undefined;
    throw error;
  });
  return clientPromise;
}

function tagsOf(data, ctx) {
  const kind = data?.value?.kind;
  if (kind === "APP_PAGE" || kind === "APP_ROUTE" || kind === "PAGES") {
    const header = data.value.headers?.[TAGS_HEADER];
    return typeof header === "string" ? header.split(",") : [];
  }
  if (kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return [];
}

export default class RedisCacheHandler {
  constructor(options = {}) {
    this.options = options;
  }

  async get(key, ctx) {
    try {
      const c = await client();
      const raw = await c.get(PREFIX + key);
      if (!raw) return null;
      const data = deserialize(raw);
      const tags = tagsOf(data, ctx);
      if (tags.length) {
        const expiries = await c.hmGet(TAGS_KEY, tags);
        const now = Date.now();
        const expired = expiries.some((v) => v != null && Number(v) <= now && Number(v) > data.lastModified);
        if (expired) return null;
      }
      return data;
    } catch (error) {
      console.error("[cache] get failed", error.message);
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const c = await client();
      const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [] };
      const expire = ctx?.cacheControl?.expire;
      const ttl = typeof expire === "number" && expire > 0 ? Math.min(expire, 60 * 60 * 24 * 30) : 60 * 60 * 24 * 7;
      await c.set(PREFIX + key, serialize(entry), { EX: ttl });
    } catch (error) {
      console.error("[cache] set failed", error.message);
    }
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === "string" ? [tags] : tags).filter(Boolean);
    if (!list.length) return;
    const at = Date.now() + (durations?.expire !== undefined ? durations.expire * 1000 : 0);
    try {
      const c = await client();
      await c.hSet(TAGS_KEY, Object.fromEntries(list.map((t) => [t, String(at)])));
    } catch (error) {
      console.error("[cache] revalidateTag failed", error.message);
    }
  }

  resetRequestCache() {}
}
