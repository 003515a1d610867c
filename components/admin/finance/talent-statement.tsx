"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/client";
import type { agencyRelationCreatedAnswer, agencyRelationDeletedAnswer, manualEntryAnswer, payoutCreatedAnswer, talentFinanceUpdatedAnswer } from "@/lib/api/responses/statements";
import type { AgencyRelationMode } from "@/lib/domain/finance";
import { isPositiveMoney, showDay, showMoney } from "@/lib/domain/finance-display";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { FormDialog } from "./form-dialog";
import { EntriesTable, StatementSumsRow, type EntryView, type StatementSums } from "./statement-parts";

const today = () => new Date().toISOString().slice(0, 10);
const amountText = z.string().trim().regex(/^\d{1,13}(\.\d{1,3})?$/, { error: "Enter an amount above zero such as 500.00" });
const percentText = z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, { error: "Enter a percentage such as 20.00" });
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date as YYYY-MM-DD" });

interface FinanceRecordView {
  talent_profile_id: number;
  commission_percent: string | null;
  effective_commission_percent: string;
  vat_registered: boolean;
  vat_id: string | null;
  vat_percent: string | null;
  payout_name: string | null;
  iban: string | null;
}

interface RelationView {
  id: number;
  company_id: number;
  company_name: string | null;
  relation: string;
  commission_percent: string;
  mode: AgencyRelationMode;
  basis: string;
  starts_on: string;
  ends_on: string | null;
}

export interface TalentStatementProps {
  userId: number;
  name: string | null;
  statement: StatementSums & { talent_profile_id: number; entries: EntryView[]; page: number; last_page: number };
  finance: FinanceRecordView;
  relations: RelationView[];
  agencies: { id: number; name: string }[];
}

const manualSchema = z.object({ amount: amountText, description: z.string().trim().min(1, { error: "Please describe the entry" }).max(300) });

function ManualEntryDialog({ userId, kind, currency, open, onOpenChange }: { userId: number; kind: "advance" | "chargeback"; currency: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const advance = kind === "advance";
  return (
    <FormDialog<z.infer<typeof manualSchema>>
      open={open}
      onOpenChange={onOpenChange}
      title={advance ? "Record an advance" : "Record a chargeback"}
      description={
        advance
          ? "Cash given to the talent now: it is recorded as paid, and the same amount is deducted from her next payout. No mail goes out."
          : "An amount the talent owes back, deducted from her next payout (payable at once). No mail goes out."
      }
      schema={manualSchema}
      defaults={{ amount: "", description: "" }}
      fields={["amount", "description"]}
      submitLabel={advance ? "Record advance" : "Record chargeback"}
      busyLabel="Recording…"
      done={advance ? "Advance recorded" : "Chargeback recorded"}
      submit={(v) => apiFetch<typeof manualEntryAnswer>(`/admin/talents/${userId}/ledger`, { method: "POST", body: { kind, amount: v.amount, currency, description: v.description } })}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label={`Amount (${currency})`} required error={errors.amount?.message}>
            <Input {...register("amount")} inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField label="Description" required error={errors.description?.message}>
            <Input {...register("description")} autoComplete="off" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

const paySchema = z.object({ paid_on: dayText, reference: z.string().trim().max(120), method: z.string().trim().max(40) });
export type PayValues = z.infer<typeof paySchema>;

/** Pay a party's whole payable balance: one payout with an RM- number and the remittance mail. */
export function PayDialog({
  party,
  name,
  payable,
  currency,
  open,
  onOpenChange,
}: {
  party: { talent_profile_id: number } | { company_id: number };
  name: string;
  payable: string;
  currency: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <FormDialog<PayValues>
      open={open}
      onOpenChange={onOpenChange}
      title={`Pay ${name}`}
      description={
        <p>
          Pays the whole payable balance of <strong>{showMoney(payable, currency)}</strong> as one payout with the next remittance number. The{" "}
          <strong>remittance</strong> mail with the lines paid goes to {name}.
        </p>
      }
      schema={paySchema}
      defaults={{ paid_on: today(), reference: "", method: "Bank transfer" }}
      fields={["paid_on", "reference", "method"]}
      submitLabel="Mark paid and send"
      busyLabel="Paying…"
      done={(r) => `Payout ${(r as { number: string }).number} recorded`}
      submit={(v) =>
        apiFetch<typeof payoutCreatedAnswer>("/admin/payouts", { method: "POST", body: { ...party, currency, paid_on: v.paid_on, reference: v.reference || null, method: v.method || null } })
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Paid on" required error={errors.paid_on?.message}>
            <DateInput {...register("paid_on")} />
          </FormField>
          <FormField label="Reference" error={errors.reference?.message} hint="The bank's reference of the transfer.">
            <Input {...register("reference")} autoComplete="off" />
          </FormField>
          <FormField label="Method" error={errors.method?.message}>
            <Input {...register("method")} autoComplete="off" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

const financeFormSchema = z
  .object({
    commission_percent: z.union([percentText, z.literal("")]),
    vat_registered: z.boolean(),
    vat_id: z.string().trim().max(30),
    vat_percent: z.union([percentText, z.literal("")]),
    payout_name: z.string().trim().max(160),
    iban: z.string().trim().max(42),
  })
  .refine((v) => !v.vat_registered || v.vat_percent !== "", { path: ["vat_percent"], error: "A VAT-registered talent needs a VAT percentage" });
type FinanceValues = z.infer<typeof financeFormSchema>;
const financeFields = ["commission_percent", "vat_registered", "vat_id", "vat_percent", "payout_name", "iban"] as const;

/** The talent's finance record: commission (empty: the setting's), self-billed VAT, payee and IBAN. */
function FinanceRecordForm({ userId, record }: { userId: number; record: FinanceRecordView }) {
  const router = useRouter();
  const defaults: FinanceValues = {
    commission_percent: record.commission_percent ?? "",
    vat_registered: record.vat_registered,
    vat_id: record.vat_id ?? "",
    vat_percent: record.vat_percent ?? "",
    payout_name: record.payout_name ?? "",
    iban: record.iban ?? "",
  };
  const { register, control, handleSubmit, formState, setError, reset } = useForm<FinanceValues>({ resolver: zodResolver(financeFormSchema), defaultValues: defaults, shouldFocusError: false });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const save = useMutation({
    mutationFn: (v: FinanceValues) =>
      apiFetch<typeof talentFinanceUpdatedAnswer>(`/admin/talents/${userId}/finance`, {
        method: "PUT",
        body: {
          commission_percent: v.commission_percent || null,
          vat_registered: v.vat_registered,
          vat_id: v.vat_id || null,
          vat_percent: v.vat_percent || null,
          payout_name: v.payout_name || null,
          iban: v.iban || null,
        },
      }),
    onSuccess: (saved) => {
      toast.success("Finance record saved");
      reset({ ...defaults, commission_percent: saved.commission_percent ?? "", iban: saved.iban ?? "", vat_percent: saved.vat_percent ?? "", vat_id: saved.vat_id ?? "", payout_name: saved.payout_name ?? "", vat_registered: saved.vat_registered });
      router.refresh();
    },
    onError: (error) => {
      const placed = placeServerErrors(error, financeFields, setError);
      if (placed) reportErrors(placed);
      toast.error("Not saved", { description: errorMessage(error, "Please try again.") });
    },
  });
  const e = formState.errors;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Finance record"
      className="grid gap-4 md:grid-cols-2"
      onSubmit={handleSubmit(
        (v) => {
          clearReport();
          save.mutate(v);
        },
        (invalid) => reportErrors(countFieldErrors(invalid)),
      )}
    >
      <FormErrorAnnouncer report={report} />
      <FormField label="Commission %" error={e.commission_percent?.message} hint={`Empty: the agency's default (now ${record.effective_commission_percent}%).`}>
        <Input {...register("commission_percent")} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label="VAT registered" error={e.vat_registered?.message} hint="On: her statements add VAT on her share (self-billing).">
        {(c) => <Controller control={control} name="vat_registered" render={({ field }) => <Switch {...c} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />} />}
      </FormField>
      <FormField label="VAT ID" error={e.vat_id?.message}>
        <Input {...register("vat_id")} autoComplete="off" />
      </FormField>
      <FormField label="VAT %" error={e.vat_percent?.message}>
        <Input {...register("vat_percent")} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label="Payee name" error={e.payout_name?.message}>
        <Input {...register("payout_name")} autoComplete="off" />
      </FormField>
      <FormField label="IBAN" error={e.iban?.message}>
        <Input {...register("iban")} autoComplete="off" spellCheck={false} />
      </FormField>
      <Button type="submit" loading={save.isPending} className="self-start md:col-span-2 md:justify-self-start">
        {save.isPending ? "Saving…" : "Save finance record"}
      </Button>
    </form>
  );
}

const relationFormSchema = z
  .object({
    company_id: z.string().min(1, { error: "Choose an agency" }),
    relation: z.enum(["mother", "placement", "other"]),
    commission_percent: percentText,
    mode: z.enum(["from_agency_commission", "additional"]),
    basis: z.enum(["gross", "net"]),
    starts_on: dayText,
    ends_on: z.union([dayText, z.literal("")]),
  })
  .refine((v) => !v.ends_on || v.ends_on >= v.starts_on, { path: ["ends_on"], error: "The end cannot be before the start" });
type RelationValues = z.infer<typeof relationFormSchema>;

const MODE_LABELS: Record<AgencyRelationMode, string> = { from_agency_commission: "From our commission", additional: "Additional (from the talent)" };

function AgencyRelations({ userId, relations, agencies }: { userId: number; relations: RelationView[]; agencies: { id: number; name: string }[] }) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Mother agencies</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)} disabled={agencies.length === 0}>
          Add relation
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {agencies.length === 0 && <p className="text-sm text-muted-foreground">Add a client company of kind “agency” first.</p>}
        {relations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No agency relation.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border text-sm">
            {relations.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                <Link href={`/admin/clients/${r.company_id}`} className="font-medium underline-offset-4 hover:underline">
                  {r.company_name ?? `Company ${r.company_id}`}
                </Link>
                <span className="text-muted-foreground capitalize">{r.relation}</span>
                <span className="tnum">{r.commission_percent}%</span>
                <span className="text-muted-foreground">
                  {MODE_LABELS[r.mode]} · {r.basis}
                </span>
                <span className="text-muted-foreground">
                  {showDay(r.starts_on)} – {r.ends_on ? showDay(r.ends_on) : "open"}
                </span>
                <ConfirmDialog
                  trigger={
                    <Button size="icon-sm" variant="ghost" className="ml-auto" aria-label={`Remove the relation with ${r.company_name ?? "the agency"}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                  title="Remove this relation?"
                  description="Invoices issued from now on give this agency no share. Entries already written stay."
                  confirmLabel="Remove"
                  variant="destructive"
                  onConfirm={async () => {
                    try {
                      await apiFetch<typeof agencyRelationDeletedAnswer>(`/admin/agency-relations/${r.id}`, { method: "DELETE" });
                    } catch (error) {
                      toast.error("Not removed", { description: errorMessage(error, "Please try again.") });
                      throw error;
                    }
                    toast.success("Relation removed");
                    router.refresh();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <FormDialog<RelationValues>
        open={adding}
        onOpenChange={setAdding}
        title="Add agency relation"
        description="The agency's share applies to invoices issued from the start date on. No mail goes out."
        schema={relationFormSchema}
        defaults={{ company_id: "", relation: "mother", commission_percent: "", mode: "from_agency_commission", basis: "gross", starts_on: today(), ends_on: "" }}
        fields={["company_id", "relation", "commission_percent", "mode", "basis", "starts_on", "ends_on"]}
        submitLabel="Add relation"
        busyLabel="Adding…"
        done="Relation added"
        submit={(v) =>
          apiFetch<typeof agencyRelationCreatedAnswer>(`/admin/talents/${userId}/agency-relations`, {
            method: "POST",
            body: { ...v, company_id: Number(v.company_id), ends_on: v.ends_on || null },
          })
        }
      >
        {({ register, formState: { errors } }) => (
          <>
            <FormField label="Agency" required error={errors.company_id?.message}>
              <NativeSelect {...register("company_id")}>
                <option value="">Choose…</option>
                {agencies.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Relation" error={errors.relation?.message}>
                <NativeSelect {...register("relation")}>
                  <option value="mother">Mother agency</option>
                  <option value="placement">Placement</option>
                  <option value="other">Other</option>
                </NativeSelect>
              </FormField>
              <FormField label="Commission %" required error={errors.commission_percent?.message}>
                <Input {...register("commission_percent")} inputMode="decimal" autoComplete="off" />
              </FormField>
              <FormField label="Mode" error={errors.mode?.message}>
                <NativeSelect {...register("mode")}>
                  <option value="from_agency_commission">{MODE_LABELS.from_agency_commission}</option>
                  <option value="additional">{MODE_LABELS.additional}</option>
                </NativeSelect>
              </FormField>
              <FormField label="Basis" error={errors.basis?.message}>
                <NativeSelect {...register("basis")}>
                  <option value="gross">Gross fee</option>
                  <option value="net">Net of our commission</option>
                </NativeSelect>
              </FormField>
              <FormField label="Starts on" required error={errors.starts_on?.message}>
                <DateInput {...register("starts_on")} />
              </FormField>
              <FormField label="Ends on" error={errors.ends_on?.message}>
                <DateInput {...register("ends_on")} />
              </FormField>
            </div>
          </>
        )}
      </FormDialog>
    </Card>
  );
}

/** `/admin/talents/{id}/statement` (issue 41): the ledger, its sums, advances, chargebacks, Pay, the finance record and agencies. */
export function TalentStatement({ userId, name, statement, finance, relations, agencies }: TalentStatementProps) {
  const [dialog, setDialog] = useState<"advance" | "chargeback" | "pay" | null>(null);
  const c = statement.currency;
  const canPay = isPositiveMoney(statement.payable);
  const set = (d: "advance" | "chargeback" | "pay") => (o: boolean) => setDialog(o ? d : null);
  return (
    <div className="flex flex-col gap-6">
      <Link href={`/admin/talents/${userId}`} className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Talent
      </Link>
      <PageHeader
        eyebrow="Statement"
        title={name ?? "Talent statement"}
        description={`Every amount owed to ${name ?? "the talent"}: on hold until the client pays, then payable by its due date, then paid with a remittance number.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog("pay")} disabled={!canPay}>
              Pay {canPay ? showMoney(statement.payable, c) : ""}
            </Button>
            <Button variant="outline" onClick={() => setDialog("advance")}>
              Advance
            </Button>
            <Button variant="outline" onClick={() => setDialog("chargeback")}>
              Chargeback
            </Button>
          </div>
        }
      />
      <StatementSumsRow sums={statement} />
      <EntriesTable entries={statement.entries} admin emptyText="Entries appear when an invoice with this talent's fees is issued." />
      {statement.last_page > 1 && <Pagination page={statement.page} totalPages={statement.last_page} hrefFor={(p) => `/admin/talents/${userId}/statement?page=${p}`} />}
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Finance record</CardTitle>
          </CardHeader>
          <CardContent>
            <FinanceRecordForm userId={userId} record={finance} />
          </CardContent>
        </Card>
        <AgencyRelations userId={userId} relations={relations} agencies={agencies} />
      </div>
      <ManualEntryDialog userId={userId} kind="advance" currency={c} open={dialog === "advance"} onOpenChange={set("advance")} />
      <ManualEntryDialog userId={userId} kind="chargeback" currency={c} open={dialog === "chargeback"} onOpenChange={set("chargeback")} />
      {canPay && (
        <PayDialog party={{ talent_profile_id: statement.talent_profile_id }} name={name ?? "the talent"} payable={statement.payable} currency={c} open={dialog === "pay"} onOpenChange={set("pay")} />
      )}
    </div>
  );
}
