"use client";

import { deferred } from "@/components/ui/deferred";

// The book's behaviour, its code loaded while the page hydrates (components/ui/deferred.tsx): until then the strip
// already scrolls and snaps (a swipe, a trackpad, the keys on the focused strip), only the buttons wait.
export const DeferredBookControls = deferred(() => import("./book-viewer").then((m) => m.BookControls));
