"use client";

import { Download, Wallet } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Sum } from "@/components/admin/finance/finance-bits";
import type { EntryView, StatementSums } from "@/components/admin/finance/statement-parts";
import { showDay, showMoney } from "@/lib/domain/finance-display";
import { LEDGER_KIND_LABELS } from "@/lib/domain/statements";
import type { LedgerStatus } from "@/lib/domain/finance";

type Statement = StatementSums & { entries: EntryView[] };

const SECTIONS: { status: LedgerStatus; title: string; empty: string }[] = [
  { status: "payable", title: "Payable", empty: "Nothing is due to you right now." },
  { status: "on_hold", title: "On hold", empty: "Nothing is waiting for a client's payment." },
  { status: "paid", title: "Paid", empty: "No payout yet." },
];

function EntryRow({ e }: { e: EntryView }) {
  const when = e.status === "paid" ? (e.payout_number ? `Remittance ${e.payout_number}` : "Paid") : e.status === "payable" ? `Due ${showDay(e.due_on)}` : "Waiting for the client";
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium">{e.job_title ?? LEDGER_KIND_LABELS[e.kind]}</span>
        <span className="tnum shrink-0 font-semibold">{showMoney(e.amount, e.currency)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
        <span>
          {LEDGER_KIND_LABELS[e.kind]}
          {e.invoice_number ? ` · ${e.invoice_number}` : ""}
        </span>
        {e.status === "paid" && e.payout_number ? <Badge variant="success">{when}</Badge> : <span>{when}</span>}
      </div>
    </li>
  );
}

/** The talent's earnings, phone first: the sums, then payable, on hold and paid entries, and the monthly statement PDF. */
export function EarningsView({ statement }: { statement: Statement }) {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const c = statement.currency;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Sum label="Payable" value={showMoney(statement.payable, c)} strong />
        <Sum label="On hold" value={showMoney(statement.on_hold, c)} />
        <Sum label="Paid" value={showMoney(statement.paid, c)} />
        <Sum label="Balance" value={showMoney(statement.balance, c)} />
      </div>
      {statement.entries.length === 0 ? (
        <EmptyState icon={<Wallet />} title="No earnings yet" text="Your fees appear here once the agency invoices a job you worked on." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {SECTIONS.map((s) => {
            const entries = statement.entries.filter((e) => e.status === s.status);
            return (
              <Card key={s.status}>
                <CardHeader>
                  <CardTitle>{s.title}</CardTitle>
                </CardHeader>
                <CardContent>{entries.length === 0 ? <p className="text-sm text-muted-foreground">{s.empty}</p> : <ul className="divide-y divide-border">{entries.map((e) => <EntryRow key={e.id} e={e} />)}</ul>}</CardContent>
              </Card>
            );
          })}
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Monthly statement</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            Month
            <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} className="w-44" />
          </label>
          <a href={`/api/v1/statement.pdf?month=${encodeURIComponent(month)}`} className={buttonClassName({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Statement PDF
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
