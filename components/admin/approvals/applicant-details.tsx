"use client";

import { screenTitleClass } from "@/components/ui/page-header";
import { ArrowLeft, Check, X } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { categoryLabel } from "@/lib/domain/talent-categories";
import { capitalize, formatDate } from "../shell/format";
import { MinorBadge } from "../shell/minor-badge";
import type { ApplicantJson } from "../shell/types";
import { FactList, InstagramLink, guardianRows, measurementRows } from "./applicant-facts";
import { ApplicantPhotos } from "./applicant-photos";
import { SocialLinks } from "./social-links";

type ApplicantDetailsProps = {
  applicant: ApplicantJson;
  onBack: () => void;
  onApprove: () => void;
  onDecline: () => void;
  /** Which review is in flight for this applicant. */
  busy?: "approve" | "decline";
};

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-sans text-sm font-medium tracking-normal">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One application in full: the snapshots large (with the full-screen viewer), what is missing, the measurements in
 * both units, the contact details and, for a minor, the guardian; with Approve, Decline and Back to List.
 */
export function ApplicantDetails({ applicant: a, onBack, onApprove, onDecline, busy }: ApplicantDetailsProps) {
  const p = a.talent_profile;
  const missing = a.application.missing;
  const rows: [string, React.ReactNode][] = [
    ["Email", <a key="e" href={`mailto:${a.email}`} className="underline underline-offset-4 hover:text-accent">{a.email}</a>],
    ["Phone", a.phone || "N/A"],
    ["WhatsApp", a.whatsapp_number || "N/A"],
    ["Instagram", <InstagramLink key="i" handle={p?.instagram_handle} />],
    ["Gender", capitalize(a.gender) || "N/A"],
    ["Age", a.age ?? "N/A"],
    ["Category", categoryLabel(a.category)],
    [
      "Location",
      p?.city_unlisted ? (
        <span key="l">
          {p.location} <Badge variant="outline">City not in our list</Badge>
        </span>
      ) : (
        p?.location || "N/A"
      ),
    ],
    ["Applied", formatDate(a.created_at)],
    ["Experience", a.experience || "N/A"],
    ["Social Links", <SocialLinks key="s" social={p?.social_media} emptyText="None connected" />],
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back to List
        </Button>
      </div>
      <Card>
        <CardHeader className="flex items-center gap-4">
          <Avatar src={a.profile_image_url ?? a.application.snapshots[0]?.file_url} name={a.name} size="lg" />
          <div className="min-w-0">
            <h1 className={screenTitleClass}>{a.name}</h1>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge variant="secondary">{capitalize(a.status)}</Badge>
              {a.is_minor && <MinorBadge />}
              {missing.length > 0 && <Badge variant="outline">Incomplete</Badge>}
            </div>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          {missing.length > 0 && (
            <div role="note" className="rounded-sm border border-border bg-muted/60 px-4 py-3 text-sm">
              <p className="font-medium">Missing from this application</p>
              <p className="mt-1 text-muted-foreground">{missing.join(", ")}</p>
            </div>
          )}
          <ApplicantPhotos name={a.name} snapshots={a.application.snapshots} />
          {a.is_minor && (
            <Part title="Minor: under 18">
              <FactList rows={guardianRows(p)} />
            </Part>
          )}
          <Part title="Measurements">
            <FactList rows={measurementRows(p)} />
          </Part>
          <Part title="Details">
            <FactList rows={rows} />
          </Part>
          {p?.bio && (
            <Part title="Bio">
              <p className="text-sm whitespace-pre-line">{p.bio}</p>
            </Part>
          )}
        </CardContent>
        <CardFooter className="flex-wrap justify-end">
          <Button variant="outline" onClick={onDecline} loading={busy === "decline"} disabled={!!busy}>
            {busy !== "decline" && <X aria-hidden="true" />}
            Decline
          </Button>
          <Button onClick={onApprove} loading={busy === "approve"} disabled={!!busy}>
            {busy !== "approve" && <Check aria-hidden="true" />}
            Approve
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
