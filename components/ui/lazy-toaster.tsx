"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * The toast outlet for the root layout, loaded after the page has hydrated: toasts only follow an action, so the
 * outlet and sonner stay out of every page's first-load JavaScript. A plain `import()` in an effect rather than
 * `next/dynamic`, whose loader machinery would itself be first-load JavaScript on every public page (about 2 KB).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import("./toaster").then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
