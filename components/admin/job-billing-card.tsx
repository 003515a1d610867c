import Link from "next/link";
import { CreateInvoiceButton } from "@/components/admin/finance/create-invoice-button";
import { InvoiceStatusBadge } from "@/components/admin/finance/finance-bits";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/lib/auth/viewer";
import { hasPermission } from "@/lib/auth/viewer";
import { BILLING_STATUS_LABELS } from "@/lib/domain/billing-status";
import type { BillingStatus } from "@/lib/domain/finance";
import { INVOICE_KIND_LABELS, showDay, showMoney } from "@/lib/domain/finance-display";
import { listJobInvoices } from "@/lib/services/jobs";
import { JobBillingMoves } from "./job-billing-moves";

const chipVariant = (s: BillingStatus) => (s === "invoice_ready" ? "accent" : s === "paid" || s === "closed" ? "success" : s === "cancelled" || s === "non_billable" ? "neutral" : "outline");

/**
 * The job page's billing card (issue 41): the billing status chip and its hand moves; with `finance`, the job's
 * invoices and "Create invoice" once it is ready to invoice. A server component: the moves refresh it.
 */
export async function JobBillingCard({ viewer, job }: { viewer: Viewer; job: { id: number; billing_status: BillingStatus } }) {
  const finance = hasPermission(viewer, "finance");
  const invoices = finance ? await listJobInvoices(viewer, job.id) : [];
  return (
    <Card aria-labelledby="job-billing-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="job-billing-title" className="flex items-center gap-3">
          Billing <Badge variant={chipVariant(job.billing_status)}>{BILLING_STATUS_LABELS[job.billing_status]}</Badge>
        </CardTitle>
        {finance && job.billing_status === "invoice_ready" && <CreateInvoiceButton jobId={job.id} />}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <JobBillingMoves jobId={job.id} status={job.billing_status} />
        {finance &&
          (invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoice for this job yet.</p>
          ) : (
            <ul className="divide-y divide-border rounded-md border border-border text-sm">
              {invoices.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                  <Link href={`/admin/invoices/${i.id}`} className="font-medium underline-offset-4 hover:underline">
                    {i.number ?? "Draft"}
                  </Link>
                  <span className="text-muted-foreground">{INVOICE_KIND_LABELS[i.kind]}</span>
                  <span className="text-muted-foreground">{showDay(i.issue_date)}</span>
                  <InvoiceStatusBadge status={i.status} />
                  <span className="tnum ml-auto font-medium">{showMoney(i.total, i.currency)}</span>
                </li>
              ))}
            </ul>
          ))}
      </CardContent>
    </Card>
  );
}
