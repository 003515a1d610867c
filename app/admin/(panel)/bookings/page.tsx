import type { Metadata } from "next";
import { BookingManagement } from "@/components/admin/bookings/booking-management";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listAdminBookings } from "@/lib/services/jobs";
import { adminBookingsQuerySchema } from "@/lib/validation/admin-booking";

export const metadata: Metadata = { title: "Booking Management" };

export default async function AdminBookingsPage() {
  const viewer = await requireStaffPage("bookings");
  const first = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ page: 1, limit: adminListPageSize.bookings }));
  return <BookingManagement initial={asJson(first)} />;
}
