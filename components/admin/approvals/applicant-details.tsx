"use client";

import { ArrowLeft, Check, X } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { capitalize, categoryLabel, formatDate } from "../shell/format";
import type { AdminTalentJson } from "../shell/types";
import { SocialLinks } from "./social-links";

type ApplicantDetailsProps = {
  applicant: AdminTalentJson;
  onBack: () => void;
  onApprove: () => void;
  onDecline: () => void;
  /** Which review is in flight for this applicant. */
  busy?: "approve" | "decline";
};

/** One application in full, with Approve, Decline and Back to List. */
export function ApplicantDetails({ applicant: a, onBack, onApprove, onDecline, busy }: ApplicantDetailsProps) {
  const p = a.talent_profile;
  const rows: [string, React.ReactNode][] = [
    ["Email", <a key="e" href={`mailto:${a.email}`} className="underline underline-offset-4 hover:text-accent">{a.email}</a>],
    ["Phone", a.phone || "N/A"],
    ["WhatsApp", a.whatsapp_number || "N/A"],
    ["Height", a.height || "N/A"],
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
          <Avatar src={a.profile_image_url} name={a.name} size="lg" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl leading-snug">{a.name}</h1>
            <Badge variant="secondary" className="mt-2">
              {capitalize(a.status)}
            </Badge>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-col gap-1 border-b border-border pb-3">
                <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                <dd className="text-sm break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {p?.bio && (
            <div className="mt-4">
              <h2 className="font-sans text-xs font-medium tracking-normal text-muted-foreground">Bio</h2>
              <p className="mt-1 text-sm whitespace-pre-line">{p.bio}</p>
            </div>
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
