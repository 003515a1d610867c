"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/site/error-view";
import "./globals.css";

// Replaces the root layout when it fails, so it brings its own document and styles. The web fonts are not loaded
// here: the display and text stacks fall back to Didot/Georgia and the system sans.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="bg-background font-sans text-foreground antialiased">
        <title>Unexpected Application Error!</title>
        <ErrorView error={error} onRetry={retry} />
      </body>
    </html>
  );
}
