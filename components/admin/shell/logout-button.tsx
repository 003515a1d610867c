"use client";

import { LogOut } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/** Ends the session on the server, forgets cached admin data and returns to the admin sign-in. */
export function LogoutButton({ className }: { className?: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
    } catch {
      // The cookie may already be gone; the sign-in page is the right place either way.
      toast.error("Error", { description: "Something went wrong" });
    }
    queryClient.clear();
    router.replace("/admin");
    router.refresh();
  }

  return (
    <Button variant="ghost" size="sm" onClick={logout} loading={busy} className={cn("justify-start", className)}>
      {!busy && <LogOut aria-hidden="true" />}
      Logout
    </Button>
  );
}
