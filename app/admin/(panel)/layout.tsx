import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { AgencyClockProvider } from "@/components/admin/shell/agency-clock";
import { QueryProvider } from "@/components/query-provider";
import { requireStaffAccountPage } from "@/lib/services/accounts";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { getAgencySettings } from "@/lib/services/settings";
import { getNavCounts } from "@/lib/services/jobs";
// The complete stylesheet (the root layout loads only the public one).
import "../../app.css";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | Admin | ${AGENCY_NAME}` },
  robots: { index: false, follow: false },
};

/**
 * Every guarded admin screen: staff only. Each page checks its own permission and the two-factor set-up too
 * (requireStaffPage); the layout lets a staff member who must still set one up reach the account page.
 */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requireStaffAccountPage();
  // Read on each full load of the panel (a layout is kept across client navigations, so they refresh with the page).
  // A staff member held at the two-factor set-up sees only the account page, so there is nothing to count (and the
  // counts' staff guard would refuse them: issue 35).
  const [counts, agency] = await Promise.all([viewer.twoFactorSetupPending ? {} : getNavCounts(viewer), getAgencySettings()]);
  return (
    <QueryProvider>
      <AdminShell
        staff={{
          name: viewer.name,
          email: viewer.email,
          role: viewer.role === "admin" ? "admin" : "subadmin",
          permissions: viewer.permissions,
          twoFactorSetupPending: viewer.twoFactorSetupPending,
        }}
        counts={counts}
      >
        <AgencyClockProvider timeZone={agency.timeZone}>{children}</AgencyClockProvider>
      </AdminShell>
    </QueryProvider>
  );
}
