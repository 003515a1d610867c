"use client";

import { useSignOut } from "./use-sign-out";

/** Ends the session on the server, then returns home (the application received page). */
export function SignOutButton({ className }: { className?: string }) {
  const { signOut, busy } = useSignOut({ to: "/", announce: true });
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className ?? "text-foreground underline underline-offset-4 hover:text-accent disabled:opacity-60"}
    >
      {busy ? "Signing out..." : "Sign out"}
    </button>
  );
}
