import { UserX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { asJson } from "@/components/admin/shell/format";
import { RecordHistory } from "@/components/admin/activity/record-history";
import { activityHref } from "@/lib/domain/activity";
import { listRecordHistory } from "@/lib/services/audit";
import { CompCardChooser } from "@/components/comp-card/comp-card-chooser";
import { TalentDetail } from "@/components/admin/talents/talent-detail";
import { TalentStatementLink } from "@/components/admin/finance/talent-statement-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireStaffPage } from "@/lib/services/accounts";
import { queryKeys } from "@/lib/api/query-keys";
import { ERASED_TALENT_NAME, isErasedEmail } from "@/lib/domain/privacy";
import { isAppError } from "@/lib/errors";
import { getAdminTalent } from "@/lib/services/talents";
import { getTalentPublication } from "@/lib/services/talents";
import { PublicationPanel } from "@/components/admin/talents/publication-panel";
import { AvailabilityPanel } from "@/components/admin/talents/availability-panel";
import { EraseTalent } from "@/components/admin/talents/erase-talent";
import { getAgencySettings } from "@/lib/services/settings";

export const metadata: Metadata = { title: "Talent" };

type Props = { params: Promise<{ id: string }> };

/** Loaded on the server by id, so a reload or a shared link works. */
export default async function AdminTalentPage({ params }: Props) {
  const viewer = await requireStaffPage("talents");
  const { timeZone } = await getAgencySettings();
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
  if (isErasedEmail(talent.email)) {
    // Erased: read-only. Nothing here can be edited (the API answers 409); the record's history stays readable.
    const history = profile ? await listRecordHistory(viewer, "talents", [{ type: "talent", ids: [profile.id] }]) : null;
    return (
      <div className="flex flex-col gap-6">
        <PageHeader eyebrow={`Talent #${talent.id}`} title={ERASED_TALENT_NAME} />
        <Alert>
          <AlertTitle>This talent has been erased</AlertTitle>
          <AlertDescription>
            Their personal data, photos and sign-in are gone. Bookings and job lines keep their dates and figures and read
            &ldquo;{ERASED_TALENT_NAME}&rdquo;. The account is read-only: it can no longer be edited, published or booked.
          </AlertDescription>
        </Alert>
        {history && <RecordHistory timeZone={timeZone} entries={asJson(history)} allHref={null} />}
      </div>
    );
  }
  const publication = profile ? await getTalentPublication(viewer, talent.id) : null;
  const history = profile ? await listRecordHistory(viewer, "talents", [{ type: "talent", ids: [profile.id] }]) : null;
  return (
    <div className="flex flex-col gap-6">
      <TalentDetail initial={asJson(talent)} isPublic={publication?.public ?? false} />
      {profile && <TalentStatementLink viewer={viewer} talentId={talent.id} />}
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
        <RecordHistory timeZone={timeZone} entries={asJson(history)} allHref={viewer.role === "admin" ? activityHref({ subject_type: "talent", subject_id: profile.id }) : null} />
      )}
      {viewer.role === "admin" && !isErasedEmail(talent.email) && <EraseTalent talentId={talent.id} email={talent.email} />}
    </div>
  );
}
