"use client";

import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { countOf } from "@/lib/domain/plural";
import { formatDate } from "../shell/format";
import type { AdminBookingJson } from "../shell/types";
import { BookingCard } from "./booking-card";
import { budgetRange, projectTypeLabel } from "./booking-format";
import { BookingStatusBadge } from "./booking-status-badge";
import { bookingSource, oneRowPerInquiry, rowTalentNames } from "./booking-rows";

const columns: DataColumn<AdminBookingJson>[] = [
  {
    id: "project",
    header: "Project",
    sortValue: (b) => projectTypeLabel(b.project_type),
    cell: (b) => (
      <>
        <Link href={`/admin/bookings/${b.id}`} className="font-medium hover:underline">
          {projectTypeLabel(b.project_type)}
        </Link>
        <span className="block font-mono text-xs text-muted-foreground">Ref. {formatBookingReference(b.reference)}</span>
        {bookingSource(b) && <span className="block text-xs text-muted-foreground">Source: {bookingSource(b)}</span>}
      </>
    ),
  },
  {
    id: "client",
    header: "Client",
    sortValue: (b) => b.client_name,
    cell: (b) => (
      <>
        <span className="font-medium">{b.client_name}</span>
        {b.company_name && <span className="block text-xs text-muted-foreground">{b.company_name}</span>}
      </>
    ),
  },
  {
    id: "talent",
    header: "Talent",
    sortValue: (b) => b.talent_profile.stage_name,
    cell: (b) =>
      rowTalentNames(b).length > 1 ? (
        <span className="block max-w-64 text-sm" data-testid="booking-talents">
          <span className="block text-xs text-muted-foreground">{countOf(rowTalentNames(b).length, "talent")}</span>
          {rowTalentNames(b).join(", ")}
        </span>
      ) : (
      <span className="flex items-center gap-2">
        {/* Decorative here: the name follows, and a screen reader would otherwise read it twice. */}
        <span aria-hidden="true" className="contents">
          <Avatar src={b.talent_profile.user.profile_image_url} name={b.talent_profile.stage_name} size="sm" />
        </span>
        <span className="truncate">{b.talent_profile.stage_name}</span>
      </span>
      ),
  },
  { id: "date", header: "Project date", sortValue: (b) => b.project_date, className: "tnum whitespace-nowrap", cell: (b) => formatDate(b.project_date) },
  {
    id: "budget",
    header: "Budget",
    // Ordered by the top of the range (what the client may spend), the bottom when it is the only end.
    sortValue: (b) => b.budget_max ?? b.budget_min,
    className: "tnum whitespace-nowrap",
    cell: (b) => budgetRange(b.budget_min, b.budget_max),
  },
  {
    id: "status",
    header: "Status",
    sortValue: (b) => b.status,
    cell: (b) => (
      <div className="flex flex-col items-start gap-1">
        <BookingStatusBadge status={b.status} />
        {b.job && <span className="text-xs whitespace-nowrap text-muted-foreground">{b.job.standing}</span>}
      </div>
    ),
  },
  { id: "submitted", header: "Submitted", sortValue: (b) => b.created_at, className: "tnum whitespace-nowrap", cell: (b) => formatDate(b.created_at) },
  {
    id: "actions",
    header: "Actions",
    hiddenHeader: true,
    className: "text-right",
    cell: (b) => (
      <Link
        href={`/admin/bookings/${b.id}`}
        className="text-xs font-medium whitespace-nowrap text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        View<span className="sr-only"> Details of booking {b.id} from {b.client_name}</span>
      </Link>
    ),
  },
];

/** The requests: a sortable table (project, client, talent, date, budget, status, submitted) from a tablet up, cards on a phone. */
export function BookingTable({ bookings, className }: { bookings: AdminBookingJson[]; className?: string }) {
  return <DataTable caption="Bookings" columns={columns} rows={oneRowPerInquiry(bookings)} rowKey={(b) => b.id} card={(b) => <BookingCard booking={b} />} className={className} />;
}
