"use client";

import { AlertTriangle, Check, Pencil, Swords, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { availabilityKindLabels } from "@/lib/domain/availability";
import { isLiveLine, lineKindLabels, lineStateLabels, rankLabel } from "@/lib/domain/jobs";
import { lineMoveNote, type MailedLineAction } from "@/lib/domain/line-mail-notes";
import { formatLineRangeInZone, formatShortMomentInZone } from "@/lib/domain/zoned-time";
import { formatDate } from "../shell/format";
import { LineDialog } from "./line-dialog";
import { lineFee, lineStateVariant } from "./line-format";
import type { JobLineJson } from "./types";
import { useLineActions, type LineAction } from "./use-line-actions";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * One line of a job, anchored `#line-{id}` for the board's links: kind, state and rank, times, expiry, challenge
 * deadline, fee, notes, a warning for blocked days, and the moves its state allows while the job is open.
 */
export function JobLineItem({ line, jobOpen, client }: { line: JobLineJson; jobOpen: boolean; client: { name: string; email: string | null } }) {
  const { move, blocked, dismissBlocked } = useLineActions(line);
  const [editing, setEditing] = useState(false);
  // Issue 39: a move that mails the client asks first, naming the mail.
  const [asking, setAsking] = useState<MailedLineAction | null>(null);
  const note = asking ? lineMoveNote(asking, line, client) : null;
  const live = isLiveLine(line.state);
  const isOption = line.state === "option";
  const busy = (a: LineAction) => move.isPending && move.variables === a;
  const fee = lineFee(line.fee, line.currency);

  return (
    <li id={`line-${line.id}`} className="scroll-mt-24 flex flex-col gap-3 p-4 target:bg-accent-soft/40">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{lineKindLabels[line.kind]}</span>
        <Badge variant={lineStateVariant[line.state]}>{lineStateLabels[line.state]}</Badge>
        {line.rank != null && (
          <Badge variant="outline" className="tnum" title={`${rankLabel(line.rank)} in line for this time`}>
            {rankLabel(line.rank)}
          </Badge>
        )}
        <span className="tnum text-sm text-muted-foreground">{formatLineRangeInZone(new Date(line.starts_at), new Date(line.ends_at), line.time_zone)}</span>
      </div>

      <dl className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-6 gap-y-2">
        {isOption && <Fact label="Option expires">{line.option_expires_at ? formatShortMomentInZone(new Date(line.option_expires_at), line.time_zone) : "Never"}</Fact>}
        {line.challenge_deadline && <Fact label="Challenged until">{formatShortMomentInZone(new Date(line.challenge_deadline), line.time_zone)}</Fact>}
        <Fact label="Fee">{fee ?? "None"}</Fact>
        {line.notes && (
          <div className="col-span-full flex flex-col">
            <dt className="text-xs text-muted-foreground">Notes</dt>
            <dd className="text-sm whitespace-pre-line">{line.notes}</dd>
          </div>
        )}
      </dl>

      {line.conflicts.length > 0 && (
        <p className="flex items-start gap-2 rounded-sm border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            On a day the talent blocked:{" "}
            {line.conflicts
              .map((c) => `${availabilityKindLabels[c.block_kind]} ${formatDate(c.starts_on)}${c.ends_on !== c.starts_on ? ` – ${formatDate(c.ends_on)}` : ""}${c.note ? ` (${c.note})` : ""}`)
              .join("; ")}
          </span>
        </p>
      )}

      {blocked && (
        <div role="alert" className="flex flex-col gap-2 rounded-sm border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between">
          <span>{blocked}</span>
          <span className="flex gap-2">
            <Button size="sm" variant="destructive" loading={busy("override")} onClick={() => move.mutate("override")}>
              Confirm anyway
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissBlocked} disabled={move.isPending}>
              Keep as option
            </Button>
          </span>
        </div>
      )}

      {jobOpen && live && (
        <div className="flex flex-wrap gap-2">
          {isOption && line.rank === 1 && (
            <Button size="sm" loading={busy("confirm")} disabled={move.isPending} onClick={() => setAsking("confirm")}>
              {!busy("confirm") && <Check aria-hidden="true" />}
              Confirm
            </Button>
          )}
          {isOption && line.rank != null && line.rank > 1 && (
            <Button size="sm" variant="outline" loading={busy("challenge")} disabled={move.isPending} onClick={() => setAsking("challenge")}>
              {!busy("challenge") && <Swords aria-hidden="true" />}
              Challenge
            </Button>
          )}
          <Button size="sm" variant="outline" loading={busy("release")} disabled={move.isPending} onClick={() => setAsking("release")}>
            {!busy("release") && <Undo2 aria-hidden="true" />}
            Release
          </Button>
          <Button size="sm" variant="ghost" disabled={move.isPending} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={move.isPending} onClick={() => setAsking("remove")}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
          {note && asking && (
            <ConfirmDialog
              open
              onOpenChange={(open) => !open && setAsking(null)}
              title={note.title}
              description={note.description}
              confirmLabel={note.confirmLabel}
              cancelLabel={note.cancelLabel}
              busyLabel={note.busyLabel}
              variant={note.destructive ? "destructive" : "default"}
              onConfirm={() => move.mutateAsync(asking).then(
                  () => setAsking(null),
                  () => setAsking(null),
                )
              }
            />
          )}
          {editing && <LineDialog jobId={line.job_id} timeZone={line.time_zone} line={line} open={editing} onOpenChange={setEditing} />}
        </div>
      )}
    </li>
  );
}
