"use client";

import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/** Spec section 9: the logout redirect waits half a second, so the message can be read. */
const REDIRECT_DELAY_MS = 500;

/**
 * Ends the session on the server, forgets everything cached in the browser, says so, then goes home. An answer of
 * 401 means the session had already ended, which is what the talent wanted.
 */
export function LogoutButton({ className }: { className?: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) {
        toast.error("Error", { description: "Could not log out. Please try again." });
        setBusy(false);
        return;
      }
    }
    queryClient.clear();
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); nothing of ours is kept there anyway.
    }
    toast.success("You have been logged out.");
    setTimeout(() => {
      router.replace("/");
      router.refresh();
    }, REDIRECT_DELAY_MS);
  }

  return (
    <button type="button" onClick={logout} disabled={busy} aria-busy={busy || undefined} className={cn(className)}>
      <LogOut aria-hidden="true" />
      <span>{busy ? "Logging out..." : "Logout"}</span>
    </button>
  );
}
