"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { destinationFor } from "@/components/auth/destination";
import type { z } from "zod";
import { PasskeyCancelled, assertPasskey } from "@/components/auth/webauthn-client";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { talentLoginAnswer } from "@/lib/api/responses/auth";
import type { authenticationOptionsResponse } from "@/lib/api/responses/passkeys";
import type { PasskeyPanel } from "@/lib/domain/passkeys";
import { toast } from "@/lib/toast";

type SignedInUser = z.infer<typeof talentLoginAnswer>["data"]["user"];

/**
 * "Sign in with a passkey": no email needed, the browser offers the passkeys it holds for this site. The WebAuthn
 * code loads on the click, so the sign-in page's first load does not carry it.
 */
export function PasskeySignIn({
  panel,
  next,
  onSignedIn,
}: {
  panel: PasskeyPanel;
  /** Where the talent sign-in goes on (its `?next=`), when `onSignedIn` does not lead on itself. */
  next?: string;
  onSignedIn?: (user: SignedInUser) => void | Promise<void>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setBusy(true);
    try {
      const options = await apiFetch<typeof authenticationOptionsResponse>("/auth/passkeys/authentication/options", { method: "POST" });
      const response = await assertPasskey(options);
      const { user } = await apiFetch<typeof talentLoginAnswer>("/auth/passkeys/authentication", { body: { panel, response } });
      toast.success("Login Successful", { description: `Welcome back, ${user.name}` });
      if (onSignedIn) await onSignedIn(user);
      else {
        router.replace(destinationFor(user, next));
        router.refresh();
      }
    } catch (error) {
      setBusy(false);
      if (error instanceof PasskeyCancelled) return;
      toast.error("Login Failed", { description: (error instanceof Error && error.message) || "Something went wrong" });
    }
  }
  return (
    <Button type="button" variant="outline" className="w-full" loading={busy} onClick={signIn}>
      {!busy && <KeyRound aria-hidden="true" />}
      {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
    </Button>
  );
}
