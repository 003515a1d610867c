"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { confirmGuardianConsentResponse } from "@/lib/api/responses/talent-publication";

/**
 * The guardian's one action: confirm consent (`POST /api/v1/guardian/{token}`), then show the page again, which
 * now reads the confirmation. A failure (the link used or expired meanwhile) is said in words beside the button.
 */
export function GuardianConfirm({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<typeof confirmGuardianConsentResponse>(`/guardian/${encodeURIComponent(token)}`, { method: "POST" });
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong. Please try again.");
      setBusy(false);
    }
  }

  return (
    <div className="mt-10">
      <Button size="xl" className="w-full sm:w-auto" onClick={confirm} loading={busy}>
        I confirm my consent
      </Button>
      {error && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
