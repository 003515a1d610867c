"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { GitMerge } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api/client";
import type { companiesAnswer, companyAnswer, companyMergeAnswer } from "@/lib/api/responses/companies";
import { countOf } from "@/lib/domain/plural";
import { toast } from "@/lib/toast";

/**
 * Merge another company into this one (A5): pick it, see what moves (its contacts, domains, jobs, requests,
 * packages; a contact with an e-mail this company already has is folded into that one), confirm.
 */
export function MergeDialog({ companyId, companyName, contactEmails }: { companyId: number; companyName: string; contactEmails: string[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [fromId, setFromId] = useState<number | null>(null);
  const candidates = useQuery({
    queryKey: ["admin", "companies", { q, merge: companyId }],
    queryFn: () => apiFetch<typeof companiesAnswer>(`/admin/companies?${new URLSearchParams({ q, limit: "20" })}`),
    enabled: open,
  });
  const other = useQuery({
    queryKey: ["admin", "company", fromId],
    queryFn: () => apiFetch<typeof companyAnswer>(`/admin/companies/${fromId}`),
    enabled: open && fromId !== null,
  });
  const merge = useMutation({
    mutationFn: () => apiFetch<typeof companyMergeAnswer>(`/admin/companies/${companyId}/merge`, { method: "POST", body: { from_company_id: fromId } }),
    onSuccess: (result) => {
      const m = result.moved;
      toast.success("Companies merged", {
        description: `Moved ${countOf(m.contacts, "contact")}, ${countOf(m.domains, "domain")}, ${countOf(m.jobs, "job")}, ${countOf(m.bookings, "request")}, ${countOf(m.packages, "package")}; ${countOf(result.contacts_deduplicated, "duplicate contact")} folded.`,
      });
      setOpen(false);
      setFromId(null);
      router.refresh();
    },
    onError: (error) => toast.error("Could not merge", { description: errorMessage(error, "Could not merge the companies.") }),
  });
  const options = (candidates.data?.companies ?? []).filter((c) => c.id !== companyId);
  const picked = other.data;
  const ourEmails = new Set(contactEmails.map((e) => e.toLowerCase()));
  return (
    <Dialog open={open} onOpenChange={(next) => !merge.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <GitMerge aria-hidden="true" />
          Merge…
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Merge into {companyName}</DialogTitle>
          <DialogDescription>The other company’s records move here and it is marked as merged. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <FormField label="Find the other company">
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name, domain or contact e-mail" />
          </FormField>
          <FormField label="Company to merge" error={candidates.isError ? "Could not load the companies." : undefined}>
            <NativeSelect value={fromId ?? ""} onChange={(e) => setFromId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{candidates.isPending ? "Loading…" : options.length ? "Choose…" : "No other company matches"}</option>
              {options.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.domains.length ? ` (${c.domains.join(", ")})` : ""}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {fromId !== null && (
            <div className="rounded-md border border-border p-3 text-sm" aria-live="polite">
              {other.isPending ? (
                <p className="text-muted-foreground">Reading what moves…</p>
              ) : picked ? (
                <>
                  <p className="font-medium">What moves from {picked.name}</p>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    <li>{picked.domains.length ? `Domains: ${picked.domains.join(", ")}` : "No domain"}</li>
                    <li>
                      {countOf(picked.contacts.length, "contact")}
                      {picked.contacts.some((c) => c.email && ourEmails.has(c.email.toLowerCase())) ? " (duplicates folded)" : ""}: a contact with an e-mail {companyName} already has is folded into it
                    </li>
                    <li>
                      {countOf(picked.records.jobs, "job")}, {countOf(picked.records.bookings, "booking request")} and {countOf(picked.records.packages, "package")}
                    </li>
                  </ul>
                </>
              ) : (
                <p className="text-destructive">Could not read that company.</p>
              )}
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button onClick={() => merge.mutate()} disabled={fromId === null} loading={merge.isPending}>
            Merge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
