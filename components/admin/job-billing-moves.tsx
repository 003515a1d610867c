"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { billingStatusAnswer } from "@/lib/api/responses/invoices";
import { BILLING_STATUS_LABELS, MANUAL_BILLING_MOVES } from "@/lib/domain/billing-status";
import type { BillingStatus } from "@/lib/domain/finance";
import { toast } from "@/lib/toast";

const moveLabel = (to: BillingStatus) => (to === "invoice_ready" ? "Mark ready to invoice" : to === "non_billable" ? "Mark not billable" : `Back to ${BILLING_STATUS_LABELS[to].toLowerCase()}`);

/** The hand moves the job's billing status allows; a refusal (409) is shown in the server's words under the buttons. */
export function JobBillingMoves({ jobId, status }: { jobId: number; status: BillingStatus }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (to: BillingStatus) => apiFetch<typeof billingStatusAnswer>(`/admin/jobs/${jobId}/billing-status`, { method: "PUT", body: { billing_status: to } }),
    onSuccess: (answer) => {
      setRefusal(null);
      toast.success("Billing status updated", { description: answer.billing_status_label });
      router.refresh();
    },
    onError: (error) => setRefusal(errorMessage(error, "Could not change the billing status. Please try again.")),
  });
  const moves = MANUAL_BILLING_MOVES[status] ?? [];
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button key={to} size="sm" variant={to === "invoice_ready" ? "default" : "outline"} loading={move.isPending && move.variables === to} disabled={move.isPending} onClick={() => move.mutate(to)}>
            {moveLabel(to)}
          </Button>
        ))}
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
    </div>
  );
}
