import type { Metadata } from "next";
import { EarningsView } from "@/components/dashboard/earnings-view";
import { asJson } from "@/components/admin/shell/format";
import { PageHeader } from "@/components/ui/page-header";
import { requireTalentPage } from "@/lib/services/accounts";
import { getOwnStatement } from "@/lib/services/statements";

export const metadata: Metadata = { title: "Earnings" };

/** The talent's own money (issue 41): on hold, payable with due dates, paid with remittance numbers, the monthly PDF. */
export default async function DashboardEarningsPage() {
  const viewer = await requireTalentPage();
  const statement = asJson(await getOwnStatement(viewer, { page: 1, limit: 100 }));
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader title="Earnings" description="What you have earned through the agency: waiting for the client, due to you, and paid." />
      <EarningsView statement={statement} />
    </div>
  );
}
