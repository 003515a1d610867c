"use client";

import { deferred } from "@/components/ui/deferred";

// The shortlist page's client parts, their code loaded while the page hydrates (components/ui/deferred.tsx): the
// server renders the list, the remove buttons and the inquiry form, and none of them can act before hydration.
export const DeferredShortlistForm = deferred(() => import("./shortlist-form").then((m) => m.ShortlistForm));
export const DeferredShortlistSync = deferred(() => import("./shortlist-controls").then((m) => m.ShortlistSync));
export const DeferredShortlistRemove = deferred(() => import("./shortlist-controls").then((m) => m.ShortlistRemove));
