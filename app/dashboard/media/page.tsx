import type { Metadata } from "next";
import { CompCardChooser } from "@/components/comp-card/comp-card-chooser";
import { MediaGallery } from "@/components/dashboard/media-gallery";
import { queryKeys } from "@/lib/api/query-keys";
import { requireTalentPage } from "@/lib/services/accounts";
import { isOwnProfilePublic } from "@/lib/services/talents";

export const metadata: Metadata = { title: "Media Gallery" };

export default async function DashboardMediaPage() {
  const viewer = await requireTalentPage();
  const profileId = viewer.talentProfileId;
  const isPublic = await isOwnProfilePublic(viewer);
  return (
    <div className="flex flex-col gap-10">
      <MediaGallery />
      {profileId != null && (
        <CompCardChooser
          endpoint="/talent-media/comp-card"
          // Under the gallery's key: an added or deleted photo refreshes the choice too.
          queryKey={[...queryKeys.media.all, "comp-card"]}
          downloadHref={isPublic ? `/talent/${profileId}/comp-card.pdf` : null}
          fileName="comp-card.pdf"
        />
      )}
    </div>
  );
}
