import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MeasurementsPanel } from "@/components/dashboard/measurements-panel";
import { PhotoCarousel } from "@/components/dashboard/photo-carousel";
import { PageHeader } from "@/components/ui/page-header";
import { requireTalentPage } from "@/lib/services/accounts";
import { getOwnTalentProfile, listOwnProfilePhotos } from "@/lib/services/talents";

export const metadata: Metadata = { title: "Home" };

export default async function DashboardHomePage() {
  const viewer = await requireTalentPage();
  const [profile, photos] = await Promise.all([getOwnTalentProfile(viewer), listOwnProfilePhotos(viewer)]);
  if (!profile) notFound();
  const name = profile.stage_name || viewer.name;
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader eyebrow="Your dashboard" title={`Welcome, ${name}`} description="Your photos and measurements as clients see them." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <PhotoCarousel photos={photos} name={name} />
        </div>
        <MeasurementsPanel profile={profile} className="lg:self-start" />
      </div>
    </div>
  );
}
