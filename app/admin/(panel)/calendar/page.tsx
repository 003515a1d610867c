import type { Metadata } from "next";
import { CalendarBoard } from "@/components/admin/calendar/calendar-board";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Calendar" };

export default async function AdminCalendarPage() {
  await requireStaffPage("bookings");
  return <CalendarBoard />;
}
