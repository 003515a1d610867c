"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { markToasterReady } from "@/lib/toast";
// Its own small sheet, fetched with this lazy chunk (see toaster.css).
import "./toaster.css";

/**
 * The app's one toast outlet: bottom-right, 3 seconds (spec section 9). Raise toasts with `toast` from
 * `@/lib/toast`. Loaded lazily by `LazyToaster` in the root layout.
 */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  // Sonner subscribes in its own effect, which runs before this one: from here on no toast is lost.
  useEffect(markToasterReady, []);
  return (
    <Sonner
      position="bottom-right"
      duration={3000}
      theme="light"
      closeButton
      toastOptions={{
        classNames: {
          toast: "rounded-sm! border-border! font-sans! shadow-lg!",
          title: "font-medium!",
          description: "text-muted-foreground!",
          error: "border-destructive/40! text-destructive!",
          success: "text-foreground!",
        },
      }}
      {...props}
    />
  );
}
