"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component whose code is not first-load JavaScript (issue 15's budget): the server renders it as usual,
 * and the browser fetches its chunk while the page hydrates. Until the chunk arrives React keeps the server's HTML
 * (a dehydrated Suspense boundary) and then hydrates it in place: nothing is drawn twice, and what was typed
 * meanwhile stays in the fields. React's own `lazy`, not `next/dynamic`, whose loader is itself first-load code
 * and preloads the chunk with the page.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
