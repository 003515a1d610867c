import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AboutUsSettings } from "@/components/admin/settings/about-us-settings";
import { AgencySettings } from "@/components/admin/settings/agency-settings";
import { BillingSettings } from "@/components/admin/settings/billing-settings";
import { OptionsSettings } from "@/components/admin/settings/options-settings";
import { BannerSettings } from "@/components/admin/settings/banner-settings";
import { BecomeAMemberSettings } from "@/components/admin/settings/become-a-member-settings";
import { BrandsSettings } from "@/components/admin/settings/brands-settings";
import { CategoriesSettings } from "@/components/admin/settings/categories-settings";
import { ContentSettings } from "@/components/admin/settings/content-settings";
import { JoinStatementsSettings } from "@/components/admin/settings/join-statements-settings";
import { LegalPageSettings } from "@/components/admin/settings/legal-page-settings";
import { LogoIconSettings } from "@/components/admin/settings/logo-icon-settings";
import { settingsCards } from "@/components/admin/settings/settings-cards";
import { RetentionSettings } from "@/components/admin/settings/retention-settings";
import { SocialMediaSettings } from "@/components/admin/settings/social-media-settings";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { requireStaffPage } from "@/lib/services/accounts";
import { getSetting, settingsPermission } from "@/lib/services/settings";
import { isSettingsKey, type SettingsKey, type SettingsMap } from "@/lib/validation/settings";

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  return { title: settingsCards.find((c) => c.slug === key)?.title ?? "Settings" };
}

/** The value an editor starts from: what is saved, or the site's default when nothing is yet. */
async function current<K extends SettingsKey>(key: K): Promise<SettingsMap[K]> {
  return ((await getSetting(key)) ?? settingsDefault(key)) as SettingsMap[K];
}

/** One screen per settings key, each guarded by that key's permission and saved with `PUT /settings/{key}`. */
export default async function SettingsKeyPage({ params }: Props) {
  const { key } = await params;
  if (!isSettingsKey(key)) notFound();
  await requireStaffPage(settingsPermission[key]);
  switch (key) {
    case "banner":
      return <BannerSettings initial={await current(key)} />;
    case "categories":
      return <CategoriesSettings initial={await current(key)} />;
    case "brands":
      return <BrandsSettings initial={await current(key)} />;
    case "join-statements":
      return <JoinStatementsSettings initial={await current(key)} />;
    case "social-media":
      return <SocialMediaSettings initial={await current(key)} />;
    case "cookie-policy":
    case "privacy-policy":
    case "terms-conditions":
      return <LegalPageSettings settingKey={key} initial={await current(key)} />;
    case "become-a-member":
      return <BecomeAMemberSettings initial={await current(key)} />;
    case "logo-icon":
      return <LogoIconSettings initial={await current(key)} />;
    case "about-us":
      return <AboutUsSettings initial={await current(key)} />;
    case "content":
      // Every text a page reads is listed, including ones added to the defaults after this was last saved.
      return <ContentSettings initial={{ ...settingsDefault(key), ...(await current(key)) }} />;
    case "retention":
      return <RetentionSettings initial={await current(key)} />;
    case "options":
      return <OptionsSettings initial={await current(key)} />;
    case "agency":
      return <AgencySettings initial={await current(key)} />;
    case "billing":
      return <BillingSettings initial={await current(key)} />;
  }
}
