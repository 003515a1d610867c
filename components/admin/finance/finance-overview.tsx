"use client";

import { Download, Receipt, Wallet } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { DateInput } from "@/components/ui/date-input";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import type { Jsonify } from "@/components/admin/shell/format";
import { formatJobReference } from "@/lib/domain/jobs";
import { AGING_BUCKETS, AGING_LABELS, FINANCE_TABS, INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, showDay, showMoney, UNPAID_FILTERS, type AgingBucket, type FinanceTab, type UnpaidFilter } from "@/lib/domain/finance-display";
import type { JobToBill } from "@/lib/services/jobs";
import type { listInvoices } from "@/lib/services/invoices";
import { CreateInvoiceButton } from "./create-invoice-button";
import { InvoiceStatusBadge, LinkTabs } from "./finance-bits";

const TAB_LABELS: Record<FinanceTab, string> = { ready: "Ready to bill", drafts: "Drafts", unpaid: "Unpaid", paid: "Paid" };

type Invoice = Jsonify<Awaited<ReturnType<typeof listInvoices>>["data"][number]>;
type Paged<T> = { data: T[]; page: number; last_page: number; total: number };

export type FinanceView =
  | { tab: "ready"; jobs: Paged<Jsonify<JobToBill>> }
  | { tab: "drafts" | "paid"; invoices: Paged<Invoice> }
  | { tab: "unpaid"; state: UnpaidFilter; invoices: Paged<Invoice>; aging: Record<AgingBucket, number> };

const hrefOf = (tab: FinanceTab, extra: Record<string, string | number> = {}) => {
  const q = new URLSearchParams({ tab, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
  return `/admin/finance?${q}`;
};

function InvoiceLink({ invoice }: { invoice: Invoice }) {
  return (
    <Link href={`/admin/invoices/${invoice.id}`} className="font-medium underline-offset-4 hover:underline">
      {invoice.number ?? `Draft #${invoice.id}`}
    </Link>
  );
}

function invoiceColumns(withAging: boolean): DataColumn<Invoice>[] {
  const cols: DataColumn<Invoice>[] = [
    { id: "number", header: "Number", cell: (i) => <InvoiceLink invoice={i} />, sortValue: (i) => i.number ?? "" },
    { id: "kind", header: "Kind", cell: (i) => INVOICE_KIND_LABELS[i.kind] },
    { id: "client", header: "Client", cell: (i) => i.client, sortValue: (i) => i.client },
    { id: "issue", header: "Issued", cell: (i) => showDay(i.issue_date), sortValue: (i) => i.issue_date ?? "" },
    { id: "due", header: "Due", cell: (i) => showDay(i.due_date), sortValue: (i) => i.due_date ?? "" },
    { id: "total", header: "Total", cell: (i) => <span className="tnum">{showMoney(i.total, i.currency)}</span>, className: "text-right" },
    { id: "balance", header: "Open", cell: (i) => <span className="tnum">{showMoney(i.balance, i.currency)}</span>, className: "text-right" },
    { id: "status", header: "Status", cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  ];
  if (withAging) cols.push({ id: "overdue", header: "Overdue", cell: (i) => (i.days_overdue > 0 ? `${i.days_overdue} d` : "—"), sortValue: (i) => i.days_overdue });
  return cols;
}

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-4">
        <div className="flex items-center justify-between gap-3">
          <InvoiceLink invoice={invoice} />
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <p className="text-sm">{invoice.client}</p>
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>Due {showDay(invoice.due_date)}</span>
          <span className="tnum font-medium text-foreground">{showMoney(invoice.balance, invoice.currency)}</span>
        </div>
        {invoice.days_overdue > 0 && <p className="text-xs text-destructive">{invoice.days_overdue} days overdue</p>}
      </CardContent>
    </Card>
  );
}

function InvoiceList({ invoices, caption, aging, emptyTitle, emptyText }: { invoices: Invoice[]; caption: string; aging?: boolean; emptyTitle: string; emptyText: string }) {
  if (invoices.length === 0) return <EmptyState icon={<Receipt />} title={emptyTitle} text={emptyText} />;
  return <DataTable caption={caption} columns={invoiceColumns(Boolean(aging))} rows={invoices} rowKey={(i) => i.id} card={(i) => <InvoiceCard invoice={i} />} />;
}

function ReadyList({ jobs }: { jobs: Jsonify<JobToBill>[] }) {
  if (jobs.length === 0) return <EmptyState icon={<Receipt />} title="Nothing to bill" text="Jobs appear here once they are billable or marked ready to invoice." />;
  const action = (j: Jsonify<JobToBill>) =>
    j.billing_status === "invoice_ready" ? (
      <CreateInvoiceButton jobId={j.id} />
    ) : (
      <Link href={`/admin/jobs/${j.id}`} className={buttonClassName({ variant: "ghost", size: "sm" })}>
        Review job
      </Link>
    );
  const columns: DataColumn<Jsonify<JobToBill>>[] = [
    {
      id: "job",
      header: "Job",
      cell: (j) => (
        <Link href={`/admin/jobs/${j.id}`} className="flex flex-col underline-offset-4 hover:underline">
          <span className="font-medium">{j.title}</span>
          <span className="text-xs text-muted-foreground">{formatJobReference(j.reference)}</span>
        </Link>
      ),
      sortValue: (j) => j.title,
    },
    { id: "client", header: "Client", cell: (j) => j.client ?? "—", sortValue: (j) => j.client ?? "" },
    { id: "status", header: "Billing", cell: (j) => <Badge variant={j.billing_status === "invoice_ready" ? "accent" : "outline"}>{j.billing_status_label}</Badge> },
    { id: "total", header: "Quote total", cell: (j) => <span className="tnum">{j.total ? showMoney(j.total, j.currency) : "Not priced"}</span>, className: "text-right" },
    { id: "action", header: "Action", hiddenHeader: true, cell: action, className: "text-right" },
  ];
  return (
    <DataTable
      caption="Jobs to bill"
      columns={columns}
      rows={jobs}
      rowKey={(j) => j.id}
      card={(j) => (
        <Card>
          <CardContent className="flex flex-col gap-2 pt-4">
            <div className="flex items-start justify-between gap-3">
              <Link href={`/admin/jobs/${j.id}`} className="font-medium underline-offset-4 hover:underline">
                {j.title}
              </Link>
              <Badge variant={j.billing_status === "invoice_ready" ? "accent" : "outline"}>{j.billing_status_label}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{j.client ?? "—"}</p>
            <div className="flex items-center justify-between gap-3">
              <span className="tnum text-sm font-medium">{j.total ? showMoney(j.total, j.currency) : "Not priced"}</span>
              {action(j)}
            </div>
          </CardContent>
        </Card>
      )}
    />
  );
}

/** How many unpaid invoices of the state shown fall in each aging bucket: all of them (`unpaidAging`), not only this page's. */
function AgingSummary({ aging }: { aging: Record<AgingBucket, number> }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Aging of the unpaid invoices">
      {AGING_BUCKETS.map((b) => (
        <div key={b} className="rounded-md border border-border bg-card px-4 py-3">
          <p className="text-xs text-muted-foreground">{AGING_LABELS[b]}</p>
          <p className="tnum text-lg font-medium">{aging[b].toLocaleString("en-GB")}</p>
        </div>
      ))}
    </div>
  );
}

function ExportForm() {
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <form action="/api/v1/admin/finance/export.csv" method="get" className="flex flex-wrap items-end gap-2" aria-label="CSV export">
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        From
        <DateInput name="from" defaultValue={monthStart} required className="h-9" />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted-foreground">
        To
        <DateInput name="to" defaultValue={today} required className="h-9" />
      </label>
      <Button type="submit" variant="outline" size="sm" className="h-9">
        <Download aria-hidden="true" />
        Export CSV
      </Button>
    </form>
  );
}

/** `/admin/finance` (issue 41): Ready to bill · Drafts · Unpaid (aging) · Paid, each paged, and the CSV export. */
export function FinanceOverview({ view }: { view: FinanceView }) {
  const tabs = FINANCE_TABS.map((t) => ({ key: t, label: TAB_LABELS[t], href: hrefOf(t) }));
  const paged = view.tab === "ready" ? view.jobs : view.invoices;
  const pageHref = (p: number) => hrefOf(view.tab, view.tab === "unpaid" ? { state: view.state, page: p } : { page: p });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Finance"
        description="Bill finished jobs, follow what clients owe and export the period's invoice lines."
        actions={
          <Link href="/admin/finance/payouts" className={buttonClassName({ variant: "outline" })}>
            <Wallet aria-hidden="true" />
            Payouts
          </Link>
        }
      />
      <ExportForm />
      <LinkTabs label="Finance lists" tabs={tabs} active={view.tab} />
      {view.tab === "unpaid" && (
        <>
          <nav aria-label="Unpaid state" className="flex flex-wrap gap-1.5">
            {UNPAID_FILTERS.map((s) => (
              <Link
                key={s}
                href={hrefOf("unpaid", { state: s })}
                aria-current={view.state === s ? "page" : undefined}
                className={buttonClassName({ variant: view.state === s ? "default" : "outline", size: "sm" })}
              >
                {INVOICE_STATUS_LABELS[s]}
              </Link>
            ))}
          </nav>
          <AgingSummary aging={view.aging} />
        </>
      )}
      {view.tab === "ready" ? (
        <ReadyList jobs={view.jobs.data} />
      ) : view.tab === "drafts" ? (
        <InvoiceList invoices={view.invoices.data} caption="Draft invoices" emptyTitle="No drafts" emptyText="Create an invoice from a job that is ready to bill." />
      ) : view.tab === "unpaid" ? (
        <InvoiceList
          invoices={view.invoices.data.filter((i) => i.kind === "invoice")}
          caption="Unpaid invoices"
          aging
          emptyTitle="Nothing unpaid here"
          emptyText="Issued invoices wait here until they are paid, credited or written off."
        />
      ) : (
        <InvoiceList invoices={view.invoices.data} caption="Paid invoices" emptyTitle="No paid invoices yet" emptyText="Invoices move here once their payments cover them." />
      )}
      {paged.last_page > 1 && <Pagination page={paged.page} totalPages={paged.last_page} hrefFor={pageHref} />}
    </div>
  );
}
