import type { Metadata } from "next";
import { BookingManagement } from "@/components/admin/bookings/booking-management";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Booking Management" };

export default async function AdminBookingsPage() {
  await requireStaffPage("bookings");
  return <BookingManagement />;
}
