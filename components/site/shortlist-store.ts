"use client";

import { useSyncExternalStore } from "react";
import { parseShortlistIds, SHORTLIST_MAX, SHORTLIST_STORAGE_KEY } from "@/lib/domain/shortlist";

/**
 * The visitor's shortlist in localStorage, shared by every heart and the header's count in this tab (a change
 * notifies them) and in other tabs (the `storage` event). Storage may be unavailable (a private window, a policy):
 * the list then lives for the page only.
 */
const listeners = new Set<() => void>();
const EMPTY: number[] = [];
let memory: string | null = null;
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The stored ids; the same array until the stored value changes, as `useSyncExternalStore` requires. */
export function getShortlist(): number[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parseShortlistIds(raw) };
  return cached.ids;
}

export function setShortlist(ids: readonly number[]): void {
  const raw = ids.slice(0, SHORTLIST_MAX).join(",");
  memory = raw;
  try {
    if (raw) window.localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
    else window.localStorage.removeItem(SHORTLIST_STORAGE_KEY);
  } catch {
    // Kept in `memory` for this page.
  }
  for (const listener of listeners) listener();
}

/** Adds or removes a talent; a full list takes no more. */
export function toggleShortlist(id: number): void {
  const ids = getShortlist();
  if (ids.includes(id)) setShortlist(ids.filter((x) => x !== id));
  else if (ids.length < SHORTLIST_MAX) setShortlist([...ids, id]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHORTLIST_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The shortlist's ids; empty on the server and in the first render, so hydration matches. */
export const useShortlist = () => useSyncExternalStore(subscribe, getShortlist, () => EMPTY);
