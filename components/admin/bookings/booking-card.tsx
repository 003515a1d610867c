import { CalendarDays, ChevronRight, DollarSign } from "lucide-react";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { formatDate } from "../shell/format";
import type { AdminBookingJson } from "../shell/types";
import { budgetRange, projectTypeLabel } from "./booking-format";
import { BookingStatusBadge } from "./booking-status-badge";
import { bookingSource, rowTalentNames } from "./booking-rows";

/** One booking request on a phone (the table shows it from a tablet up): who asked for whom, when, for how much, and where it stands. */
export function BookingCard({ booking: b }: { booking: AdminBookingJson }) {
  const talent = b.talent_profile;
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border bg-card p-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={talent.user.profile_image_url} name={talent.stage_name} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-sans text-base font-medium tracking-normal">{projectTypeLabel(b.project_type)}</h2>
            <BookingStatusBadge status={b.status} />
          </div>
          <p className="text-sm">
            {b.client_name}
            <span className="text-muted-foreground"> for </span>
            {rowTalentNames(b).join(", ")}
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{b.project_description}</p>
          <p className="mt-1 font-mono text-xs text-muted-foreground">Ref. {formatBookingReference(b.reference)}</p>
          {bookingSource(b) && <p className="mt-1 text-xs text-muted-foreground">Source: {bookingSource(b)}</p>}
          {b.job && <p className="mt-1 text-xs text-muted-foreground">{b.job.standing}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-xs">
        <div>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-3" />
            Project date
          </dt>
          <dd className="font-medium">{formatDate(b.project_date)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <DollarSign aria-hidden="true" className="size-3" />
            Budget
          </dt>
          <dd className="font-medium">{budgetRange(b.budget_min, b.budget_max)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Submitted</dt>
          <dd className="font-medium">{formatDate(b.created_at)}</dd>
        </div>
      </dl>
      <Link
        href={`/admin/bookings/${b.id}`}
        className="inline-flex items-center justify-center gap-1 rounded-sm border border-border px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        View Details
        <span className="sr-only"> of booking {b.id} from {b.client_name}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
