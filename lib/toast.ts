import type { ExternalToast } from "sonner";

/**
 * The app's toasts, with sonner's `toast.success / error / info` signature. Sonner is loaded on first use and the
 * outlet (`components/ui/toaster.tsx`) after the page has hydrated, so neither is part of a page's first-load
 * JavaScript. A toast raised before the outlet is listening waits for it instead of being dropped.
 */
type Kind = "success" | "error" | "info";

let markReady: () => void = () => {};
const outletReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast outlet once it is mounted and subscribed. */
export function markToasterReady(): void {
  markReady();
}

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void Promise.all([import("sonner"), outletReady]).then(([{ toast: sonner }]) => {
      sonner[kind](message, options);
    });
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
