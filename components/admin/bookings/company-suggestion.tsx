"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { adminBookingAnswer } from "@/lib/api/responses/bookings";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { errorMessage } from "../settings/feedback";

type Suggestion = { id: number; name: string; domain: string | null; reason: "contact_email" | "domain" };

/**
 * Issue 40: the company a request's e-mail suggests ("Looks like Zara (zara.com) — Link"), never linked silently; once
 * linked, the client company the request belongs to.
 */
export function CompanySuggestion({ bookingId, companyId, suggestion }: { bookingId: number; companyId: number | null; suggestion: Suggestion | null | undefined }) {
  const queryClient = useQueryClient();
  const link = useMutation({
    mutationFn: (company_id: number) => apiFetch<typeof adminBookingAnswer>(`/admin/bookings/${bookingId}/link-company`, { method: "POST", body: { company_id } }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.admin.booking(bookingId), data.booking);
      toast.success("Linked to the client", { description: suggestion?.name });
    },
    onError: (error) => toast.error("Could not link the request.", { description: errorMessage(error, "Could not link the request.") }),
  });
  if (companyId !== null) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Building2 className="size-4" aria-hidden="true" />
        Linked to a client company.
        <Link href={`/admin/clients/${companyId}`} className="text-foreground underline underline-offset-4">
          Open it
        </Link>
      </p>
    );
  }
  if (!suggestion) return null;
  return (
    <Alert icon={<Building2 className="size-4" aria-hidden="true" />}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          Looks like <strong>{suggestion.name}</strong>
          {suggestion.domain && ` (${suggestion.domain})`}
          {suggestion.reason === "contact_email" ? ", a known contact" : ""}
        </span>
        <Button size="sm" onClick={() => link.mutate(suggestion.id)} disabled={link.isPending}>
          {link.isPending ? "Linking…" : "Link"}
        </Button>
      </div>
    </Alert>
  );
}
