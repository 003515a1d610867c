"use client";

import { useImported } from "./use-imported";

const loadToaster = () => import("./toaster");

/**
 * The toast outlet for the root layout, loaded after the page has hydrated (`useImported`): toasts only follow an
 * action, so the outlet and sonner stay out of every page's first-load JavaScript.
 */
export function LazyToaster() {
  const toaster = useImported(loadToaster);
  return toaster ? <toaster.Toaster /> : null;
}
