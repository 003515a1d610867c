"use client";

import { screenTitleClass } from "@/components/ui/page-header";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/api/client";
import type { setTalentVisibilityResponse } from "@/lib/api/responses/admin-talents";
import { toast } from "@/lib/toast";
import { SocialLinks } from "../approvals/social-links";
import { categoryLabel } from "@/lib/domain/talent-categories";
import { capitalize, formatDate } from "../shell/format";
import type { AdminTalentJson } from "../shell/types";
import { isApprovedStatus, type ApprovedStatus } from "@/lib/domain/talent-status";
import { PortfolioManager } from "./portfolio-manager";
import { TalentEditForm } from "./talent-edit-form";
import { useAdminTalent, useTalentRefresh } from "./use-talent";
import { measurementLabelsFor } from "@/lib/domain/measurement-labels";

/** The talent page: profile card (Show/Hide, edit, delete), the details or the edit form, and the portfolio. */
export function TalentDetail({ initial, isPublic = false }: { initial: AdminTalentJson; isPublic?: boolean }) {
  const router = useRouter();
  const { data: talent } = useAdminTalent(initial);
  const refresh = useTalentRefresh(talent.id);
  const [editing, setEditing] = useState(false);
  const approved = isApprovedStatus(talent.status);
  const profile = talent.talent_profile;

  const visibility = useMutation({
    mutationFn: (status: ApprovedStatus) =>
      apiFetch<typeof setTalentVisibilityResponse>(`/admin/talents/${talent.id}/status`, { method: "PATCH", body: { status } }),
    onSuccess: async (_data, status) => {
      if (status === "hidden") toast.success("Talent Hidden", { description: "This talent is now hidden from public view." });
      else toast.success("Talent Visible", { description: "This talent is now visible to the public." });
      await refresh();
    },
    onError: (error) => toast.error("Error", { description: error.message || "Failed to update talent status" }),
  });

  const remove = useMutation({
    mutationFn: () => apiFetch(`/admin/talents/${talent.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Talent Deleted");
      await refresh();
      router.replace("/admin/talents");
      router.refresh();
    },
    onError: () => toast.error("Error", { description: "Failed to delete talent" }),
  });

  const labels = measurementLabelsFor(talent, "color");
  const details: [string, React.ReactNode][] = [
    ["Email", talent.email],
    ["Category", categoryLabel(talent.category)],
    ["WhatsApp", talent.whatsapp_number || "N/A"],
    ["Phone", talent.phone || "N/A"],
    ["Location", [profile?.city, profile?.state, profile?.country].filter(Boolean).join(", ") || "N/A"],
    ["Gender", capitalize(talent.gender) || "N/A"],
    ["Date of Birth", profile?.dob ? `${formatDate(profile.dob)}${talent.age != null ? ` (${talent.age})` : ""}` : "N/A"],
    [labels.height, profile?.height || "N/A"],
    [labels.waist, profile?.waist || "N/A"],
    [labels.bust, profile?.bust || "N/A"],
    [labels.hips, profile?.hips || "N/A"],
    [labels.shoe_size, profile?.shoe_size || "N/A"],
    [labels.dress_size, profile?.dress_size || "N/A"],
    [labels.hair_color, profile?.hair_color || "N/A"],
    [labels.eye_color, profile?.eye_color || "N/A"],
    ["Joined", formatDate(talent.created_at)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/admin/talents" className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Talents
        </Link>
      </div>

      <Card>
        <CardHeader className="flex flex-col gap-4 border-b border-border sm:flex-row sm:items-center">
          <Avatar src={talent.profile_image_url} name={talent.full_name} size="xl" />
          <div className="min-w-0 flex-1">
            <h1 className={screenTitleClass}>{talent.full_name}</h1>
            {profile?.stage_name && profile.stage_name !== talent.full_name && (
              <p className="text-sm text-muted-foreground">Stage name: {profile.stage_name}</p>
            )}
            {/* Approved is not published (issue 26): the link only where the profile is public, as of the page load. */}
            {profile && talent.status === "active" && isPublic && (
              <Link
                href={`/talent/${profile.id}`}
                target="_blank"
                className="mt-1 inline-flex items-center gap-1 text-xs underline underline-offset-4 hover:text-accent"
              >
                View public profile
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            )}
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge variant="outline">{categoryLabel(talent.category)}</Badge>
              {talent.is_hidden ? (
                <Badge variant="destructive">Hidden</Badge>
              ) : (
                <Badge variant={talent.status === "active" ? "success" : "secondary"}>{capitalize(talent.status)}</Badge>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {approved && (
              <Button
                variant="outline"
                onClick={() => visibility.mutate(talent.is_hidden ? "active" : "hidden")}
                loading={visibility.isPending}
              >
                {!visibility.isPending && (talent.is_hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />)}
                {talent.is_hidden ? "Show" : "Hide"}
              </Button>
            )}
            <Button variant={editing ? "secondary" : "outline"} onClick={() => setEditing((e) => !e)} aria-pressed={editing}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="destructive">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
              title="Delete talent"
              description="Are you sure you want to delete this talent? This action cannot be undone. Delete is for an account that should not exist (a test or a duplicate); a person asking to have their data erased needs Erase talent (admins, under Danger Zone), which also clears their data from the history."
              confirmLabel="Delete"
              busyLabel="Deleting..."
              variant="destructive"
              onConfirm={() => remove.mutateAsync().then(() => undefined)}
            />
          </div>
        </CardHeader>
        <CardContent className="pt-5 md:pt-6">
          {!approved && (
            <p className="mb-4 rounded-sm bg-muted px-3 py-2 text-sm">
              This application is {talent.status}.{" "}
              <Link href="/admin/pending-approval" className="underline underline-offset-4">
                Review it on Pending Approval
              </Link>
              .
            </p>
          )}
          {editing ? (
            <TalentEditForm
              key={talent.id}
              talent={talent}
              onCancel={() => setEditing(false)}
              onSaved={async (next) => {
                setEditing(false);
                await refresh(next);
              }}
            />
          ) : (
            <div className="flex flex-col gap-6">
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
                {details.map(([label, value]) => (
                  <div key={label} className="flex flex-col gap-0.5 border-b border-border pb-2">
                    <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                    <dd className="text-sm break-words">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="grid gap-6 md:grid-cols-2">
                <section>
                  <h2 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Social Media</h2>
                  <div className="mt-1 text-sm">
                    <SocialLinks social={profile?.social_media} emptyText="No social media connected" />
                  </div>
                </section>
                <section>
                  <h2 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Experience</h2>
                  <p className="mt-1 text-sm">{profile?.experience_level || "N/A"}</p>
                </section>
                <section className="md:col-span-2">
                  <h2 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Bio</h2>
                  <p className="mt-1 max-w-prose text-sm whitespace-pre-line">{profile?.bio || "No bio yet."}</p>
                </section>
              </div>
            </div>
          )}
        </CardContent>
      </Card>

      {profile && <PortfolioManager talent={talent} onChanged={() => refresh()} />}
    </div>
  );
}
