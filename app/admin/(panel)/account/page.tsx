import type { Metadata } from "next";
import { PasskeysSection } from "@/components/account/passkeys-section";
import { SessionsSection } from "@/components/account/sessions-section";
import { SignInDetailsSection } from "@/components/account/sign-in-details-section";
import { TwoFactorSection } from "@/components/account/two-factor-section";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffAccountPage } from "@/lib/services/accounts";
import { appOrigin } from "@/lib/env";
import { asJson } from "@/components/admin/shell/format";
import { listOwnSessions } from "@/lib/services/accounts";
import { getTwoFactorStatus } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "Account" };

/**
 * Each staff member's own sign-in settings, open to all staff without a permission: two-factor sign-in here, and
 * beside it (as `components/account/*-section.tsx`) the sessions and passkeys. While the "require two-factor"
 * setting waits for this staff member's set-up, every other screen sends them here.
 */
export default async function AccountPage() {
  const viewer = await requireStaffAccountPage();
  const [status, sessions] = await Promise.all([getTwoFactorStatus(viewer), listOwnSessions(viewer)]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Account" description={`Signed in as ${viewer.email}. How you sign in to the admin.`} />
      {viewer.twoFactorSetupPending ? (
        <Alert variant="destructive">
          Two-factor sign-in is required for all staff. Set up an authenticator app or add a passkey below to continue: the rest of the admin
          opens once you have one.
        </Alert>
      ) : null}
      <TwoFactorSection
        initial={{ ...status, enabled_at: status.enabled_at?.toISOString() ?? null }}
        account={{ email: viewer.email, siteUrl: appOrigin() }}
      />
      <PasskeysSection />
      {viewer.twoFactorSetupPending ? null : <SignInDetailsSection email={viewer.email} />}
      <SessionsSection signInPath="/admin" initial={asJson(sessions)} />
    </div>
  );
}
