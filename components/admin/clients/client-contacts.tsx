"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Mail, Pencil, Phone, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { contactCreateSchema, type ContactCreateInput } from "@/lib/validation/companies";
import type { AdminCompany } from "@/lib/services/clients";
import type { z } from "zod";

type Contact = AdminCompany["contacts"][number];
type Values = z.input<typeof contactCreateSchema>;
const fields = ["name", "title", "email", "phone", "notes"] as const;
const flags = [
  ["is_primary", "Primary"],
  ["is_booking_contact", "Books talents"],
  ["is_billing_contact", "Receives invoices"],
] as const;

function ContactForm({ companyId, contact, onDone }: { companyId: number; contact: Contact | null; onDone: () => void }) {
  const router = useRouter();
  const { control, register, handleSubmit, formState, setError } = useForm<Values, unknown, ContactCreateInput>({
    resolver: zodResolver(contactCreateSchema),
    defaultValues: {
      name: contact?.name ?? "",
      title: contact?.title ?? "",
      email: contact?.email ?? "",
      phone: contact?.phone ?? "",
      notes: contact?.notes ?? "",
      is_primary: contact?.is_primary ?? false,
      is_booking_contact: contact?.is_booking_contact ?? false,
      is_billing_contact: contact?.is_billing_contact ?? false,
    },
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const save = useMutation({
    mutationFn: (body: ContactCreateInput) =>
      apiFetch(contact ? `/admin/contacts/${contact.id}` : `/admin/companies/${companyId}/contacts`, { method: contact ? "PUT" : "POST", body }),
    onSuccess: () => {
      toast.success(contact ? "Contact saved" : "Contact added");
      router.refresh();
      onDone();
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, setError);
      if (placed) reportErrors(placed);
      toast.error("Error", { description: errorMessage(error, "Could not save the contact.") });
    },
  });
  const e = formState.errors;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={contact ? "Edit contact" : "New contact"}
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
        <FormField label="Title" error={e.title?.message}>
          <Input {...register("title")} maxLength={120} autoComplete="off" />
        </FormField>
        <FormField label="E-mail" error={e.email?.message}>
          <Input type="email" {...register("email")} maxLength={254} autoComplete="off" />
        </FormField>
        <FormField label="Phone" error={e.phone?.message}>
          <Input type="tel" {...register("phone")} maxLength={40} autoComplete="off" />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-4">
        {flags.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                {label}
              </label>
            )}
          />
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {contact ? "Save contact" : "Add contact"}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The company's contacts: add, edit, delete (a deleted contact's jobs and requests keep their text snapshot). */
export function ClientContacts({ company }: { company: AdminCompany }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Contact | "new" | null>(null);
  const remove = async (c: Contact) => {
    try {
      await apiFetch(`/admin/contacts/${c.id}`, { method: "DELETE" });
      toast.success("Contact deleted", { description: c.name });
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Could not delete the contact.") });
      throw error;
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add contact
        </Button>
      </div>
      {company.contacts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No contacts yet. Add one, or link a booking request: its sender is added.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {company.contacts.map((c) => (
            <li key={c.id}>
              <Card className="gap-2 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <span className="font-medium">{c.name}</span>
                    {c.title && <span className="ml-2 text-sm text-muted-foreground">{c.title}</span>}
                  </div>
                  <div className="flex gap-1">
                    <Button size="icon-sm" variant="ghost" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="icon-sm" variant="ghost" aria-label={`Delete ${c.name}`}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      }
                      title={`Delete ${c.name}?`}
                      description="The jobs and requests that named this contact keep their text snapshot."
                      confirmLabel="Delete"
                      variant="destructive"
                      onConfirm={() => remove(c)}
                    />
                  </div>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  {c.is_primary && <Badge variant="secondary">Primary</Badge>}
                  {c.is_booking_contact && <Badge variant="secondary">Bookings</Badge>}
                  {c.is_billing_contact && <Badge variant="secondary">Billing</Badge>}
                </div>
                {c.email && (
                  <a href={`mailto:${c.email}`} className="inline-flex items-center gap-2 text-sm break-all underline-offset-4 hover:underline">
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {c.email}
                  </a>
                )}
                {c.phone && (
                  <a href={`tel:${c.phone}`} className="inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline">
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    {c.phone}
                  </a>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "New contact" : "Edit contact"}</DialogTitle>
            <DialogDescription>{company.name}</DialogDescription>
          </DialogHeader>
          {editing !== null && <ContactForm companyId={company.id} contact={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
