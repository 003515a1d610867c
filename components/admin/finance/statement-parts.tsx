"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatJobReference } from "@/lib/domain/jobs";
import { showDay, showMoney } from "@/lib/domain/finance-display";
import { LEDGER_KIND_LABELS, LEDGER_STATUS_LABELS } from "@/lib/domain/statements";
import type { LedgerKind, LedgerStatus } from "@/lib/domain/finance";
import { Receipt } from "lucide-react";
import { Sum } from "./finance-bits";

export interface EntryView {
  id: number;
  kind: LedgerKind;
  amount: string;
  currency: string;
  status: LedgerStatus;
  due_on: string | null;
  description: string | null;
  job_id: number | null;
  job_reference: string | null;
  job_title: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  payout_number: string | null;
  created_at: string;
}

export interface StatementSums {
  currency: string;
  on_hold: string;
  payable: string;
  paid: string;
  balance: string;
}

const statusVariant = (s: LedgerStatus) => (s === "paid" ? "success" : s === "payable" ? "accent" : "outline");

export function StatementSumsRow({ sums }: { sums: StatementSums }) {
  const c = sums.currency;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Sum label="On hold" value={showMoney(sums.on_hold, c)} />
      <Sum label="Payable" value={showMoney(sums.payable, c)} />
      <Sum label="Paid" value={showMoney(sums.paid, c)} />
      <Sum label="Balance" value={showMoney(sums.balance, c)} strong />
    </div>
  );
}

/** A statement's entries: date, kind, job, invoice, status, due, amount (a table from a tablet up, cards on a phone). */
export function EntriesTable({ entries, admin, emptyText }: { entries: EntryView[]; admin: boolean; emptyText: string }) {
  if (entries.length === 0) return <EmptyState icon={<Receipt />} title="No entries yet" text={emptyText} />;
  const job = (e: EntryView) =>
    e.job_id === null ? (
      "—"
    ) : admin ? (
      <Link href={`/admin/jobs/${e.job_id}`} className="underline-offset-4 hover:underline">
        {e.job_title ?? (e.job_reference ? formatJobReference(e.job_reference) : `Job ${e.job_id}`)}
      </Link>
    ) : (
      (e.job_title ?? (e.job_reference ? formatJobReference(e.job_reference) : "—"))
    );
  const invoice = (e: EntryView) =>
    e.invoice_id === null ? (
      "—"
    ) : admin ? (
      <Link href={`/admin/invoices/${e.invoice_id}`} className="underline-offset-4 hover:underline">
        {e.invoice_number ?? "Invoice"}
      </Link>
    ) : (
      (e.invoice_number ?? "—")
    );
  const status = (e: EntryView) => (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant={statusVariant(e.status)}>{LEDGER_STATUS_LABELS[e.status]}</Badge>
      {e.payout_number && <span className="text-xs text-muted-foreground">{e.payout_number}</span>}
    </span>
  );
  const columns: DataColumn<EntryView>[] = [
    { id: "date", header: "Date", cell: (e) => showDay(e.created_at), sortValue: (e) => e.created_at },
    { id: "kind", header: "Kind", cell: (e) => <span title={e.description ?? undefined}>{LEDGER_KIND_LABELS[e.kind]}</span> },
    { id: "job", header: "Job", cell: job },
    { id: "invoice", header: "Invoice", cell: invoice },
    { id: "status", header: "Status", cell: status },
    { id: "due", header: "Due", cell: (e) => showDay(e.due_on), sortValue: (e) => e.due_on ?? "" },
    { id: "amount", header: "Amount", cell: (e) => <span className="tnum">{showMoney(e.amount, e.currency)}</span>, className: "text-right" },
  ];
  return (
    <DataTable
      caption="Statement entries"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      card={(e) => (
        <Card>
          <CardContent className="flex flex-col gap-1.5 pt-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="font-medium">{LEDGER_KIND_LABELS[e.kind]}</span>
              <span className="tnum font-semibold">{showMoney(e.amount, e.currency)}</span>
            </div>
            {(e.job_id !== null || e.description) && <p className="text-muted-foreground">{e.job_id !== null ? job(e) : e.description}</p>}
            <div className="flex flex-wrap items-center justify-between gap-2">
              {status(e)}
              <span className="text-xs text-muted-foreground">{e.status === "paid" ? showDay(e.created_at) : e.due_on ? `Due ${showDay(e.due_on)}` : showDay(e.created_at)}</span>
            </div>
            {e.invoice_number && <p className="text-xs text-muted-foreground">Invoice {e.invoice_number}</p>}
          </CardContent>
        </Card>
      )}
    />
  );
}
