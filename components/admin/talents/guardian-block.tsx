"use client";

import { useMutation } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { GuardianState } from "@/lib/domain/talent-publication";
import { toast } from "@/lib/toast";
import { formatDateTime } from "@/lib/domain/dates";
import { formatDate } from "../shell/format";
import type { GuardianStatusJson } from "./publication-types";

const stateBadge: Record<GuardianState, { label: string; variant: BadgeVariant }> = {
  not_required: { label: "Not required", variant: "secondary" },
  confirmed: { label: "Consent confirmed", variant: "success" },
  awaiting: { label: "Awaiting the guardian", variant: "accent" },
  expired: { label: "Link expired", variant: "destructive" },
  no_link: { label: "No link sent", variant: "destructive" },
};

/**
 * A minor's parent or guardian as staff see them: who, the consent's state and time, and "Resend link" until they
 * confirm. The pending review (branch `apply`) can mount the same block with `guardianStatusOf`'s answer.
 */
export function GuardianBlock({ talentId, guardian, onChange }: { talentId: number; guardian: GuardianStatusJson; onChange: () => Promise<void> }) {
  const resend = useMutation({
    mutationFn: () => apiFetch(`/admin/talents/${talentId}/guardian-link`, { method: "POST" }),
    onSuccess: async () => {
      toast.success("Link Sent", { description: "A new consent link was sent to the guardian." });
      await onChange();
    },
    onError: (error) => toast.error("Error", { description: error.message || "Could not send the link." }),
  });
  const badge = stateBadge[guardian.state];
  const rows: [string, string][] = [
    ["Name", guardian.name || "Not given"],
    ["Email", guardian.email || "Not given"],
  ];
  if (guardian.consented_at) rows.push(["Confirmed", `${formatDateTime(guardian.consented_at)}${guardian.consent_ip ? ` from ${guardian.consent_ip}` : ""}`]);
  else if (guardian.link_sent_at) rows.push(["Link sent", `${formatDate(guardian.link_sent_at)} (valid until ${formatDate(guardian.link_expires_at ?? guardian.link_sent_at)})`]);

  return (
    <section aria-labelledby="guardian-heading" className="rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-4 text-muted-foreground" />
        <h3 id="guardian-heading" className="font-sans text-sm font-semibold">Parent or guardian</h3>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-all">{v}</dd>
          </div>
        ))}
      </dl>
      {guardian.state !== "confirmed" && guardian.email && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend link
        </Button>
      )}
    </section>
  );
}
