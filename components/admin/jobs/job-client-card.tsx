"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Pencil } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useDebounced } from "@/components/admin/shell/filtered-list";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { companiesAnswer, contactsAnswer } from "@/lib/api/responses/companies";
import type { jobAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import type { JobJson } from "./types";

type Form = {
  company_id: string;
  contact_id: string;
  billing_company_id: string;
  billing_contact_id: string;
  po_number: string;
  client_reference: string;
  currency: string;
  agency_fee_percent: string;
  cancellation_terms: string;
};

const formOf = (job: JobJson): Form => ({
  company_id: job.company_id ? String(job.company_id) : "",
  contact_id: job.contact_id ? String(job.contact_id) : "",
  billing_company_id: job.billing_company_id ? String(job.billing_company_id) : "",
  billing_contact_id: job.billing_contact_id ? String(job.billing_contact_id) : "",
  po_number: job.po_number ?? "",
  client_reference: job.client_reference ?? "",
  currency: job.currency,
  agency_fee_percent: job.agency_fee_percent ?? "",
  cancellation_terms: job.cancellation_terms ?? "",
});

function useContacts(companyId: string) {
  return useQuery({
    queryKey: [...queryKeys.admin.company(Number(companyId)), "contacts"],
    queryFn: () => apiFetch<typeof contactsAnswer>(`/admin/companies/${companyId}/contacts`),
    enabled: companyId !== "",
  });
}

const fieldNames = ["company_id", "contact_id", "billing_company_id", "billing_contact_id", "po_number", "client_reference", "currency", "agency_fee_percent", "cancellation_terms"] as const;

/** How many companies a picker lists at once (the search narrows them). */
const COMPANY_PICKER_SIZE = 50;

function ClientForm({ job, onDone }: { job: JobJson; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(job));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  // The pickers list a page of companies found by the search (name, domain or contact e-mail), never every company;
  // a company chosen earlier stays listed while the search changes.
  const [companySearch, setCompanySearch] = useState("");
  const term = useDebounced(companySearch.trim());
  const companies = useQuery({
    queryKey: ["admin", "companies", { picker: term }],
    queryFn: () => apiFetch<typeof companiesAnswer>(`/admin/companies?limit=${COMPANY_PICKER_SIZE}${term ? `&q=${encodeURIComponent(term)}` : ""}`),
    placeholderData: (previous) => previous,
    retry: false,
  });
  const [known, setKnown] = useState(() => new Map<string, string>([job.company, job.billing_company].flatMap((c) => (c ? [[String(c.id), c.name] as const] : []))));
  /** Picks a company for `key`, remembering its name so it stays listed when the search moves on. */
  const pickCompany = (key: "company_id" | "billing_company_id", contactKey: "contact_id" | "billing_contact_id", value: string) => {
    const name = companies.data?.companies.find((c) => String(c.id) === value)?.name;
    if (name) setKnown((m) => new Map(m).set(value, name));
    setForm((f) => ({ ...f, [key]: value, [contactKey]: "" }));
  };
  const contacts = useContacts(form.company_id);
  const billingContacts = useContacts(form.billing_company_id || form.company_id);
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const id = (v: string) => (v ? Number(v) : null);
  const save = useMutation({
    mutationFn: () =>
      apiFetch<typeof jobAnswer>(`/admin/jobs/${job.id}`, {
        method: "PUT",
        body: {
          company_id: id(form.company_id),
          contact_id: id(form.contact_id),
          billing_company_id: id(form.billing_company_id),
          billing_contact_id: id(form.billing_contact_id),
          po_number: form.po_number,
          client_reference: form.client_reference,
          currency: form.currency,
          agency_fee_percent: form.agency_fee_percent,
          cancellation_terms: form.cancellation_terms,
        },
      }).then((d) => d.job),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.admin.job(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobMoney(saved.id) });
      toast.success("Client saved");
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        const next: Partial<Record<keyof Form, string>> = {};
        for (const f of fieldNames) if (error.errors[f]?.length) next[f] = error.errors[f][0];
        setErrors(next);
        const first = fieldNames.find((f) => next[f]);
        if (first) document.getElementById(`job-client-${first}`)?.focus();
      }
      toast.error("Error", { description: errorMessage(error, "Could not save the client.") });
    },
  });
  const noCompanies = companies.isError && companies.error instanceof ApiError && companies.error.status === 403;
  const found = companies.data?.companies ?? [];
  // The page found, plus the companies chosen now that the search no longer finds.
  const companyOptions = [
    ...[form.company_id, form.billing_company_id].filter((v, i, all) => v && all.indexOf(v) === i && !found.some((c) => String(c.id) === v)).map((v) => ({ id: Number(v), name: known.get(v) ?? `Company ${v}` })),
    ...found,
  ];
  return (
    <form
      noValidate
      aria-label="Job client"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        save.mutate();
      }}
    >
      {noCompanies && <p className="text-sm text-muted-foreground">Choosing the company needs the Clients permission; the other fields can be changed.</p>}
      <FormField id="job-client-company-search" label="Find a company" hint="By name, domain or a contact's e-mail; the lists below show the companies found.">
        <Input value={companySearch} onChange={(e) => setCompanySearch(e.target.value)} type="search" autoComplete="off" disabled={noCompanies} placeholder="Zara, zara.com..." />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-client-company_id" label="Company" error={errors.company_id}>
          <NativeSelect value={form.company_id} onChange={(e) => pickCompany("company_id", "contact_id", e.target.value)} disabled={noCompanies}>
            <option value="">None</option>
            {companyOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-client-contact_id" label="Contact (the client's booker)" error={errors.contact_id}>
          <NativeSelect value={form.contact_id} onChange={set("contact_id")} disabled={!form.company_id || noCompanies}>
            <option value="">None</option>
            {(contacts.data?.contacts ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.email ? ` <${c.email}>` : ""}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-client-billing_company_id" label="Bill to" hint="Empty: the company" error={errors.billing_company_id}>
          <NativeSelect value={form.billing_company_id} onChange={(e) => pickCompany("billing_company_id", "billing_contact_id", e.target.value)} disabled={noCompanies}>
            <option value="">Same as the company</option>
            {companyOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-client-billing_contact_id" label="Attention (billing contact)" error={errors.billing_contact_id}>
          <NativeSelect value={form.billing_contact_id} onChange={set("billing_contact_id")} disabled={!(form.billing_company_id || form.company_id) || noCompanies}>
            <option value="">None</option>
            {(billingContacts.data?.contacts ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-client-po_number" label="PO number" error={errors.po_number}>
          <Input value={form.po_number} onChange={set("po_number")} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField id="job-client-client_reference" label="Client's reference" error={errors.client_reference}>
          <Input value={form.client_reference} onChange={set("client_reference")} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField id="job-client-currency" label="Currency" error={errors.currency}>
          <Input value={form.currency} onChange={set("currency")} maxLength={3} className="uppercase" autoComplete="off" />
        </FormField>
        <FormField id="job-client-agency_fee_percent" label="Agency fee (%)" hint="Empty: the company's, else the agency's" error={errors.agency_fee_percent}>
          <Input value={form.agency_fee_percent} onChange={set("agency_fee_percent")} inputMode="decimal" maxLength={6} autoComplete="off" />
        </FormField>
      </div>
      <FormField id="job-client-cancellation_terms" label="Cancellation terms" hint="Empty: the agency's terms" error={errors.cancellation_terms}>
        <Textarea value={form.cancellation_terms} onChange={set("cancellation_terms")} rows={2} maxLength={2000} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save client
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The job's client as entities (issue 40): company, contact, bill-to, attention, PO; editable. */
export function JobClientCard({ job }: { job: JobJson }) {
  const [editing, setEditing] = useState(false);
  const contact = (c: JobJson["contact"]) => (c ? `${c.name}${c.email ? ` <${c.email}>` : ""}` : "—");
  return (
    <Card className="self-start">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="inline-flex items-center gap-2">
          <Building2 className="size-4" aria-hidden="true" />
          Client company
        </CardTitle>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Item label="Company">
            {job.company ? (
              <Link href={`/admin/clients/${job.company.id}`} className="underline underline-offset-4">
                {job.company.name}
              </Link>
            ) : (
              "Not linked"
            )}
          </Item>
          <Item label="Contact">{contact(job.contact)}</Item>
          <Item label="Bill to">{job.billing_company?.name ?? job.company?.name ?? "—"}</Item>
          <Item label="Attention">{contact(job.billing_contact)}</Item>
          <Item label="PO">{job.po_number ?? "—"}</Item>
          <Item label="Client's reference">{job.client_reference ?? "—"}</Item>
          <Item label="Currency">{job.currency}</Item>
          <Item label="Agency fee">{job.agency_fee_percent ? `${job.agency_fee_percent}%` : "Default"}</Item>
        </dl>
      </CardContent>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Client of the job</DialogTitle>
            <DialogDescription>Who books, who pays, and the terms the quote and the confirmation use.</DialogDescription>
          </DialogHeader>
          {editing && <ClientForm job={job} onDone={() => setEditing(false)} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
