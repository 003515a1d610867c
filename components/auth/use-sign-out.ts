"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SIGNED_OUT_MESSAGE } from "@/lib/domain/sign-out";
import { toast } from "@/lib/toast";

const SIGN_OUT_FAILED = "Could not log out. Please try again.";

type SignOutOptions = {
  /** Where to go once signed out: "/" for a talent, "/admin" for staff. */
  to: string;
  /** Wait before leaving, so the message can be read (the dashboard's 0.5 s). */
  delayMs?: number;
  /** Say "You have been logged out." in a toast. */
  announce?: boolean;
  /** Clear local and session storage (the dashboard, as the spec says; the public site keeps the shortlist there). */
  clearStorage?: boolean;
  /** Forget what the page cached (a query client). */
  onSignedOut?: () => void;
};

/**
 * The one sign-out of the app: ends the session on the server (an answer of 401 means it had already ended, which
 * is what the user wanted), forgets what the browser cached, then leaves. Any other failure says so and stays, so the
 * user is never shown as signed out while the session lives on.
 */
export function useSignOut({ to, delayMs = 0, announce = false, clearStorage = false, onSignedOut }: SignOutOptions) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) {
        toast.error("Error", { description: SIGN_OUT_FAILED });
        setBusy(false);
        return;
      }
    }
    onSignedOut?.();
    if (clearStorage) {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // Storage can be unavailable (private mode); nothing of the session is kept there anyway.
      }
    }
    if (announce) toast.success(SIGNED_OUT_MESSAGE);
    const leave = () => {
      router.replace(to);
      router.refresh();
    };
    if (delayMs > 0) setTimeout(leave, delayMs);
    else leave();
  }

  return { signOut, busy };
}
