"use client";

import { deferred } from "@/components/ui/deferred";

/** "Sign in with a passkey" on the public sign-in, its code loaded while the page hydrates (components/ui/deferred.tsx). */
export const DeferredPasskeySignIn = deferred(() => import("./passkey-sign-in").then((m) => m.PasskeySignIn));
