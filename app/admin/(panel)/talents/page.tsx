import type { Metadata } from "next";
import { MeasurementRereadNotice } from "@/components/admin/talents/measurement-reread-notice";
import { TalentManagement } from "@/components/admin/talents/talent-management";
import { requireStaffPage } from "@/lib/services/accounts";
import { asJson } from "@/components/admin/shell/format";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listMeasurementRereads } from "@/lib/services/talents";
import { readAdminTalentList } from "@/lib/services/talents";
import { adminTalentsQuerySchema } from "@/lib/validation/admin-talent";

export const metadata: Metadata = { title: "Talent Management" };

export default async function AdminTalentsPage() {
  const viewer = await requireStaffPage("talents");
  const [rereads, first] = await Promise.all([
    listMeasurementRereads(viewer),
    readAdminTalentList(viewer, adminTalentsQuerySchema.parse({ page: 1, limit: adminListPageSize.talents })),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <MeasurementRereadNotice rereads={rereads} />
      <TalentManagement initial={asJson(first)} />
    </div>
  );
}
