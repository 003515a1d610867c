import type { Metadata } from "next";
import { DashboardMenu } from "@/components/dashboard/dashboard-menu";
import { DashboardTabs } from "@/components/dashboard/dashboard-tabs";
import { QueryProvider } from "@/components/query-provider";
import { Wordmark } from "@/components/site/wordmark";
import { requireTalentPage } from "@/lib/services/accounts";
import { countUnreadNotifications } from "@/lib/services/notifications";
import { isOwnProfilePublic } from "@/lib/services/talents";
import { AGENCY_NAME } from "@/lib/domain/brand";
// The complete stylesheet (the root layout loads only the public one).
import "../app.css";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: `%s | Dashboard | ${AGENCY_NAME}` },
  robots: { index: false, follow: false },
};

/** The talent area: approved (active or hidden) talent only; applicants go to /pending-approval, others to /login. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requireTalentPage();
  const [unread, isPublic] = await Promise.all([countUnreadNotifications(viewer), isOwnProfilePublic(viewer)]);
  return (
    <QueryProvider>
      <div className="tool-screen flex min-h-dvh flex-col bg-muted/40">
        <header className="sticky top-0 z-40 bg-background">
          <div className="border-b border-border">
            <div className="container-page flex h-14 items-center justify-between gap-4 md:h-16">
              <Wordmark href="/dashboard" className="text-base md:text-lg" />
              <DashboardMenu name={viewer.name} profileId={viewer.talentProfileId as number} isPublic={isPublic} />
            </div>
          </div>
          <DashboardTabs unread={unread} />
        </header>
        <main id="main" className="container-page flex-1 py-6 md:py-10">
          {children}
        </main>
      </div>
    </QueryProvider>
  );
}
