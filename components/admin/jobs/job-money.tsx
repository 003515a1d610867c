"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { expensesAnswer, feesAnswer, quoteAnswer, usagesAnswer } from "@/lib/api/responses/companies";
import { queryKeys } from "@/lib/api/query-keys";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { EXPENSE_KINDS, EXPENSE_PAYERS, FEE_KIND_LABELS, FEE_KINDS } from "@/lib/domain/quote";
import { USAGE_EXCLUSIVITIES, USAGE_EXCLUSIVITY_LABELS, USAGE_MEDIA, USAGE_MEDIA_LABELS } from "@/lib/domain/usages";
import { toast } from "@/lib/toast";
import type { JobJson } from "./types";

type Fee = Awaited<ReturnType<typeof apiFetch<typeof feesAnswer>>>["fees"][number];
type Talent = { id: number; name: string };

const EXPENSE_KIND_LABELS: Record<(typeof EXPENSE_KINDS)[number], string> = { travel: "Travel", accommodation: "Accommodation", per_diem: "Per diem", transport: "Transport", other: "Other" };
const PAYER_LABELS: Record<(typeof EXPENSE_PAYERS)[number], string> = { agency: "Paid by the agency", talent: "Paid by the talent", client: "Paid by the client" };

function show(text: string, currency: string) {
  const minor = parseDecimal(text, currency);
  return minor === null ? text : formatMoney(minor, currency);
}

/**
 * A small controlled form's state with the API's field errors: each at its field, the first focused. `ids` maps a
 * field to its control's id.
 */
function useFieldErrors(prefix: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (error: unknown, order: readonly string[], fallback: string) => {
    const next: Record<string, string> = {};
    if (error instanceof ApiError && error.errors) for (const f of order) if (error.errors[f]?.length) next[f] = error.errors[f][0];
    setErrors(next);
    const first = order.find((f) => next[f]);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
    else toast.error("Error", { description: errorMessage(error, fallback) });
  };
  return { errors, clear: () => setErrors({}), fail, id: (f: string) => `${prefix}-${f}` };
}

function useInvalidate(jobId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobMoney(jobId) });
}

/** One save of a Money tab form: sends, says so, refreshes the tab's reads and closes; errors at their fields. */
function useMoneySave(
  jobId: number,
  f: ReturnType<typeof useFieldErrors>,
  how: { send: () => Promise<unknown>; saved: () => string; failed: string; fields: readonly string[]; onDone: () => void },
) {
  const invalidate = useInvalidate(jobId);
  return useMutation({
    mutationFn: how.send,
    onSuccess: async () => {
      toast.success(how.saved());
      await invalidate();
      how.onDone();
    },
    onError: (error) => f.fail(error, how.fields, how.failed),
  });
}

/** A Money tab form: no browser validation (the API's errors show at their fields), errors cleared and sent on submit. */
function MoneyForm({ label, f, save, children }: { label: string; f: ReturnType<typeof useFieldErrors>; save: { mutate: () => void }; children: React.ReactNode }) {
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        f.clear();
        save.mutate();
      }}
    >
      {children}
    </form>
  );
}

const FEE_FIELDS = ["talent_profile_id", "kind", "quantity", "unit_amount", "description", "vat_percent", "usage_id", "agency_fee_applies"] as const;

function FeeForm({ jobId, currency, talents, usages, fee, talentId, onDone }: { jobId: number; currency: string; talents: Talent[]; usages: { id: number; summary: string }[]; fee: Fee | null; talentId: number | null; onDone: () => void }) {
  const f = useFieldErrors("fee");
  const [v, setV] = useState({
    talent_profile_id: String(fee?.talent_profile_id ?? talentId ?? ""),
    kind: fee?.kind ?? "day_rate",
    quantity: fee?.quantity ?? "1",
    unit_amount: fee && !fee.unit_from_day_rate ? fee.unit_amount : "",
    description: fee?.description ?? "",
    vat_percent: fee?.vat_percent ?? "",
    usage_id: fee?.usage_id ? String(fee.usage_id) : "",
    agency_fee_applies: fee?.agency_fee_applies ?? true,
  });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setV((s) => ({ ...s, [k]: e.target.value }));
  const save = useMoneySave(jobId, f, {
    send: () =>
      apiFetch(fee ? `/admin/job-fees/${fee.id}` : `/admin/jobs/${jobId}/fees`, {
        method: fee ? "PUT" : "POST",
        body: {
          talent_profile_id: v.talent_profile_id ? Number(v.talent_profile_id) : null,
          kind: v.kind,
          quantity: v.quantity,
          unit_amount: v.unit_amount.trim() === "" ? null : v.unit_amount.trim(),
          description: v.description,
          ...(v.vat_percent.trim() ? { vat_percent: v.vat_percent.trim() } : {}),
          usage_id: v.usage_id ? Number(v.usage_id) : null,
          agency_fee_applies: v.agency_fee_applies,
        },
      }),
    saved: () => fee ? "Fee saved" : "Fee added",
    failed: "Could not save the fee.",
    fields: FEE_FIELDS,
    onDone,
  });
  return (
    <MoneyForm label={fee ? "Edit fee" : "New fee"} f={f} save={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={f.id("talent_profile_id")} label="Talent" error={f.errors.talent_profile_id}>
          <NativeSelect value={v.talent_profile_id} onChange={set("talent_profile_id")}>
            <option value="">The job (no talent)</option>
            {talents.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f.id("kind")} label="Kind" error={f.errors.kind}>
          <NativeSelect value={v.kind} onChange={set("kind")}>
            {FEE_KINDS.map((k) => (
              <option key={k} value={k}>
                {FEE_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f.id("quantity")} label={v.kind === "overtime" || v.kind === "hourly" ? "Hours" : "Quantity"} required error={f.errors.quantity}>
          <Input value={v.quantity} onChange={set("quantity")} inputMode="decimal" maxLength={10} autoComplete="off" />
        </FormField>
        <FormField
          id={f.id("unit_amount")}
          label={`Unit (${currency})`}
          hint={v.kind === "overtime" ? "Empty: the talent's day rate × the overtime multiplier ÷ the day's hours" : undefined}
          error={f.errors.unit_amount}
        >
          <Input value={v.unit_amount} onChange={set("unit_amount")} inputMode="decimal" maxLength={20} autoComplete="off" placeholder={currency === "JPY" ? "150000" : "1500.00"} />
        </FormField>
        <FormField id={f.id("vat_percent")} label="VAT (%)" hint="Empty: the default rate" error={f.errors.vat_percent}>
          <Input value={v.vat_percent} onChange={set("vat_percent")} inputMode="decimal" maxLength={6} autoComplete="off" />
        </FormField>
        <FormField id={f.id("usage_id")} label="Usage it licenses" error={f.errors.usage_id}>
          <NativeSelect value={v.usage_id} onChange={set("usage_id")}>
            <option value="">None</option>
            {usages.map((u) => (
              <option key={u.id} value={u.id}>
                {u.summary}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={f.id("description")} label="Description" error={f.errors.description}>
        <Input value={v.description} onChange={set("description")} maxLength={300} autoComplete="off" />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={v.agency_fee_applies} onCheckedChange={(c) => setV((s) => ({ ...s, agency_fee_applies: c === true }))} />
        The agency fee applies
      </label>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {fee ? "Save fee" : "Add fee"}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </MoneyForm>
  );
}

const EXPENSE_FIELDS = ["kind", "amount", "paid_by", "rebill", "markup_percent", "vat_percent", "description"] as const;

function ExpenseForm({ jobId, currency, onDone }: { jobId: number; currency: string; onDone: () => void }) {
  const f = useFieldErrors("expense");
  const [v, setV] = useState({ kind: "travel", amount: "", paid_by: "agency", rebill: true, markup_percent: "", description: "" });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setV((s) => ({ ...s, [k]: e.target.value }));
  const save = useMoneySave(jobId, f, {
    send: () =>
      apiFetch(`/admin/jobs/${jobId}/expenses`, {
        method: "POST",
        body: { kind: v.kind, amount: v.amount.trim(), paid_by: v.paid_by, rebill: v.paid_by === "client" ? false : v.rebill, markup_percent: v.markup_percent.trim() || null, description: v.description },
      }),
    saved: () => "Expense added",
    failed: "Could not add the expense.",
    fields: EXPENSE_FIELDS,
    onDone,
  });
  return (
    <MoneyForm label="New expense" f={f} save={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={f.id("kind")} label="Kind" error={f.errors.kind}>
          <NativeSelect value={v.kind} onChange={set("kind")}>
            {EXPENSE_KINDS.map((k) => (
              <option key={k} value={k}>
                {EXPENSE_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f.id("amount")} label={`Amount (${currency})`} required error={f.errors.amount}>
          <Input value={v.amount} onChange={set("amount")} inputMode="decimal" maxLength={20} autoComplete="off" />
        </FormField>
        <FormField id={f.id("paid_by")} label="Paid by" error={f.errors.paid_by}>
          <NativeSelect value={v.paid_by} onChange={set("paid_by")}>
            {EXPENSE_PAYERS.map((p) => (
              <option key={p} value={p}>
                {PAYER_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f.id("markup_percent")} label="Markup (%)" error={f.errors.markup_percent}>
          <Input value={v.markup_percent} onChange={set("markup_percent")} inputMode="decimal" maxLength={6} autoComplete="off" placeholder="0.00" />
        </FormField>
      </div>
      <FormField id={f.id("description")} label="Description" error={f.errors.description}>
        <Input value={v.description} onChange={set("description")} maxLength={300} autoComplete="off" />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={v.paid_by !== "client" && v.rebill} disabled={v.paid_by === "client"} onCheckedChange={(c) => setV((s) => ({ ...s, rebill: c === true }))} />
        Billed on to the client
      </label>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Add expense
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </MoneyForm>
  );
}

const USAGE_FIELDS = ["media", "territory", "starts_on", "ends_on", "perpetual", "exclusivity", "exclusivity_category", "company_id"] as const;

function UsageForm({ jobId, onDone }: { jobId: number; onDone: () => void }) {
  const f = useFieldErrors("usage");
  const [media, setMedia] = useState<string[]>([]);
  const [v, setV] = useState({ territory: "", starts_on: "", ends_on: "", perpetual: false, exclusivity: "none", exclusivity_category: "" });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setV((s) => ({ ...s, [k]: e.target.value }));
  const save = useMoneySave(jobId, f, {
    send: () =>
      apiFetch(`/admin/jobs/${jobId}/usages`, {
        method: "POST",
        body: {
          media,
          territory: v.territory.split(/[\s,;]+/).filter(Boolean),
          starts_on: v.starts_on,
          ends_on: v.perpetual || !v.ends_on ? null : v.ends_on,
          perpetual: v.perpetual,
          exclusivity: v.exclusivity,
          exclusivity_category: v.exclusivity_category,
        },
      }),
    saved: () => "Usage added",
    failed: "Could not add the usage.",
    fields: USAGE_FIELDS,
    onDone,
  });
  return (
    <MoneyForm label="New usage" f={f} save={save}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Media</legend>
        <div id={f.id("media")} tabIndex={-1} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {USAGE_MEDIA.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <Checkbox checked={media.includes(m)} onCheckedChange={(c) => setMedia((list) => (c === true ? [...list, m] : list.filter((x) => x !== m)))} />
              {USAGE_MEDIA_LABELS[m]}
            </label>
          ))}
        </div>
        {f.errors.media && (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {f.errors.media}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={f.id("territory")} label="Territory" hint="Country codes, EU or WW, separated by commas" required error={f.errors.territory}>
          <Input value={v.territory} onChange={set("territory")} maxLength={200} autoComplete="off" placeholder="EU" />
        </FormField>
        <FormField id={f.id("exclusivity")} label="Exclusivity" error={f.errors.exclusivity}>
          <NativeSelect value={v.exclusivity} onChange={set("exclusivity")}>
            {USAGE_EXCLUSIVITIES.map((x) => (
              <option key={x} value={x}>
                {USAGE_EXCLUSIVITY_LABELS[x]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={f.id("starts_on")} label="From" required error={f.errors.starts_on}>
          <Input type="date" value={v.starts_on} onChange={set("starts_on")} />
        </FormField>
        <FormField id={f.id("ends_on")} label="Until" error={f.errors.ends_on}>
          <Input type="date" value={v.ends_on} onChange={set("ends_on")} disabled={v.perpetual} />
        </FormField>
        {v.exclusivity === "category" && (
          <FormField id={f.id("exclusivity_category")} label="Category" required error={f.errors.exclusivity_category}>
            <Input value={v.exclusivity_category} onChange={set("exclusivity_category")} maxLength={160} autoComplete="off" />
          </FormField>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={v.perpetual} onCheckedChange={(c) => setV((s) => ({ ...s, perpetual: c === true }))} />
        Perpetual (no end)
      </label>
      {f.errors.company_id && (
        <p role="alert" className="text-sm text-destructive">
          {f.errors.company_id}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Add usage
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </MoneyForm>
  );
}

function DeleteButton({ label, path, jobId, what }: { label: string; path: string; jobId: number; what: string }) {
  const invalidate = useInvalidate(jobId);
  return (
    <ConfirmDialog
      trigger={
        <Button size="icon-sm" variant="ghost" aria-label={label}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`${label}?`}
      confirmLabel="Remove"
      variant="destructive"
      onConfirm={async () => {
        try {
          await apiFetch(path, { method: "DELETE" });
          toast.success(`${what} removed`);
          await invalidate();
        } catch (error) {
          toast.error("Error", { description: errorMessage(error, `Could not remove the ${what.toLowerCase()}.`) });
          throw error;
        }
      }}
    />
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-border pt-2 font-semibold" : ""}`}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tnum">{value}</dd>
    </div>
  );
}

type Dialogs = { kind: "fee"; fee: Fee | null; talentId: number | null } | { kind: "expense" } | { kind: "usage" } | null;

/** The job's Money tab (issue 40): fee lines per talent, expenses, usages and the quote's totals. */
export function JobMoney({ job }: { job: JobJson }) {
  const [dialog, setDialog] = useState<Dialogs>(null);
  const key = queryKeys.admin.jobMoney(job.id);
  const fees = useQuery({ queryKey: [...key, "fees"], queryFn: () => apiFetch<typeof feesAnswer>(`/admin/jobs/${job.id}/fees`) });
  const expenses = useQuery({ queryKey: [...key, "expenses"], queryFn: () => apiFetch<typeof expensesAnswer>(`/admin/jobs/${job.id}/expenses`) });
  const usages = useQuery({ queryKey: [...key, "usages"], queryFn: () => apiFetch<typeof usagesAnswer>(`/admin/jobs/${job.id}/usages`) });
  const quote = useQuery({ queryKey: [...key, "quote"], queryFn: () => apiFetch<typeof quoteAnswer>(`/admin/jobs/${job.id}/quote`), retry: false });

  const talents: Talent[] = [...new Map(job.lines.filter((l) => l.state === "option" || l.state === "confirmed").map((l) => [l.talent_profile_id, { id: l.talent_profile_id, name: l.stage_name }])).values()];
  const c = job.currency;
  const usageOptions = (usages.data?.usages ?? []).map((u) => ({ id: u.id, summary: u.labels.summary }));
  const failed = [fees, expenses, usages].find((q) => q.isError);
  if (fees.isPending || expenses.isPending || usages.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          Loading the money...
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (failed) return <LoadError message="Could not load the job's money." onRetry={() => void Promise.all([fees.refetch(), expenses.refetch(), usages.refetch()])} retrying={failed.isFetching} />;

  const byTalent = new Map<number | null, Fee[]>();
  for (const t of talents) byTalent.set(t.id, []);
  for (const fee of fees.data?.fees ?? []) byTalent.set(fee.talent_profile_id, [...(byTalent.get(fee.talent_profile_id) ?? []), fee]);
  const nameOf = (id: number | null) => (id === null ? "The job" : (talents.find((t) => t.id === id)?.name ?? `Talent ${id}`));

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle as="h2">Fees</CardTitle>
            <Button size="sm" onClick={() => setDialog({ kind: "fee", fee: null, talentId: talents[0]?.id ?? null })}>
              <Plus aria-hidden="true" />
              Add fee
            </Button>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {byTalent.size === 0 ? (
              <p className="text-sm text-muted-foreground">No talent on the job yet: place a line first, then price it here.</p>
            ) : (
              [...byTalent.entries()].map(([talentId, list]) => (
                <section key={talentId ?? "job"} aria-label={`Fees of ${nameOf(talentId)}`}>
                  <h3 className="mb-1 flex items-center justify-between font-sans text-sm font-semibold">
                    {nameOf(talentId)}
                    <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: "fee", fee: null, talentId })}>
                      <Plus aria-hidden="true" />
                      Fee
                    </Button>
                  </h3>
                  {list.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No fee yet.</p>
                  ) : (
                    <ul className="divide-y divide-border rounded-md border border-border text-sm">
                      {list.map((fee) => (
                        <li key={fee.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                          <span className="min-w-0">
                            <span className="font-medium">{fee.kind_label}</span>
                            {fee.description && <span className="text-muted-foreground"> · {fee.description}</span>}
                            <span className="block text-xs text-muted-foreground tnum">
                              {fee.quantity} × {show(fee.unit_amount, c)}
                              {fee.unit_from_day_rate && " (from the day rate)"}
                              {!fee.agency_fee_applies && " · no agency fee"}
                              {` · VAT ${fee.vat_percent}%`}
                            </span>
                          </span>
                          <span className="flex items-center gap-1">
                            <span className="tnum font-medium">{show(fee.amount, c)}</span>
                            <Button size="icon-sm" variant="ghost" aria-label={`Edit ${fee.kind_label} of ${nameOf(talentId)}`} onClick={() => setDialog({ kind: "fee", fee, talentId })}>
                              <Pencil aria-hidden="true" />
                            </Button>
                            <DeleteButton label={`Remove ${fee.kind_label} of ${nameOf(talentId)}`} path={`/admin/job-fees/${fee.id}`} jobId={job.id} what="Fee" />
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle as="h2">Expenses</CardTitle>
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "expense" })}>
              <Plus aria-hidden="true" />
              Add expense
            </Button>
          </CardHeader>
          <CardContent>
            {expenses.data?.expenses.length ? (
              <ul className="divide-y divide-border text-sm">
                {expenses.data.expenses.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{EXPENSE_KIND_LABELS[e.kind]}</span>
                      {e.description && <span className="text-muted-foreground"> · {e.description}</span>}
                      <span className="block text-xs text-muted-foreground">
                        {PAYER_LABELS[e.paid_by]} · {e.rebill ? `billed on${e.markup_percent !== "0.00" ? ` +${e.markup_percent}%` : ""}` : "not billed on"}
                      </span>
                    </span>
                    <span className="flex items-center gap-1">
                      <span className="tnum">{show(e.amount, c)}</span>
                      <DeleteButton label={`Remove the ${EXPENSE_KIND_LABELS[e.kind].toLowerCase()} expense`} path={`/admin/job-expenses/${e.id}`} jobId={job.id} what="Expense" />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No expense.</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle as="h2">Usage rights</CardTitle>
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "usage" })}>
              <Plus aria-hidden="true" />
              Add usage
            </Button>
          </CardHeader>
          <CardContent>
            {usages.data?.usages.length ? (
              <ul className="divide-y divide-border text-sm">
                {usages.data.usages.map((u) => (
                  <li key={u.id} className="flex items-start justify-between gap-2 py-2">
                    <span className="flex flex-col gap-1">
                      <span className="flex flex-wrap gap-1">
                        {u.labels.media.map((m) => (
                          <Badge key={m} variant="secondary">
                            {m}
                          </Badge>
                        ))}
                      </span>
                      <span className="text-muted-foreground">
                        {u.labels.territory.join(", ")} · {u.labels.period}
                      </span>
                    </span>
                    <DeleteButton label="Remove this usage" path={`/admin/job-usages/${u.id}`} jobId={job.id} what="Usage" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No usage right recorded.</p>
            )}
          </CardContent>
        </Card>
      </div>

      <Card className="self-start" role="region" aria-label="Quote totals">
        <CardHeader>
          <CardTitle as="h2">Quote</CardTitle>
        </CardHeader>
        <CardContent>
          {quote.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : quote.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(quote.error, "Could not price the job.")}
            </p>
          ) : (
            <dl className="text-sm">
              {quote.data.talents.map((t) => (
                <Row key={t.talent_profile_id ?? "job"} label={t.stage_name} value={show(t.fees_total, c)} />
              ))}
              <Row label="Talent fees" value={show(quote.data.talent_fees, c)} strong />
              <Row label="Agency fee" value={show(quote.data.agency_fee, c)} />
              <Row label="Expenses" value={show(quote.data.expenses, c)} />
              <Row label="Net" value={show(quote.data.net, c)} strong />
              {quote.data.vat.map((g) => (
                <Row key={g.percent} label={`VAT ${g.percent}% on ${show(g.base, c)}`} value={show(g.amount, c)} />
              ))}
              <Row label="Total" value={show(quote.data.total, c)} strong />
              {quote.data.vat_note && <p className="mt-2 text-xs text-muted-foreground">{quote.data.vat_note}</p>}
            </dl>
          )}
        </CardContent>
      </Card>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{dialog?.kind === "fee" ? (dialog.fee ? "Edit fee" : "New fee") : dialog?.kind === "expense" ? "New expense" : "New usage right"}</DialogTitle>
          </DialogHeader>
          {dialog?.kind === "fee" && <FeeForm jobId={job.id} currency={c} talents={talents} usages={usageOptions} fee={dialog.fee} talentId={dialog.talentId} onDone={() => setDialog(null)} />}
          {dialog?.kind === "expense" && <ExpenseForm jobId={job.id} currency={c} onDone={() => setDialog(null)} />}
          {dialog?.kind === "usage" && <UsageForm jobId={job.id} onDone={() => setDialog(null)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
