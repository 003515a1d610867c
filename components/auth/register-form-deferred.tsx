"use client";

import { deferred } from "@/components/ui/deferred";

/** The sign-up form, its code loaded while the page hydrates (components/ui/deferred.tsx). */
export const DeferredRegisterForm = deferred(() => import("./register-form").then((m) => m.RegisterForm));
