import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { countOf } from "@/lib/domain/plural";
import type { AdminBookingJson } from "../shell/types";
import { BookingStatusBadge } from "./booking-status-badge";

/**
 * The request this booking is one of, when the client asked for several talents at once: its source and each
 * talent with their own booking (each is still confirmed or cancelled on its own, as talents' availability differs).
 */
export function BookingInquiryCard({ booking }: { booking: AdminBookingJson }) {
  const inquiry = booking.inquiry;
  if (!inquiry) return null;
  return (
    <Card data-testid="booking-inquiry">
      <CardHeader>
        <CardTitle>One request, {countOf(inquiry.bookings.length, "talent")}</CardTitle>
        <CardDescription>Source: {inquiry.source_label}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {inquiry.bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              {b.id === booking.id ? (
                <span className="font-medium" aria-current="page">
                  {b.stage_name}
                </span>
              ) : (
                <Link href={`/admin/bookings/${b.id}`} className="underline underline-offset-4 hover:text-accent">
                  {b.stage_name}
                </Link>
              )}
              <span className="flex items-center gap-3">
                <span className="font-mono text-xs text-muted-foreground">{formatBookingReference(b.reference)}</span>
                <BookingStatusBadge status={b.status} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
