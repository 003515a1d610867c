import type { Metadata } from "next";
import { CalendarBoard } from "@/components/admin/calendar/calendar-board";
import { requireStaffPage } from "@/lib/services/accounts";
import { hasPermission } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Calendar" };

export default async function AdminCalendarPage() {
  const viewer = await requireStaffPage("bookings");
  // A talent's name leads to their availability on the talent's page, for those who may open it.
  return <CalendarBoard talentLinks={hasPermission(viewer, "talents")} />;
}
