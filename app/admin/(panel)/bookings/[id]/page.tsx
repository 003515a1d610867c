import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BookingDetail } from "@/components/admin/bookings/booking-detail";
import { asJson } from "@/components/admin/shell/format";
import { RecordHistory } from "@/components/admin/activity/record-history";
import { activityHref } from "@/lib/domain/activity";
import { listRecordHistory } from "@/lib/services/audit";
import { requireStaffPage } from "@/lib/services/accounts";
import { isAppError } from "@/lib/errors";
import { getAdminBooking } from "@/lib/services/jobs";
import { getAgencySettings } from "@/lib/services/settings";

export const metadata: Metadata = { title: "Booking" };

type Props = { params: Promise<{ id: string }> };

/** Loaded on the server by id; an unknown booking sends the admin back to the list (spec). */
export default async function AdminBookingPage({ params }: Props) {
  const viewer = await requireStaffPage("bookings");
  const { timeZone } = await getAgencySettings();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) redirect("/admin/bookings");
  const booking = await getAdminBooking(viewer, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!booking) redirect("/admin/bookings");
  const history = await listRecordHistory(viewer, "bookings", [{ type: "booking", ids: [id] }]);
  return (
    <div className="flex flex-col gap-6">
      <BookingDetail initial={asJson(booking)} />
      <RecordHistory timeZone={timeZone} entries={asJson(history)} allHref={viewer.role === "admin" ? activityHref({ subject_type: "booking", subject_id: id }) : null} />
    </div>
  );
}
