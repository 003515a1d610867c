"use client";

import { screenTitleClass } from "@/components/ui/page-header";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, BriefcaseBusiness, Check, CircleCheckBig, ExternalLink, Trash2, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/api/client";
import type { convertedJobAnswer } from "@/lib/api/responses/jobs";
import type { adminBookingAnswer, bookingStatusAnswer } from "@/lib/api/responses/bookings";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { bookingTransitions, NO_DESCRIPTION, type BookingStatus } from "@/lib/domain/booking";
import { errorMessage } from "../settings/feedback";
import { formatDate } from "../shell/format";
import type { AdminBookingJson } from "../shell/types";
import { budgetRange, projectTypeLabel } from "./booking-format";
import { BookingStatusBadge } from "./booking-status-badge";
import { BookingInquiryCard } from "./booking-inquiry-card";
import { CompanySuggestion } from "./company-suggestion";

const actionLabels: Record<BookingStatus, { label: string; icon: typeof Check; variant: "default" | "outline" }> = {
  confirmed: { label: "Confirm", icon: Check, variant: "default" },
  cancelled: { label: "Cancel", icon: X, variant: "outline" },
  completed: { label: "Mark Completed", icon: CircleCheckBig, variant: "default" },
  pending: { label: "Reopen", icon: Check, variant: "outline" },
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border pb-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One booking: its facts, the client, the talent, the brief, and the moves the status machine allows. */
export function BookingDetail({ initial }: { initial: AdminBookingJson }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: booking } = useQuery({
    queryKey: queryKeys.admin.booking(initial.id),
    queryFn: async () => (await apiFetch<typeof adminBookingAnswer>(`/admin/bookings/${initial.id}`)).booking,
    initialData: initial,
  });
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookingLists });

  const move = useMutation({
    mutationFn: (status: BookingStatus) =>
      apiFetch<typeof bookingStatusAnswer>(`/admin/bookings/${booking.id}/status`, { method: "PUT", body: { status } }),
    onSuccess: async (data, status) => {
      queryClient.setQueryData(queryKeys.admin.booking(booking.id), data.booking);
      toast.success("Status Updated", { description: `Booking status changed to ${status}.` });
      await Promise.all([refreshLists(), queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists })]);
    },
    onError: async (error) => {
      toast.error("Failed to update status.", { description: error.message || "Could not update booking status." });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.booking(booking.id) });
    },
  });

  const remove = useMutation({
    mutationFn: () => apiFetch(`/admin/bookings/${booking.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Booking Deleted");
      await refreshLists();
      router.replace("/admin/bookings");
    },
    onError: () => toast.error("Failed to delete booking.", { description: "Could not delete booking." }),
  });

  // "Convert to job" (issue 28): the request, with the others sent with it, becomes one job with an option per talent.
  const convert = useMutation({
    mutationFn: () => apiFetch<typeof convertedJobAnswer>(`/admin/bookings/${booking.id}/convert`, { method: "POST" }),
    onSuccess: async ({ job }) => {
      // A talent erased or off the roster is left out of the job, and named.
      const left = job.skipped.map((s) => `${s.stage_name} (${s.reason === "erased" ? "erased" : "not on the roster"})`);
      toast.success("Converted to a job", { description: left.length ? `${job.title}. Left out: ${left.join(", ")}.` : job.title });
      await Promise.all([refreshLists(), queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists })]);
      router.push(`/admin/jobs/${job.id}`);
    },
    onError: (error) => toast.error("Could not convert the request.", { description: errorMessage(error, "Could not convert the request.") }),
  });

  const talent = booking.talent_profile;
  const moves = bookingTransitions[booking.status];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/admin/bookings" className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Bookings
        </Link>
      </div>

      <div className="flex flex-col gap-2 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs text-muted-foreground">Booking #{booking.id}</p>
          <h1 className={screenTitleClass}>{projectTypeLabel(booking.project_type)}</h1>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <BookingStatusBadge status={booking.status} className="text-sm" />
          {booking.job && (
            <Link href={`/admin/jobs/${booking.job.id}`} className="text-sm underline underline-offset-4 hover:text-accent" data-testid="booking-job">
              {booking.job.standing}
            </Link>
          )}
        </div>
      </div>

      <CompanySuggestion
        bookingId={booking.id}
        companyId={booking.company_id}
        suggestion={(booking as typeof booking & { suggested_company?: Parameters<typeof CompanySuggestion>[0]["suggestion"] }).suggested_company}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Booking Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-3">
                <Fact label="Booking ID">#{booking.id}</Fact>
                <Fact label="Reference">
                  <span className="font-mono">{formatBookingReference(booking.reference)}</span>
                </Fact>
                <Fact label="Date">{formatDate(booking.project_date)}</Fact>
                <Fact label="Event Time">{booking.event_time || "N/A"}</Fact>
                <Fact label="Duration">{booking.duration || "N/A"}</Fact>
                <Fact label="Budget">{budgetRange(booking.budget_min, booking.budget_max)}</Fact>
                <Fact label="Location">{booking.location || "N/A"}</Fact>
                <Fact label="Submitted">{formatDate(booking.created_at)}</Fact>
                {booking.company_name && <Fact label="Company">{booking.company_name}</Fact>}
                {booking.package && (
                  <Fact label="From package">
                    <Link href={`/admin/packages/${booking.package.id}`} className="underline underline-offset-4 hover:text-accent" data-testid="booking-package">
                      {booking.package.title}
                    </Link>
                  </Fact>
                )}
                {booking.inquiry?.source === "shortlist" && <Fact label="Source">{booking.inquiry.source_label}</Fact>}
              </dl>
            </CardContent>
          </Card>

          <BookingInquiryCard booking={booking} />

          <Card>
            <CardHeader>
              <CardTitle>Project Details</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <section>
                <h3 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Description</h3>
                <p className="mt-1 text-sm whitespace-pre-line">{booking.project_description || NO_DESCRIPTION}</p>
              </section>
              <section>
                <h3 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Requirements</h3>
                <p className="mt-1 text-sm whitespace-pre-line">{booking.requirements || "None given"}</p>
              </section>
            </CardContent>
          </Card>
        </div>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Booking Management</CardTitle>
              <CardDescription>
                {moves.length ? "Move the booking to its next stage." : `This booking is ${booking.status}; no further actions.`}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {moves.map((status) => {
                const { label, icon: Icon, variant } = actionLabels[status];
                const busy = move.isPending && move.variables === status;
                return (
                  <Button key={status} variant={variant} onClick={() => move.mutate(status)} loading={busy} disabled={move.isPending}>
                    {!busy && <Icon aria-hidden="true" />}
                    {label}
                  </Button>
                );
              })}
              {!booking.job && (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" loading={convert.isPending} disabled={move.isPending}>
                      {!convert.isPending && <BriefcaseBusiness aria-hidden="true" />}
                      Convert to job
                    </Button>
                  }
                  title="Convert to a job?"
                  description={`Each talent of the request is placed on option. ${booking.client_name} (${booking.client_email}) gets the mail "Option placed" for each, with its rank and expiry, and each talent is told she is on option.`}
                  confirmLabel="Convert and send"
                  cancelLabel="Not yet"
                  busyLabel="Converting..."
                  onConfirm={() => convert.mutateAsync().then(() => undefined)}
                />
              )}
              <ConfirmDialog
                trigger={
                  <Button variant="destructive" disabled={move.isPending}>
                    <Trash2 aria-hidden="true" />
                    Delete Booking
                  </Button>
                }
                title="Delete booking"
                description="Are you sure you want to delete this booking? This action cannot be undone."
                confirmLabel="Delete"
                busyLabel="Deleting..."
                variant="destructive"
                onConfirm={() => remove.mutateAsync().then(() => undefined)}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Client</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-3">
                <Fact label="Name">{booking.client_name}</Fact>
                <Fact label="Email">
                  <a href={`mailto:${booking.client_email}`} className="underline underline-offset-4 hover:text-accent">
                    {booking.client_email}
                  </a>
                </Fact>
                <Fact label="Phone">
                  <a href={`tel:${booking.client_phone}`} className="underline underline-offset-4 hover:text-accent">
                    {booking.client_phone}
                  </a>
                </Fact>
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Talent</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-center gap-3">
                <Avatar src={talent.user.profile_image_url} name={talent.stage_name} size="lg" />
                <div className="min-w-0">
                  <p className="font-medium">{talent.stage_name}</p>
                  <p className="truncate text-sm text-muted-foreground">{talent.user.email}</p>
                  {talent.user.phone && <p className="text-sm text-muted-foreground">{talent.user.phone}</p>}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link href={`/admin/talents/${talent.user_id}`} className={buttonClassName({ variant: "outline", size: "sm" })}>
                  View talent
                </Link>
                <Link href={`/talent/${talent.id}`} target="_blank" className={buttonClassName({ variant: "ghost", size: "sm" })}>
                  Public profile
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
