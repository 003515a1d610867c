import type { Metadata } from "next";
import { PackageEditor } from "@/components/admin/packages/package-editor";
import { asJson } from "@/components/admin/shell/format";
import { RecordHistory } from "@/components/admin/activity/record-history";
import { activityHref } from "@/lib/domain/activity";
import { listRecordHistory } from "@/lib/services/audit";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/services/accounts";
import { getPackageForEditing } from "@/lib/services/packages";
import { loadOrList } from "../load";
import { getAgencySettings } from "@/lib/services/settings";

export const metadata: Metadata = { title: "Edit Package" };

export default async function EditPackagePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireStaffPage("packages");
  const { timeZone } = await getAgencySettings();
  const pkg = await loadOrList(viewer, params, getPackageForEditing);
  const history = await listRecordHistory(viewer, "packages", [{ type: "package", ids: [pkg.id] }]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={`Edit “${pkg.title}”`} description="The link stays the same; what the client did so far is kept for talents that stay." />
      <PackageEditor initial={asJson(pkg)} />
      <RecordHistory timeZone={timeZone} entries={asJson(history)} allHref={viewer.role === "admin" ? activityHref({ subject_type: "package", subject_id: pkg.id }) : null} />
    </div>
  );
}
