"use client";

import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useSignOut } from "@/components/auth/use-sign-out";
import { cn } from "@/lib/utils";

/** Spec section 9: the logout redirect waits half a second, so the message can be read. */
const REDIRECT_DELAY_MS = 500;

/** The dashboard's Logout: clears local and session storage, says so, then goes home after half a second (spec). */
export function LogoutButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const { signOut, busy } = useSignOut({
    to: "/",
    delayMs: REDIRECT_DELAY_MS,
    announce: true,
    clearStorage: true,
    onSignedOut: () => queryClient.clear(),
  });
  return (
    <button type="button" onClick={signOut} disabled={busy} aria-busy={busy || undefined} className={cn(className)}>
      <LogOut aria-hidden="true" />
      <span>{busy ? "Logging out..." : "Logout"}</span>
    </button>
  );
}
