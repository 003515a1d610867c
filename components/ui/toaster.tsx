"use client";

import { Toaster as Sonner } from "sonner";

/** The app's one toast outlet: bottom-right, 3 seconds (spec section 9). Call `toast()` from "sonner" anywhere. */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
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
