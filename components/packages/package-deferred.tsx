"use client";

import { deferred } from "@/components/ui/deferred";

// A client package's client parts, their code loaded while the page hydrates (components/ui/deferred.tsx): the
// server renders the selection form and the "See all photos" buttons; the visit is counted once the code arrives.
export const DeferredSelectionForm = deferred(() => import("./selection-form").then((m) => m.SelectionForm));
export const DeferredVisitBeacon = deferred(() => import("./package-beacons").then((m) => m.VisitBeacon));
export const DeferredMorePhotos = deferred(() => import("./package-beacons").then((m) => m.MorePhotos));
