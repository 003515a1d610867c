"use client";

import { useMutation } from "@tanstack/react-query";
import { Ban, Check, Eye, Pencil, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { sendPackageResponse } from "@/lib/api/responses/packages";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { toast } from "@/lib/toast";
import { capitalize, formatDate } from "../shell/format";
import { TimeAgo } from "../shell/time-ago";
import { CopyLinkButton } from "./copy-link-button";
import { PackageStatusBadge } from "./package-status-badge";
import type { PackageDetailJson } from "./types";

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** A package at a glance: its link and state, how the client is using it, and what they selected. */
export function PackageOverview({ pkg }: { pkg: PackageDetailJson }) {
  const router = useRouter();
  const send = useMutation({
    mutationFn: () => apiFetch<typeof sendPackageResponse>(`/admin/packages/${pkg.id}/send`, { method: "POST" }),
    onSuccess: () => {
      toast.success("Package Sent", { description: `The link was mailed to ${pkg.client_email}.` });
      router.refresh();
    },
    onError: (error) => toast.error("Error", { description: failure(error, "Failed to send the package.") }),
  });
  const active = pkg.status === "active";

  async function revoke() {
    try {
      await apiFetch(`/admin/packages/${pkg.id}/revoke`, { method: "POST" });
      toast.success("Package Revoked", { description: "The link no longer works." });
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: failure(error, "Failed to revoke the package.") });
      throw error;
    }
  }
  async function remove() {
    try {
      await apiFetch(`/admin/packages/${pkg.id}`, { method: "DELETE" });
      toast.success("Package Deleted");
      router.push("/admin/packages");
    } catch (error) {
      toast.error("Error", { description: failure(error, "Failed to delete the package.") });
      throw error;
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={<Link href="/admin/packages">Client Packages</Link>}
        title={pkg.title}
        description={`${pkg.client_name}${pkg.client_company ? ` · ${pkg.client_company}` : ""} · ${pkg.client_email}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {active && (
              <>
                <Button onClick={() => send.mutate()} loading={send.isPending}>
                  <Send aria-hidden="true" />
                  {pkg.sent_at ? "Send again" : "Send"}
                </Button>
                <CopyLinkButton url={pkg.url} size="default" />
              </>
            )}
            <Link href={`/admin/packages/${pkg.id}/edit`} className={buttonClassName({ variant: "outline" })}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
            {pkg.status !== "revoked" && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline">
                    <Ban aria-hidden="true" />
                    Revoke
                  </Button>
                }
                title="Revoke this package?"
                description="The link stops working at once; the client sees that the selection is no longer available."
                confirmLabel="Revoke"
                busyLabel="Revoking..."
                variant="destructive"
                onConfirm={revoke}
              />
            )}
            <ConfirmDialog
              trigger={
                <Button variant="destructive">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
              title="Delete this package?"
              description="Are you sure you want to delete this package? This action cannot be undone. Booking requests it made stay."
              confirmLabel="Delete"
              busyLabel="Deleting..."
              variant="destructive"
              onConfirm={remove}
            />
          </div>
        }
      />

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Package status">
        <Stat label="Status" value={<PackageStatusBadge status={pkg.status} />} />
        <Stat label="Views" value={<span data-testid="package-views">{pkg.view_count}</span>} />
        <Stat label="First viewed" value={pkg.first_viewed_at ? formatDate(pkg.first_viewed_at) : "Not yet"} />
        <Stat label="Last viewed" value={pkg.last_viewed_at ? <TimeAgo value={pkg.last_viewed_at} /> : "Not yet"} />
        <Stat label={pkg.status === "revoked" ? "Revoked" : "Expires"} value={formatDate(pkg.revoked_at ?? pkg.expires_at)} />
      </dl>
      <p className="text-sm text-muted-foreground">{pkg.sent_at ? (
          <>
            Sent {formatDate(pkg.sent_at)} (<TimeAgo value={pkg.sent_at} />).
          </>
        ) : (
          "Not sent yet."
        )}</p>

      <Card>
        <CardHeader>
          <CardTitle>Talents</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col divide-y divide-border">
            {pkg.talents.map((t) => (
              <li key={t.talent_profile_id} className="flex flex-wrap items-center gap-3 py-3" data-testid="package-talent-status">
                <span className="w-6 text-sm text-muted-foreground">{t.position + 1}.</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {t.stage_name} {!t.visible && <Badge variant="neutral">Hidden: not shown to the client</Badge>}
                  </p>
                  {t.note && <p className="text-xs text-muted-foreground">{t.note}</p>}
                </div>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Eye aria-hidden="true" className="size-3.5" />
                  {t.opened ? `Opened ${t.open_count}×` : "Not opened"}
                </span>
                {t.selected ? (
                  <Badge variant="success">
                    <Check aria-hidden="true" className="size-3" /> Selected
                  </Badge>
                ) : (
                  <Badge variant="outline">Not selected</Badge>
                )}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Selection</CardTitle>
        </CardHeader>
        <CardContent>
          {pkg.bookings.length === 0 ? (
            <EmptyState title="No selection yet" titleAs="p" text="When the client selects talents, their booking requests appear here." />
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Booking requests from this package">
              {pkg.bookings.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="package-booking">
                  <Link href={`/admin/bookings/${b.id}`} className="text-sm font-medium underline-offset-4 hover:underline">
                    Booking #{b.id}: {b.stage_name}
                  </Link>
                  <span className="font-mono text-xs text-muted-foreground">Ref. {formatBookingReference(b.reference)}</span>
                  <Badge variant="outline">{capitalize(b.status)}</Badge>
                  <span className="text-xs text-muted-foreground">{formatDate(b.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-md border border-border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-medium">{value}</dd>
    </div>
  );
}
