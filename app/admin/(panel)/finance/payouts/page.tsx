import type { Metadata } from "next";
import { PayoutsDue } from "@/components/admin/finance/payouts-due";
import { requireStaffPage } from "@/lib/services/accounts";
import { listPayoutsDue } from "@/lib/services/statements";

export const metadata: Metadata = { title: "Payouts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The payouts due (issue 41, `finance`). */
export default async function AdminPayoutsPage({ searchParams }: Props) {
  const viewer = await requireStaffPage("finance");
  const n = Number((await searchParams).page);
  const page = Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  const due = await listPayoutsDue(viewer, { page, limit: 50 });
  return <PayoutsDue rows={due.data} page={due.page} lastPage={due.last_page} />;
}
