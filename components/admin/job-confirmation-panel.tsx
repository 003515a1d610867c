"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Send, Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { confirmationsAnswer } from "@/lib/api/responses/confirmations";
import { CONFIRMATION_STATUS_LABELS, JOB_CONFIRMATION_STATUS_LABELS, type ConfirmationStatus } from "@/lib/domain/confirmations";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { formatShortMomentInZone } from "@/lib/domain/zoned-time";
import { toast } from "@/lib/toast";

type Versions = Awaited<ReturnType<typeof apiFetch<typeof confirmationsAnswer>>>;
type Version = Versions["confirmations"][number];

const chip: Record<ConfirmationStatus | "expired", BadgeVariant> = {
  draft: "neutral",
  sent: "accent",
  viewed: "accent",
  accepted: "success",
  declined: "destructive",
  superseded: "outline",
  withdrawn: "outline",
  expired: "outline",
};

const confirmationsKey = (jobId: number) => [...queryKeys.admin.job(jobId), "confirmations"] as const;
const pdfHref = (id: number) => `/api/v1/admin/confirmations/${id}/pdf`;

/** Send a draft: to (the job's contact by default) and an opening message; names the mail that goes out. */
function SendDialog({ version, jobId, open, onOpenChange }: { version: Version; jobId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { to?: string; message?: string }) => apiFetch(`/admin/confirmations/${version.id}/send`, { method: "POST", body }),
    onSuccess: async () => {
      toast.success("Confirmation sent", { description: `Version ${version.version} is on its way to the client.` });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(jobId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        setErrors(error.errors);
        document.querySelector<HTMLElement>("#confirmation-send-to")?.focus();
      } else setRefusal(error instanceof ApiError ? error.message : "The confirmation could not be sent. Please try again.");
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Send version {version.version}</DialogTitle>
          <DialogDescription>
            The client gets the mail “Please confirm” with a private link to review and accept the confirmation ({formatMoney(parseDecimal(version.total, version.currency) ?? 0n, version.currency)}). The PDF is frozen as it is now;
            an earlier version still waiting for an answer is replaced.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setErrors({});
            setRefusal(null);
            const data = new FormData(e.currentTarget);
            const to = String(data.get("to") ?? "").trim();
            const message = String(data.get("message") ?? "").trim();
            send.mutate({ ...(to ? { to } : {}), ...(message ? { message } : {}) });
          }}
        >
          {refusal && (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          )}
          <FormField label="To" id="confirmation-send-to" error={errors.to} hint="Leave empty to send to the job's client contact.">
            <Input name="to" type="email" autoComplete="off" />
          </FormField>
          <FormField label="Message (optional)" error={errors.message}>
            <Textarea name="message" rows={4} maxLength={2000} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={send.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              <Send aria-hidden="true" />
              Send to client
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function VersionRow({ v, jobId, zone }: { v: Version; jobId: number; zone: string }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const withdraw = async () => {
    try {
      await apiFetch(`/admin/confirmations/${v.id}/withdraw`, { method: "POST" });
    } catch (error) {
      toast.error("Error", { description: error instanceof ApiError ? error.message : "The confirmation could not be withdrawn." });
      throw error;
    }
    toast.success("Confirmation withdrawn", { description: `The link of version ${v.version} no longer works.` });
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(jobId) });
  };
  const when = (at: string | null) => (at ? formatShortMomentInZone(new Date(at), zone) : null);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium">
          Version {v.version}
          <Badge variant={chip[v.status]}>{CONFIRMATION_STATUS_LABELS[v.status]}</Badge>
        </span>
        <span className="text-sm tabular-nums">{formatMoney(parseDecimal(v.total, v.currency) ?? 0n, v.currency)}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {v.sent_at ? `Sent ${when(v.sent_at)} to ${v.sent_to}` : `Drafted ${when(v.created_at)}`}
        {v.viewed_at && v.status !== "accepted" ? ` · viewed ${when(v.viewed_at)}` : ""}
        {v.expires_at && (v.status === "sent" || v.status === "viewed") ? ` · link valid until ${when(v.expires_at)}` : ""}
        {v.declined_at ? ` · declined ${when(v.declined_at)}${v.decline_reason ? `: “${v.decline_reason}”` : ""}` : ""}
      </p>
      {v.accepted && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-success-soft p-3 text-xs">
          <dt className="text-muted-foreground">Accepted</dt>
          <dd>
            {v.accepted.name}
            {v.accepted.title ? `, ${v.accepted.title}` : ""} · {when(v.accepted.at)}
          </dd>
          <dt className="text-muted-foreground">From</dt>
          <dd className="break-all">
            {v.accepted.ip} · {v.accepted.user_agent}
          </dd>
          <dt className="text-muted-foreground">Consent</dt>
          <dd className="font-mono break-all">{v.accepted.consent_sha256}</dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={pdfHref(v.id)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm underline underline-offset-4">
          <FileText aria-hidden="true" className="size-4" />
          {v.status === "draft" ? "Preview PDF" : "PDF as sent"}
        </a>
        {v.accepted && v.certificate_pdf_sha256 && (
          <a href={`${pdfHref(v.id)}?certificate=1`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm underline underline-offset-4">
            <FileText aria-hidden="true" className="size-4" />
            Certificate PDF
          </a>
        )}
      </div>
      {(v.status === "draft" || v.status === "sent" || v.status === "viewed") && (
        <div className="flex flex-wrap gap-2">
          {v.status === "draft" && (
            <Button size="sm" onClick={() => setSending(true)}>
              <Send aria-hidden="true" />
              Send
            </Button>
          )}
          {(v.status === "sent" || v.status === "viewed") && (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline">
                  <Undo2 aria-hidden="true" />
                  Withdraw
                </Button>
              }
              title={`Withdraw version ${v.version}?`}
              description="The client's link stops working at once and the client can no longer accept this version. This cannot be undone."
              confirmLabel="Withdraw"
              variant="destructive"
              onConfirm={withdraw}
            />
          )}
        </div>
      )}
      {sending && <SendDialog version={v} jobId={jobId} open={sending} onOpenChange={setSending} />}
    </li>
  );
}

/**
 * The job page's Confirmation panel (issue 40): the versions with status chips, Preview PDF, Send (a dialog naming the
 * mail that goes out), Withdraw (asked first), a "Re-confirmation needed" banner listing what changed since the
 * accepted version, the acceptance evidence and the certificate link.
 */
export function JobConfirmationPanel({ jobId, timeZone }: { jobId: number; timeZone?: string }) {
  const queryClient = useQueryClient();
  const zone = timeZone ?? "UTC";
  const query = useQuery({ queryKey: confirmationsKey(jobId), queryFn: () => apiFetch<typeof confirmationsAnswer>(`/admin/jobs/${jobId}/confirmations`) });
  const draft = useMutation({
    mutationFn: () => apiFetch(`/admin/jobs/${jobId}/confirmations`, { method: "POST" }),
    onSuccess: async () => {
      toast.success("Draft ready", { description: "Preview the PDF, then send it to the client." });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(jobId) });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? (error.errors ? Object.values(error.errors).flat().join(". ") : error.message) : "The draft could not be made.";
      toast.error("Not ready for a confirmation", { description });
    },
  });
  const data = query.data;
  const hasDraft = data?.confirmations.some((c) => c.status === "draft");
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2">
          Confirmation
          {data && data.confirmation_status !== "none" && (
            <Badge variant={data.confirmation_status === "accepted" ? "success" : data.confirmation_status === "needs_reconfirmation" || data.confirmation_status === "declined" ? "destructive" : "accent"}>
              {JOB_CONFIRMATION_STATUS_LABELS[data.confirmation_status]}
            </Badge>
          )}
        </CardTitle>
        {data && !hasDraft && (
          <Button size="sm" variant="outline" loading={draft.isPending} onClick={() => draft.mutate()}>
            New version
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading confirmations">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : query.isError ? (
          <LoadError title="Could not load the confirmations" message="Check the connection and try again." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            {data!.confirmation_status === "needs_reconfirmation" && (
              <div role="status" className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                <p className="font-medium">Re-confirmation needed: the job changed since the client accepted.</p>
                {data!.changes && data!.changes.length > 0 && (
                  <ul className="mt-2 list-disc pl-5">
                    {data!.changes.map((c, i) => (
                      <li key={i}>{c}</li>
                    ))}
                  </ul>
                )}
                <p className="mt-2 text-muted-foreground">Make a new version and send it.</p>
              </div>
            )}
            {data!.confirmations.length === 0 ? (
              <p className="text-sm text-muted-foreground">No confirmation yet. When the client, the lines and the fees are set, make a draft and send it for the client to accept.</p>
            ) : (
              <ul className="divide-y divide-border">
                {data!.confirmations.map((v) => (
                  <VersionRow key={v.id} v={v} jobId={jobId} zone={zone} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
