"use client";

import dynamic from "next/dynamic";

// Toasts only follow an action, so the outlet and sonner load after hydration instead of with every page.
const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });

/** The toast outlet for the root layout, loaded after the page has hydrated. */
export function LazyToaster() {
  return <Toaster />;
}
