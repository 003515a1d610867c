"use client";

import { LogOut } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Ends the session on the server, forgets cached admin data and returns to the admin sign-in (spec: Logout target /admin). */
export function LogoutButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const { signOut, busy } = useSignOut({ to: "/admin", clearStorage: true, onSignedOut: () => queryClient.clear() });
  return (
    <Button variant="ghost" size="sm" onClick={signOut} loading={busy} className={cn("justify-start", className)}>
      {!busy && <LogOut aria-hidden="true" />}
      Logout
    </Button>
  );
}
