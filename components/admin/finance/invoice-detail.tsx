"use client";

import { ArrowLeft, FileText } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { INVOICE_KIND_LABELS, INVOICE_LINE_KIND_LABELS, showDay, showMoney } from "@/lib/domain/finance-display";
import { formatJobReference } from "@/lib/domain/jobs";
import type { InvoiceView } from "./invoice-view";
import { Fact, InvoiceStatusBadge } from "./finance-bits";
import { CreditNoteDialog, DeleteDraftButton, EditDraftDialog, IssueDialog, PaymentDialog, WriteOffDialog } from "./invoice-actions";

type Line = InvoiceView["lines"][number];

/** The talent a line group belongs to: the name the draft wrote before the colon of its fee line ("Ana: Day rate"). */
function groupsOf(lines: Line[]) {
  const groups = new Map<string, { title: string; lines: Line[] }>();
  for (const l of lines) {
    const key = l.talent_profile_id === null ? "agency" : `t${l.talent_profile_id}`;
    const named = l.talent_profile_id !== null && l.kind === "talent_fee" && l.description.includes(": ") ? l.description.split(": ")[0] : null;
    const group = groups.get(key) ?? { title: l.talent_profile_id === null ? "Expenses and other lines" : "Talent", lines: [] };
    if (named && group.title === "Talent") group.title = named;
    group.lines.push(l);
    groups.set(key, group);
  }
  return [...groups.values()];
}

type Dialogs = "edit" | "issue" | "payment" | "credit" | "writeoff" | null;

/** `/admin/invoices/{id}` (issue 41): the document, its actions by state, its payments and credit notes. */
export function InvoiceDetail({ invoice }: { invoice: InvoiceView }) {
  const [dialog, setDialog] = useState<Dialogs>(null);
  const c = invoice.currency;
  const isDraft = invoice.status === "draft";
  const isInvoice = invoice.kind === "invoice";
  const open = isInvoice && ["issued", "partially_paid", "partially_credited"].includes(invoice.status);
  const title = invoice.number ?? "Draft";
  const address = [invoice.bill_to.address_line1, invoice.bill_to.address_line2, [invoice.bill_to.postal_code, invoice.bill_to.city].filter(Boolean).join(" "), invoice.bill_to.country].filter(
    Boolean,
  );
  const setOpen = (d: Exclude<Dialogs, null>) => (o: boolean) => setDialog(o ? d : null);
  return (
    <div className="flex flex-col gap-6">
      <Link href={isDraft ? "/admin/finance?tab=drafts" : "/admin/finance?tab=unpaid"} className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Finance
      </Link>
      <PageHeader
        eyebrow={INVOICE_KIND_LABELS[invoice.kind]}
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            {title} <InvoiceStatusBadge status={invoice.status} />
          </span>
        }
        description={`${invoice.client} · ${showMoney(invoice.total, c)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {isDraft && (
              <>
                <Button onClick={() => setDialog("issue")}>Issue</Button>
                <Button variant="outline" onClick={() => setDialog("edit")}>
                  Edit dates
                </Button>
                <DeleteDraftButton invoice={invoice} />
              </>
            )}
            {open && (
              <>
                <Button onClick={() => setDialog("payment")}>Record payment</Button>
                <Button variant="outline" onClick={() => setDialog("credit")}>
                  Credit note
                </Button>
                {invoice.status === "issued" && (
                  <Button variant="ghost" onClick={() => setDialog("writeoff")}>
                    Write off
                  </Button>
                )}
              </>
            )}
            {!isDraft &&
              (invoice.pdf_sha256 ? (
                <a href={`/api/v1/admin/invoices/${invoice.id}/pdf`} className={buttonClassName({ variant: "outline" })} target="_blank" rel="noreferrer">
                  <FileText aria-hidden="true" /> PDF
                </a>
              ) : (
                <span className="self-center text-xs text-muted-foreground">PDF not rendered yet</span>
              ))}
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Bill to</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Fact label="Company">{invoice.bill_to.legal_name ?? invoice.bill_to.name}</Fact>
              {invoice.bill_to.attention && <Fact label="Attention">{invoice.bill_to.attention}</Fact>}
              <Fact label="Address">{address.length ? address.join(", ") : null}</Fact>
              <Fact label="VAT ID">{invoice.bill_to.vat_id}</Fact>
              <Fact label="Billing e-mail">{invoice.bill_to.email}</Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Document</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Fact label="Job">
                <Link href={`/admin/jobs/${invoice.job_id}`} className="underline underline-offset-4">
                  Job {formatJobReference(invoice.job_reference)}
                </Link>
              </Fact>
              <Fact label="Issue date">{showDay(invoice.issue_date)}</Fact>
              <Fact label="Due date">{showDay(invoice.due_date)}</Fact>
              <Fact label="Supply date">{showDay(invoice.supply_date)}</Fact>
              <Fact label="PO number">{invoice.po_number}</Fact>
              {invoice.days_overdue > 0 && <Fact label="Overdue">{invoice.days_overdue} days</Fact>}
              {invoice.credited_invoice && (
                <Fact label="Corrects">
                  <Link href={`/admin/invoices/${invoice.credited_invoice.id}`} className="underline underline-offset-4">
                    {invoice.credited_invoice.number ?? "Invoice"}
                  </Link>
                </Fact>
              )}
              {invoice.reason && <Fact label="Reason">{invoice.reason}</Fact>}
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {groupsOf(invoice.lines).map((g) => (
            <section key={g.title} aria-label={g.title} className="flex flex-col gap-1">
              <h3 className="font-sans text-sm font-semibold">{g.title}</h3>
              <ul className="divide-y divide-border rounded-md border border-border">
                {g.lines.map((l) => (
                  <li key={l.id} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-4">
                    <span className="min-w-0 flex-1">
                      {l.description}
                      <span className="ml-2 text-xs text-muted-foreground">{INVOICE_LINE_KIND_LABELS[l.kind]}</span>
                    </span>
                    <span className="tnum text-muted-foreground">
                      {l.quantity} × {showMoney(l.unit_amount, c)} · VAT {l.vat_percent}%
                    </span>
                    <span className="tnum font-medium sm:w-28 sm:text-right">{showMoney(l.net, c)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <dl className="ml-auto flex w-full max-w-sm flex-col gap-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Net</dt>
              <dd className="tnum">{showMoney(invoice.net, c)}</dd>
            </div>
            {invoice.vat_groups.map((g) => (
              <div key={g.percent} className="flex justify-between">
                <dt className="text-muted-foreground">
                  VAT {g.percent}% on {showMoney(g.base, c)}
                </dt>
                <dd className="tnum">{showMoney(g.amount, c)}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-border pt-1 font-semibold">
              <dt>Total</dt>
              <dd className="tnum">{showMoney(invoice.total, c)}</dd>
            </div>
            {invoice.home_currency && invoice.home_currency !== c && invoice.vat_home && (
              <div className="flex justify-between text-xs text-muted-foreground">
                <dt>
                  VAT in {invoice.home_currency} (rate {invoice.fx_rate})
                </dt>
                <dd className="tnum">{showMoney(invoice.vat_home, invoice.home_currency)}</dd>
              </div>
            )}
            {invoice.vat_note && <p className="text-xs text-muted-foreground">{invoice.vat_note}</p>}
            {!isDraft && isInvoice && (
              <>
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">Paid</dt>
                  <dd className="tnum">{showMoney(invoice.paid, c)}</dd>
                </div>
                <div className="flex justify-between font-medium">
                  <dt>Open balance</dt>
                  <dd className="tnum">{showMoney(invoice.balance, c)}</dd>
                </div>
              </>
            )}
          </dl>
        </CardContent>
      </Card>
      {isInvoice && !isDraft && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Payments</CardTitle>
            </CardHeader>
            <CardContent>
              {invoice.payments.length === 0 ? (
                <p className="text-sm text-muted-foreground">No payment recorded yet.</p>
              ) : (
                <ul className="divide-y divide-border text-sm">
                  {invoice.payments.map((p) => (
                    <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <span>
                        {showDay(p.received_on)}
                        {p.method && <span className="text-muted-foreground"> · {p.method}</span>}
                        {p.reference && <span className="text-muted-foreground"> · {p.reference}</span>}
                      </span>
                      <span className="tnum font-medium">{showMoney(p.amount, c)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Credit notes</CardTitle>
            </CardHeader>
            <CardContent>
              {invoice.credit_notes.length === 0 ? (
                <p className="text-sm text-muted-foreground">No credit note.</p>
              ) : (
                <ul className="divide-y divide-border text-sm">
                  {invoice.credit_notes.map((n) => (
                    <li key={n.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <Link href={`/admin/invoices/${n.id}`} className="underline underline-offset-4">
                        {n.number ?? "Credit note"}
                      </Link>
                      <span className="text-muted-foreground">{showDay(n.issue_date)}</span>
                      <span className="tnum font-medium">{showMoney(n.total, c)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
      {isDraft && (
        <>
          <EditDraftDialog invoice={invoice} open={dialog === "edit"} onOpenChange={setOpen("edit")} />
          <IssueDialog invoice={invoice} open={dialog === "issue"} onOpenChange={setOpen("issue")} />
        </>
      )}
      {open && (
        <>
          <PaymentDialog invoice={invoice} open={dialog === "payment"} onOpenChange={setOpen("payment")} />
          <CreditNoteDialog invoice={invoice} open={dialog === "credit"} onOpenChange={setOpen("credit")} />
          <WriteOffDialog invoice={invoice} open={dialog === "writeoff"} onOpenChange={setOpen("writeoff")} />
        </>
      )}
    </div>
  );
}
