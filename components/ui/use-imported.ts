"use client";

import { useEffect, useState } from "react";

/**
 * A module loaded after the page has hydrated, with a plain `import()` in an effect: null until it has arrived. For
 * what a page needs only once its scripts run (the toast outlet, a listing's hearts), which is then not first-load
 * JavaScript. Not `next/dynamic`, whose loader machinery would itself be first-load JavaScript on every public page.
 * `load` must be stable (defined outside the component).
 */
export function useImported<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => live && setLoaded(() => m));
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
