import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SessionsSection } from "@/components/account/sessions-section";
import { PasskeysSection } from "@/components/account/passkeys-section";
import { AccountSettings } from "@/components/dashboard/account-settings";
import { DataExport } from "@/components/dashboard/data-export";
import { MeasurementSettings } from "@/components/dashboard/measurement-settings";
import { type OAuthCallback, SocialSettings } from "@/components/dashboard/social-settings";
import { PageHeader } from "@/components/ui/page-header";
import { requireTalentPage } from "@/lib/services/accounts";
import { asJson } from "@/components/admin/shell/format";
import { listOwnSessions } from "@/lib/services/accounts";
import { getOwnSocialAccounts } from "@/lib/services/talents";
import { refreshFollowerCountsLater } from "@/lib/services/talents";
import { getOwnTalentProfile } from "@/lib/services/talents";

export const metadata: Metadata = { title: "Settings" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.slice(0, 2048);

export default async function DashboardSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireTalentPage();
  const [params, profile, accounts, sessions] = await Promise.all([searchParams, getOwnTalentProfile(viewer), getOwnSocialAccounts(viewer), listOwnSessions(viewer)]);
  if (!profile) notFound();
  if (accounts.some((account) => account.connected)) refreshFollowerCountsLater(viewer.talentProfileId as number);
  const callback: OAuthCallback = { code: one(params.code), state: one(params.state), platform: one(params.platform), error: one(params.error) };
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader title="Settings" description="Your measurements, account, social media, sign-in and your data." />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <div className="xl:col-span-2">
          <MeasurementSettings
            key={[profile.height, profile.waist, profile.bust, profile.hips, profile.shoe_size, profile.hair_color, profile.eye_color, profile.dress_size].join("|")}
            values={profile}
          />
        </div>
        <AccountSettings user={{ name: viewer.name, email: viewer.email, role: viewer.role, status: viewer.status }} />
        <SocialSettings key={JSON.stringify(accounts)} accounts={accounts} callback={callback} />
        <DataExport />
        <div className="flex flex-col gap-6 md:gap-8 xl:col-span-2">
          <SessionsSection signInPath="/login" initial={asJson(sessions)} />
          <PasskeysSection />
        </div>
      </div>
    </div>
  );
}
