import type { Metadata } from "next";
import { PackageList } from "@/components/admin/packages/package-list";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Client Packages" };

export default async function AdminPackagesPage() {
  await requireStaffPage("packages");
  return <PackageList />;
}
