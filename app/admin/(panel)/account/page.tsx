import type { Metadata } from "next";
import { PasskeysSection } from "@/components/account/passkeys-section";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Account" };

/** The signed-in staff member's own account: how they sign in. */
export default async function AdminAccountPage() {
  await requireStaffPage();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Account" description="How you sign in to the admin panel." />
      <PasskeysSection />
    </div>
  );
}
