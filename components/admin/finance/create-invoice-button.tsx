"use client";

import { useMutation } from "@tanstack/react-query";
import { FilePlus2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { invoiceAnswer } from "@/lib/api/responses/invoices";
import { toast } from "@/lib/toast";

/** "Create invoice": a draft from the job's fees and expenses (nothing goes out yet), then its page. */
export function CreateInvoiceButton({ jobId, size = "sm" }: { jobId: number; size?: "sm" | "default" }) {
  const router = useRouter();
  const create = useMutation({
    mutationFn: () => apiFetch<typeof invoiceAnswer>(`/admin/jobs/${jobId}/invoices`, { method: "POST" }),
    onSuccess: (invoice) => {
      toast.success("Draft invoice created", { description: "Check it, then issue it." });
      router.push(`/admin/invoices/${invoice.id}`);
    },
    onError: (error) => toast.error("Could not create the invoice", { description: error instanceof ApiError ? error.joined : "Please try again." }),
  });
  return (
    <Button size={size} variant="outline" loading={create.isPending} onClick={() => create.mutate()}>
      <FilePlus2 aria-hidden="true" />
      Create invoice
    </Button>
  );
}
