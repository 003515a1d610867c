"use client";

import { deferred } from "@/components/ui/deferred";

/** The contact form, its code loaded while the page hydrates (components/ui/deferred.tsx). */
export const DeferredContactForm = deferred(() => import("./contact-form").then((m) => m.ContactForm));
