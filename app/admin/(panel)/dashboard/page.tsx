import type { Metadata } from "next";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { RecentActivity } from "@/components/admin/dashboard/recent-activity";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { WorkQueue } from "@/components/admin/dashboard/work-queue";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/services/accounts";
import { getAdminStats } from "@/lib/services/content";
import { getWorkQueue } from "@/lib/services/jobs";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage() {
  const viewer = await requireStaffPage("dashboard");
  const now = new Date();
  const [queue, stats] = await Promise.all([getWorkQueue(viewer, now), getAdminStats(viewer, now)]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" description={`Welcome back, ${viewer.name}. Here is what is waiting today.`} />
      <WorkQueue initial={queue} renderedAt={now.toISOString()} />
      <StatCards cards={stats.data} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={stats.recentActivity} now={now} />
        </div>
        <QuickActions staff={{ role: viewer.role === "admin" ? "admin" : "subadmin", permissions: viewer.permissions }} />
      </div>
    </div>
  );
}
