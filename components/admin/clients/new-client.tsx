"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import type { companyCreatedAnswer } from "@/lib/api/responses/companies";
import { checkVatId, COMPANY_KIND_LABELS, COMPANY_KINDS } from "@/lib/domain/companies";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { companyFormSchema, type CompanyCreateInput, type CompanyFormInput } from "@/lib/validation/companies";

const fields = [
  "name", "legal_name", "kind", "domains", "email", "phone", "billing_email", "website", "address_line1", "address_line2", "postal_code", "city",
  "region", "country", "vat_id", "po_required", "payment_terms_days", "currency", "agency_fee_percent", "notes",
] as const;

const blank: CompanyFormInput = {
  name: "", legal_name: "", kind: "client", domains: "", email: "", phone: "", billing_email: "", website: "", address_line1: "", address_line2: "",
  postal_code: "", city: "", region: "", country: "", vat_id: "", po_required: false, payment_terms_days: "", currency: "", agency_fee_percent: "", notes: "",
};

/** The VAT ID's checksum as the booker types it (jsvat-next, offline; the API stores the same verdict). */
function VatVerdict({ value }: { value: string | null | undefined }) {
  const text = value?.trim();
  if (!text) return <span>Checked offline by its checksum (no VIES lookup).</span>;
  const check = checkVatId(text);
  if (!check.ok) return <span className="inline-flex items-center gap-1 text-destructive"><XCircle className="size-4" aria-hidden="true" /> Not a VAT ID format</span>;
  return check.valid ? (
    <span className="inline-flex items-center gap-1 text-success"><CheckCircle2 className="size-4" aria-hidden="true" /> Checksum valid ({check.value})</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground"><XCircle className="size-4" aria-hidden="true" /> Checksum not verified ({check.value})</span>
  );
}

/** `/admin/clients/new`: a client company with its domains, address, VAT ID, PO rule, terms, currency and agency fee. */
export function NewClient() {
  const router = useRouter();
  const { control, register, handleSubmit, formState, setError } = useForm<CompanyFormInput, unknown, CompanyCreateInput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: blank,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const vatId = useWatch({ control, name: "vat_id" });

  const save = useMutation({
    mutationFn: (body: CompanyCreateInput) => apiFetch<typeof companyCreatedAnswer>("/admin/companies", { method: "POST", body }),
    onSuccess: (company) => {
      toast.success("Client created", { description: company.name });
      router.push(`/admin/clients/${company.id}`);
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, setError);
      if (placed) reportErrors(placed);
      toast.error("Error", { description: errorMessage(error, "Could not create the client.") });
    },
  });

  const e = formState.errors;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/clients" className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Clients
      </Link>
      <PageHeader title="New client" description="A company the agency works for: found again by its e-mail domains." />
      <Card>
        <CardContent className="pt-5 md:pt-6">
          <form
            ref={formRef}
            noValidate
            aria-label="New client"
            className="flex flex-col gap-4"
            onSubmit={handleSubmit(
              (values) => {
                clearReport();
                save.mutate(values);
              },
              (invalid) => reportErrors(countFieldErrors(invalid)),
            )}
          >
            <FormErrorAnnouncer report={report} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Name" required error={e.name?.message}>
                <Input {...register("name")} maxLength={160} autoComplete="off" />
              </FormField>
              <FormField label="Kind" error={e.kind?.message}>
                <NativeSelect {...register("kind")}>
                  {COMPANY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {COMPANY_KIND_LABELS[k]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Legal name" error={e.legal_name?.message}>
                <Input {...register("legal_name")} maxLength={200} autoComplete="off" />
              </FormField>
              <FormField label="E-mail domains" hint="Separated by commas: zara.com, inditex.com. Free mail domains are refused." error={e.domains?.message}>
                <Input {...register("domains")} autoComplete="off" placeholder="zara.com" />
              </FormField>
              <FormField label="E-mail" error={e.email?.message}>
                <Input type="email" {...register("email")} maxLength={254} autoComplete="off" />
              </FormField>
              <FormField label="Billing e-mail" error={e.billing_email?.message}>
                <Input type="email" {...register("billing_email")} maxLength={254} autoComplete="off" />
              </FormField>
              <FormField label="Phone" error={e.phone?.message}>
                <Input type="tel" {...register("phone")} maxLength={40} autoComplete="off" />
              </FormField>
              <FormField label="Website" error={e.website?.message}>
                <Input {...register("website")} maxLength={300} autoComplete="off" />
              </FormField>
            </div>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-medium">Address</legend>
              <FormField label="Address line 1" error={e.address_line1?.message}>
                <Input {...register("address_line1")} maxLength={200} autoComplete="off" />
              </FormField>
              <FormField label="Address line 2" error={e.address_line2?.message}>
                <Input {...register("address_line2")} maxLength={200} autoComplete="off" />
              </FormField>
              <FormField label="Postal code" error={e.postal_code?.message}>
                <Input {...register("postal_code")} maxLength={20} autoComplete="off" />
              </FormField>
              <FormField label="City" error={e.city?.message}>
                <Input {...register("city")} maxLength={100} autoComplete="off" />
              </FormField>
              <FormField label="Region" error={e.region?.message}>
                <Input {...register("region")} maxLength={100} autoComplete="off" />
              </FormField>
              <FormField label="Country" hint="Two letters: ES, NL, GB" error={e.country?.message}>
                <Input {...register("country")} maxLength={2} autoComplete="off" className="uppercase" />
              </FormField>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-medium">Billing and terms</legend>
              <FormField label="VAT ID" hint={<VatVerdict value={typeof vatId === "string" ? vatId : null} />} error={e.vat_id?.message}>
                <Input {...register("vat_id")} maxLength={30} autoComplete="off" placeholder="ESA15075062" />
              </FormField>
              <FormField label="Payment terms (days)" hint="Empty: the agency's default" error={e.payment_terms_days?.message}>
                <Input inputMode="numeric" {...register("payment_terms_days")} maxLength={3} autoComplete="off" />
              </FormField>
              <FormField label="Currency" hint="Empty: the agency's home currency" error={e.currency?.message}>
                <Input {...register("currency")} maxLength={3} autoComplete="off" className="uppercase" placeholder="EUR" />
              </FormField>
              <FormField label="Agency fee (%)" hint="Empty: the agency's default" error={e.agency_fee_percent?.message}>
                <Input inputMode="decimal" {...register("agency_fee_percent")} maxLength={6} autoComplete="off" placeholder="20.00" />
              </FormField>
              <Controller
                control={control}
                name="po_required"
                render={({ field }) => (
                  <label className="flex items-center gap-2 text-sm sm:col-span-2">
                    <Checkbox checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />
                    A purchase order is required on every job
                  </label>
                )}
              />
            </fieldset>
            <FormField label="Notes" error={e.notes?.message}>
              <Textarea {...register("notes")} rows={3} maxLength={5000} />
            </FormField>
            <div className="flex gap-2 pt-2">
              <Button type="submit" loading={save.isPending}>
                Create client
              </Button>
              <Link href="/admin/clients" className={buttonClassName({ variant: "outline" })}>
                Cancel
              </Link>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
