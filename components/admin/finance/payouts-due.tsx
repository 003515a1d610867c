"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Wallet } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DateInput } from "@/components/ui/date-input";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { apiFetch } from "@/lib/api/client";
import type { payoutCreatedAnswer } from "@/lib/api/responses/statements";
import { showDay, showMoney } from "@/lib/domain/finance-display";
import type { LedgerPartyKind } from "@/lib/domain/finance";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";

export interface DueRow {
  party_kind: LedgerPartyKind;
  talent_profile_id: number | null;
  talent_user_id: number | null;
  company_id: number | null;
  name: string | null;
  currency: string;
  payable: string;
  earliest_due_on: string | null;
  entries: number;
}

const keyOf = (r: DueRow) => `${r.party_kind}-${r.talent_profile_id ?? r.company_id}-${r.currency}`;
const today = () => new Date().toISOString().slice(0, 10);
const batchSchema = z.object({
  paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date as YYYY-MM-DD" }),
  reference: z.string().trim().min(1, { error: "Give the reference of the transfer" }).max(120),
  method: z.string().trim().max(40),
});
type BatchValues = z.infer<typeof batchSchema>;

function PartyName({ row }: { row: DueRow }) {
  const name = row.name ?? (row.party_kind === "talent" ? "Talent" : "Agency");
  const href = row.party_kind === "talent" ? (row.talent_user_id ? `/admin/talents/${row.talent_user_id}/statement` : null) : `/admin/clients/${row.company_id}`;
  return href ? (
    <Link href={href} className="font-medium underline-offset-4 hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-medium">{name}</span>
  );
}

/** The batch "Mark paid": one payout per chosen party with the same day, reference and method; each gets its remittance mail. */
function MarkPaidDialog({ rows, open, onOpenChange, onDone }: { rows: DueRow[]; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<BatchValues>({ resolver: zodResolver(batchSchema), defaultValues: { paid_on: today(), reference: "", method: "Bank transfer" }, shouldFocusError: false });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [failures, setFailures] = useState<string[]>([]);
  const pay = useMutation({
    mutationFn: async (v: BatchValues) => {
      const failed: string[] = [];
      const numbers: string[] = [];
      for (const r of rows) {
        const party = r.party_kind === "talent" ? { talent_profile_id: r.talent_profile_id } : { company_id: r.company_id };
        try {
          const p = await apiFetch<typeof payoutCreatedAnswer>("/admin/payouts", { method: "POST", body: { ...party, currency: r.currency, paid_on: v.paid_on, reference: v.reference, method: v.method || null } });
          numbers.push(p.number);
        } catch (error) {
          failed.push(`${r.name ?? "A party"}: ${errorMessage(error, "not paid")}`);
        }
      }
      return { numbers, failed };
    },
    onSuccess: ({ numbers, failed }) => {
      setFailures(failed);
      if (numbers.length) toast.success(`${numbers.length} payout${numbers.length === 1 ? "" : "s"} recorded`, { description: numbers.join(", ") });
      if (failed.length === 0) onOpenChange(false);
      onDone();
    },
  });
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={(o) => (pay.isPending ? undefined : onOpenChange(o))}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Mark {rows.length} paid</DialogTitle>
          <DialogDescription asChild>
            <div>
              <p>Each party&apos;s whole payable balance becomes one payout with its own remittance number, and each gets the <strong>remittance</strong> mail:</p>
              <ul className="mt-2 list-disc pl-5">
                {rows.map((r) => (
                  <li key={keyOf(r)}>
                    {r.name ?? "—"}: {showMoney(r.payable, r.currency)}
                  </li>
                ))}
              </ul>
            </div>
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          noValidate
          aria-label="Mark paid"
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(
            (v) => {
              clearReport();
              pay.mutate(v);
            },
            (invalid) => reportErrors(countFieldErrors(invalid)),
          )}
        >
          <FormErrorAnnouncer report={report} />
          <FormField label="Paid on" required error={e.paid_on?.message}>
            <DateInput {...register("paid_on")} />
          </FormField>
          <FormField label="Reference" required error={e.reference?.message} hint="One reference for the whole batch, e.g. the bank's batch id.">
            <Input {...register("reference")} autoComplete="off" />
          </FormField>
          <FormField label="Method" error={e.method?.message}>
            <Input {...register("method")} autoComplete="off" />
          </FormField>
          {failures.length > 0 && (
            <div role="alert" className="text-sm text-destructive">
              {failures.map((f) => (
                <p key={f}>{f}</p>
              ))}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pay.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={pay.isPending}>
              {pay.isPending ? "Paying…" : "Mark paid and send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** `/admin/finance/payouts` (issue 41): talents and agencies with a payable balance, earliest due first, paid in a batch. */
export function PayoutsDue({ rows, page, lastPage }: { rows: DueRow[]; page: number; lastPage: number }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState(false);
  const toggle = (k: string) => setChosen((s) => (s.has(k) ? new Set([...s].filter((x) => x !== k)) : new Set([...s, k])));
  const selected = rows.filter((r) => chosen.has(keyOf(r)));
  const allChosen = rows.length > 0 && selected.length === rows.length;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/finance" className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Finance
      </Link>
      <PageHeader
        title="Payouts"
        description="What the agency owes talents and mother agencies now that their clients have paid."
        actions={
          <Button disabled={selected.length === 0} onClick={() => setOpen(true)}>
            Mark paid{selected.length ? ` (${selected.length})` : ""}
          </Button>
        }
      />
      {rows.length === 0 ? (
        <EmptyState icon={<Wallet />} title="Nothing to pay" text="Entries become payable when the client's invoice is paid." />
      ) : (
        <>
          <ul className="flex flex-col gap-3 md:hidden">
            {rows.map((r) => (
              <li key={keyOf(r)}>
                <Card>
                  <CardContent className="flex items-start gap-3 pt-4">
                    <input type="checkbox" className="mt-1 size-4" checked={chosen.has(keyOf(r))} onChange={() => toggle(keyOf(r))} aria-label={`Choose ${r.name ?? "party"}`} />
                    <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                      <div className="flex justify-between gap-2">
                        <PartyName row={r} />
                        <span className="tnum font-semibold">{showMoney(r.payable, r.currency)}</span>
                      </div>
                      <span className="text-muted-foreground">
                        {r.party_kind === "talent" ? "Talent" : "Agency"} · due {showDay(r.earliest_due_on)} · {r.entries} entries
                      </span>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border border-border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Payouts due</caption>
              <thead className="border-b border-border bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2">
                    <input type="checkbox" className="size-4" checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map(keyOf)))} aria-label="Choose all" />
                  </th>
                  <th scope="col" className="px-3 py-2">Payee</th>
                  <th scope="col" className="px-3 py-2">Kind</th>
                  <th scope="col" className="px-3 py-2">Earliest due</th>
                  <th scope="col" className="px-3 py-2">Entries</th>
                  <th scope="col" className="px-3 py-2 text-right">Payable</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((r) => (
                  <tr key={keyOf(r)}>
                    <td className="px-3 py-2">
                      <input type="checkbox" className="size-4" checked={chosen.has(keyOf(r))} onChange={() => toggle(keyOf(r))} aria-label={`Choose ${r.name ?? "party"}`} />
                    </td>
                    <td className="px-3 py-2">
                      <PartyName row={r} />
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant="outline">{r.party_kind === "talent" ? "Talent" : "Agency"}</Badge>
                    </td>
                    <td className="px-3 py-2">{showDay(r.earliest_due_on)}</td>
                    <td className="tnum px-3 py-2">{r.entries}</td>
                    <td className="tnum px-3 py-2 text-right font-medium">{showMoney(r.payable, r.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {lastPage > 1 && <Pagination page={page} totalPages={lastPage} hrefFor={(p) => `/admin/finance/payouts?page=${p}`} />}
      <MarkPaidDialog
        rows={selected}
        open={open}
        onOpenChange={setOpen}
        onDone={() => {
          setChosen(new Set());
          router.refresh();
        }}
      />
    </div>
  );
}
