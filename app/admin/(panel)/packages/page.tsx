import type { Metadata } from "next";
import { PackageList } from "@/components/admin/packages/package-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listPackages } from "@/lib/services/packages";
import { packagesQuerySchema } from "@/lib/validation/package";

export const metadata: Metadata = { title: "Client Packages" };

export default async function AdminPackagesPage() {
  const viewer = await requireStaffPage("packages");
  const first = await listPackages(viewer, packagesQuerySchema.parse({ page: 1, limit: adminListPageSize.packages }));
  return <PackageList initial={asJson(first)} />;
}
