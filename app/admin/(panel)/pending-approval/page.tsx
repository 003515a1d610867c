import type { Metadata } from "next";
import { PendingApprovals } from "@/components/admin/approvals/pending-approvals";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listPendingApplicants } from "@/lib/services/talents";
import { dbId, pagingSchema } from "@/lib/validation/common";

export const metadata: Metadata = { title: "Pending Approval" };

type Props = { searchParams: Promise<{ review?: string | string[] }> };

/** `?review={id}` opens that applicant's details at once (the dashboard's work queue links there). */
export default async function PendingApprovalPage({ searchParams }: Props) {
  const viewer = await requireStaffPage("pending-approval");
  const review = dbId().safeParse((await searchParams).review);
  const first = await listPendingApplicants(viewer, pagingSchema.parse({ page: 1, limit: adminListPageSize.pending }));
  return <PendingApprovals initial={asJson(first)} reviewId={review.success ? review.data : null} />;
}
