"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";

/** Ends the session on the server, then returns home. */
export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
      toast.success("You have been logged out.");
      router.replace("/");
      router.refresh();
    } catch {
      toast.error("Error", { description: "Something went wrong. Please try again." });
      setBusy(false);
    }
  }
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
