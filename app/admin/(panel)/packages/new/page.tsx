import type { Metadata } from "next";
import { PackageEditor } from "@/components/admin/packages/package-editor";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "New Package" };

export default async function NewPackagePage() {
  await requireStaffPage("packages");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="New Package" description="Pick talents for a client's brief; the client gets a private link to look and select." />
      <PackageEditor />
    </div>
  );
}
