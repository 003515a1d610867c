import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { inNextRuntime } from "@/lib/env";
import { markKnownSetsChanged } from "@/lib/known-set";

/**
 * Cache tags of public reads. A service that changes the data revalidates the tags it touches. `talents` is on the
 * reads that show many talents (listings, their counts, the sitemap's list, New Faces, client packages); a profile
 * carries only `talent(id)`, so one talent's change re-renders that profile and the lists, never every profile (issue 38).
 */
export const cacheTags = {
  talents: "talents",
  talent: (id: number) => `talent:${id}`,
  /** One client package's page (`/p/{token}`), by package id. */
  clientPackage: (id: number) => `package:${id}`,
  blog: "blog",
  post: (slug: string) => `post:${slug}`,
  settings: "settings",
  setting: (key: string) => `setting:${key}`,
} as const;

/**
 * Caches a read across requests under the given tags (Next's data cache, shared between instances when a cache
 * handler is configured). Outside a Next server (tests, scripts) it simply calls through.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  tags: string[] | ((...args: A) => string[]),
  revalidateSeconds = 3600,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    // The entry's key, as Next builds it: the key parts and the arguments (see watchCacheKeys).
    const tagList = typeof tags === "function" ? tags(...args) : tags;
    for (const observer of keyObservers) observer(`${keyParts.join(",")}:${JSON.stringify(args)}`, tagList);
    if (!inNextRuntime()) return fn(...args);
    return unstable_cache(fn, keyParts, { tags: tagList, revalidate: revalidateSeconds })(...args);
  };
}

/**
 * The pages a cached list keeps: the first few, at the page sizes the site itself asks for. Anything else (page 500,
 * limit 37) is read live, so a visitor varying `page` or `limit` cannot add entries to the shared data cache.
 */
const CACHED_PAGES = 5;
export const isCachedPage = (paging: { page: number; limit: number }, sizes: readonly number[]): boolean =>
  paging.page <= CACHED_PAGES && sizes.includes(paging.limit);

const keyObservers = new Set<(key: string, tags: string[]) => void>();

/**
 * Test seam: records the key of every entry `cached()` reads or writes, in or out of Next, until `stop()`. An entry
 * per distinct key lives in the data cache (days, with Redis), so a test can count the keys a burst of requests uses.
 */
export function watchCacheKeys(): { keys: string[]; tags: Map<string, string[]>; stop(): void } {
  const keys: string[] = [];
  const tags = new Map<string, string[]>();
  const observer = (key: string, entryTags: string[]) => {
    keys.push(key);
    tags.set(key, entryTags);
  };
  keyObservers.add(observer);
  return { keys, tags, stop: () => void keyObservers.delete(observer) };
}

type InvalidationObserver = (tags: string[]) => void;
const observers = new Set<InvalidationObserver>();

/**
 * Test seam: records every tag `invalidate()` is asked to expire, in or out of Next, until `stop()`. Under Vitest the
 * cache itself is a pass-through, so this is how the tests check which tags a change revalidates.
 */
export function watchInvalidations(): { tags: string[]; stop(): void } {
  const tags: string[] = [];
  const observer: InvalidationObserver = (batch) => tags.push(...batch);
  observers.add(observer);
  return { tags, stop: () => void observers.delete(observer) };
}

/** Expires the tagged entries at once, so an admin's change shows on the next request. */
export function invalidate(...tags: string[]): void {
  for (const observer of observers) observer(tags);
  // proxy.ts's 404 gate holds the published posts and public talents apart from the data cache.
  markKnownSetsChanged();
  if (!inNextRuntime()) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      console.warn(`[cache] could not revalidate ${tag}`, error);
    }
  }
}
