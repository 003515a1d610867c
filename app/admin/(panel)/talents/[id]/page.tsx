import { UserX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { asJson } from "@/components/admin/shell/format";
import { RecordHistory } from "@/components/admin/activity/record-history";
import { activityHref } from "@/lib/domain/activity";
import { listRecordHistory } from "@/lib/services/activity";
import { CompCardChooser } from "@/components/comp-card/comp-card-chooser";
import { TalentDetail } from "@/components/admin/talents/talent-detail";
import { buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireStaffPage } from "@/lib/auth/page-guards";
import { queryKeys } from "@/lib/api/query-keys";
import { isErasedEmail } from "@/lib/domain/privacy";
import { isAppError } from "@/lib/errors";
import { getAdminTalent } from "@/lib/services/talents-admin-reads";
import { getTalentPublication } from "@/lib/services/talent-publication";
import { PublicationPanel } from "@/components/admin/talents/publication-panel";
import { AvailabilityPanel } from "@/components/admin/talents/availability-panel";
import { EraseTalent } from "@/components/admin/talents/erase-talent";

export const metadata: Metadata = { title: "Talent" };

type Props = { params: Promise<{ id: string }> };

/** Loaded on the server by id, so a reload or a shared link works. */
export default async function AdminTalentPage({ params }: Props) {
  const viewer = await requireStaffPage("talents");
  const id = Number((await params).id);
  const talent = Number.isInteger(id) && id > 0
    ? await getAdminTalent(viewer, id).catch((error: unknown) => {
        if (isAppError(error) && error.code === "NOT_FOUND") return null;
        throw error;
      })
    : null;
  if (!talent) {
    return (
      <div className="py-8">
        <h1 className="sr-only">Talent not found</h1>
        <EmptyState
          icon={<UserX />}
          title="Talent not found"
          text="This talent does not exist or has been deleted."
          action={
            <Link href="/admin/talents" className={buttonClassName({ variant: "outline" })}>
              Back to Talents
            </Link>
          }
        />
      </div>
    );
  }
  const profile = talent.talent_profile;
  const publication = profile ? await getTalentPublication(viewer, talent.id) : null;
  const history = profile ? await listRecordHistory(viewer, "talents", [{ type: "talent", ids: [profile.id] }]) : null;
  return (
    <div className="flex flex-col gap-6">
      <TalentDetail initial={asJson(talent)} isPublic={publication?.public ?? false} />
      {publication && <PublicationPanel initial={publication} />}
      {profile && <AvailabilityPanel talentId={talent.id} name={profile.stage_name ?? talent.name} />}
      {profile && (
        <CompCardChooser
          endpoint={`/admin/talents/${talent.id}/comp-card`}
          queryKey={[...queryKeys.admin.talent(talent.id), "comp-card"]}
          downloadHref={publication?.public ? `/talent/${profile.id}/comp-card.pdf` : null}
          fileName={`${profile.stage_name}-comp-card.pdf`}
        />
      )}
      {profile && history && (
        <RecordHistory entries={asJson(history)} allHref={viewer.role === "admin" ? activityHref({ subject_type: "talent", subject_id: profile.id }) : null} />
      )}
      {viewer.role === "admin" && !isErasedEmail(talent.email) && <EraseTalent talentId={talent.id} email={talent.email} />}
    </div>
  );
}
