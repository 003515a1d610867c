import type { Metadata } from "next";
import { MeasurementRereadNotice } from "@/components/admin/talents/measurement-reread-notice";
import { TalentManagement } from "@/components/admin/talents/talent-management";
import { requireStaffPage } from "@/lib/auth/page-guards";
import { listMeasurementRereads } from "@/lib/services/measurement-reread";

export const metadata: Metadata = { title: "Talent Management" };

export default async function AdminTalentsPage() {
  const viewer = await requireStaffPage("talents");
  const rereads = await listMeasurementRereads(viewer);
  return (
    <div className="flex flex-col gap-6">
      <MeasurementRereadNotice rereads={rereads} />
      <TalentManagement />
    </div>
  );
}
