import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { bookingStatusLabels, type BookingStatus } from "@/lib/domain/booking";

/** Badge styles of the spec: confirmed default, pending secondary, completed outline, cancelled destructive. */
const variants: Record<BookingStatus, BadgeVariant> = {
  confirmed: "default",
  pending: "secondary",
  completed: "outline",
  cancelled: "destructive",
};

/** A booking's status as a badge (the list's table and cards, an inquiry's talents, the detail's header). */
export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <Badge variant={variants[status]} className={className}>
      {bookingStatusLabels[status]}
    </Badge>
  );
}
