import type { Metadata } from "next";
import { PendingApprovals } from "@/components/admin/approvals/pending-approvals";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Pending Approval" };

export default async function PendingApprovalPage() {
  await requireStaffPage("pending-approval");
  return <PendingApprovals />;
}
