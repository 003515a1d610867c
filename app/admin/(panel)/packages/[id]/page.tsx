import type { Metadata } from "next";
import { PackageOverview } from "@/components/admin/packages/package-overview";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { getPackage } from "@/lib/services/packages";
import { loadOrList } from "./load";

export const metadata: Metadata = { title: "Package" };

export default async function AdminPackagePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireStaffPage("packages");
  const pkg = await loadOrList(viewer, params, getPackage);
  return <PackageOverview pkg={asJson(pkg)} />;
}
