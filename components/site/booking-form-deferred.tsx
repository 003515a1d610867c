"use client";

import { deferred } from "@/components/ui/deferred";

/** The booking request form, its code loaded while the page hydrates (components/ui/deferred.tsx). */
export const DeferredBookingForm = deferred(() => import("./booking-form").then((m) => m.BookingForm));
