"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { companyHistoryAnswer } from "@/lib/api/responses/companies";
import { queryKeys } from "@/lib/api/query-keys";
import { formatJobReference, jobStatusLabels, type JobStatus } from "@/lib/domain/jobs";
import { formatMoney, parseDecimal } from "@/lib/domain/money";

const CONFIRMATION_LABELS: Record<string, string> = {
  none: "No confirmation",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  needs_reconfirmation: "Re-confirmation needed",
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

function money(text: string | null, currency: string) {
  if (text === null) return "—";
  const minor = parseDecimal(text, currency);
  return minor === null ? text : formatMoney(minor, currency);
}

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} <span className="text-muted-foreground">({count})</span>
        </CardTitle>
      </CardHeader>
      <CardContent>{count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="divide-y divide-border text-sm">{children}</ul>}</CardContent>
    </Card>
  );
}

/** What the agency sent the company and what it booked (A6): packages, jobs with their quote, confirmations, usages. */
export function ClientHistory({ companyId }: { companyId: number }) {
  const history = useQuery({
    queryKey: [...queryKeys.admin.company(companyId), "history"],
    queryFn: () => apiFetch<typeof companyHistoryAnswer>(`/admin/companies/${companyId}/history`),
  });
  if (history.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading the history">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (history.isError) return <LoadError message="Could not load the history." onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  const h = history.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Jobs" count={h.jobs.length} empty="No job for this client yet.">
        {h.jobs.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <Link href={`/admin/jobs/${j.id}`} className="font-medium underline-offset-4 hover:underline">
                {j.title}
              </Link>{" "}
              <span className="text-muted-foreground tnum">{formatJobReference(j.reference)}</span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{jobStatusLabels[j.status as JobStatus] ?? j.status}</Badge>
              <Badge variant="secondary">{CONFIRMATION_LABELS[j.confirmation_status]}</Badge>
              <span className="tnum">{money(j.quote_total, j.currency)}</span>
            </span>
          </li>
        ))}
      </Section>
      <Section title="Packages sent" count={h.packages.length} empty="No package sent to this client yet.">
        {h.packages.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/admin/packages/${p.id}`} className="font-medium underline-offset-4 hover:underline">
              {p.title}
            </Link>
            <span className="text-muted-foreground">
              {p.client_email} · {p.sent_at ? `sent ${day(p.sent_at)}` : "not sent"}
            </span>
          </li>
        ))}
      </Section>
      <Section title="Confirmations" count={h.confirmations.length} empty="No confirmation sent yet.">
        {h.confirmations.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/admin/jobs/${c.job_id}`} className="underline-offset-4 hover:underline">
              Version {c.version}
            </Link>
            <Badge variant="secondary">{c.status}</Badge>
          </li>
        ))}
      </Section>
      <Section title="Usage rights" count={h.usages.length} empty="No usage right granted yet.">
        {h.usages.map((u) => (
          <li key={u.id} className="flex flex-col gap-0.5 py-2">
            <Link href={`/admin/jobs/${u.job.id}`} className="font-medium underline-offset-4 hover:underline">
              {u.job.title} <span className="font-normal text-muted-foreground tnum">{formatJobReference(u.job.reference)}</span>
            </Link>
            <span className="text-muted-foreground">{u.labels.summary}</span>
          </li>
        ))}
      </Section>
    </div>
  );
}
