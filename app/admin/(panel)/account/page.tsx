import type { Metadata } from "next";
import { SessionsSection } from "@/components/account/sessions-section";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Account" };

/** The staff member's own account: where they are signed in (issue 29). */
export default async function AdminAccountPage() {
  await requireStaffPage();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Account" description="Your sign-in and the devices signed in to your account." />
      <SessionsSection signInPath="/admin" />
    </div>
  );
}
