import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { canEditCard, settingsCards } from "@/components/admin/settings/settings-cards";
import { SecurityPolicyCard } from "@/components/admin/settings/security-policy-card";
import { SettingsGrid } from "@/components/admin/settings/settings-grid";
import { PageHeader } from "@/components/ui/page-header";
import { settingsPermissions } from "@/lib/domain/settings-permissions";
import { getSecurityPolicy, requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "Settings" };

/** Only the screens this viewer may edit are shown; someone who may edit none has no business here. */
export default async function AdminSettingsPage() {
  const viewer = await requireStaffPage();
  const cards = settingsCards.filter((card) => canEditCard(viewer, card));
  // The menu's rule: a site-settings permission opens the grid (bookings alone, for the Options screen, does not).
  if (cards.length === 0 || (viewer.role !== "admin" && !settingsPermissions.some((p) => viewer.permissions.includes(p)))) redirect("/admin/forbidden");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Admin Settings" description="Site content and settings. Every change is saved and shows on the site at once." />
      <SettingsGrid cards={cards} />
      {viewer.role === "admin" ? <SecurityPolicyCard initial={await getSecurityPolicy(viewer)} /> : null}
    </div>
  );
}
