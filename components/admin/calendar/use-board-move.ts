"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { ApiError, apiFetch } from "@/lib/api/client";
import { SubmissionKey } from "@/lib/api/idempotency-key";
import type { lineAnswer, lineTalentMoveAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { lineDayMoveNote, lineTalentMoveNote } from "@/lib/domain/line-mail-notes";
import { toast } from "@/lib/toast";
import { dayLabel, shiftLine } from "./board-days";
import type { BoardLine } from "./board-index";

/** A move the booker asked for: the line, the day it was picked up on and the day it goes to, and another talent. */
export interface BoardMove {
  line: BoardLine;
  stageName: string;
  from: string;
  to: string;
  /** The talent the line goes to (a drop on another talent's row, or the line sheet's picker); absent: the same. */
  toTalent?: { id: number; name: string };
}

/** The request of a move: another talent's is `POST .../move` (a new line for them), a day's the line's edit. */
function moveRequest(move: BoardMove, override: boolean) {
  const times = move.from === move.to ? {} : shiftLine(move.line, move.from, move.to);
  const extra = override ? { override: true } : {};
  return move.toTalent
    ? { path: `/admin/job-lines/${move.line.id}/move`, method: "POST" as const, body: { talent_profile_id: move.toTalent.id, ...times, ...extra } }
    : { path: `/admin/job-lines/${move.line.id}`, method: "PUT" as const, body: { ...times, ...extra } };
}

/**
 * Moving a line to another day from the board (drag or the line's "Move"): the job screen's own edit,
 * `PUT /admin/job-lines/{id}` with the new times, so the same rules (a confirmed line must be free and unblocked there,
 * an option goes to the back of its new time's queue) and the same mails. To another talent (a drop on their row, or
 * the sheet's picker): `POST /admin/job-lines/{id}/move`, with an Idempotency-Key so a retry after a lost answer moves
 * once, under the placement's rules for the new talent. The move is asked first (the dialog names
 * the mails); nothing moves on the board until the server says yes, so a refused move stays where it was and the
 * refusal is kept to show (`refusal`), with "Move anyway" when only a blocked day stood in the way.
 */
export function useBoardMove() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BoardMove | null>(null);
  const [refusal, setRefusal] = useState<{ move: BoardMove; message: string; override: boolean } | null>(null);
  const [submission] = useState(() => new SubmissionKey());
  const save = useMutation({
    mutationFn: async ({ move, override }: { move: BoardMove; override: boolean }) => {
      const { path, method, body } = moveRequest(move, override);
      if (method === "PUT") return apiFetch<typeof lineAnswer>(path, { method, body });
      const answer = await apiFetch<typeof lineTalentMoveAnswer>(path, { method, body, headers: submission.headerFor(JSON.stringify({ path, body })) });
      submission.accepted();
      return answer;
    },
    onSuccess: (_data, { move }) => {
      setRefusal(null);
      toast.success("Line moved", { description: move.toTalent ? `${move.stageName}'s line to ${move.toTalent.name}, ${dayLabel(move.to)}.` : `${move.stageName}, to ${dayLabel(move.to)}.` });
    },
    onError: (error, { move }) => {
      const override = error instanceof ApiError && error.status === 409 && Boolean(error.errors?.override);
      const message = override ? (error as ApiError).errors!.override[0] : errorMessage(error, "Could not move the line.");
      setRefusal({ move, message, override });
    },
    onSettled: (_data, _error, { move }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(move.line.job_id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.calendarAll }),
      ]),
  });
  const note = !asking
    ? null
    : asking.toTalent
      ? lineTalentMoveNote({ state: asking.line.state, stage_name: asking.stageName }, { name: asking.line.client, email: asking.line.client_email }, asking.toTalent.name, dayLabel(asking.from), dayLabel(asking.to))
      : lineDayMoveNote({ state: asking.line.state, stage_name: asking.stageName }, { name: asking.line.client, email: asking.line.client_email }, dayLabel(asking.from), dayLabel(asking.to));
  return {
    /** Ask before moving (a refusal shown earlier goes). */
    ask: (move: BoardMove) => {
      setRefusal(null);
      if (move.from !== move.to || move.toTalent) setAsking(move);
    },
    asking,
    note,
    cancel: () => setAsking(null),
    confirm: () => {
      const move = asking!;
      return save.mutateAsync({ move, override: false }).then(
        () => setAsking(null),
        () => setAsking(null),
      );
    },
    overrideRefusal: () => refusal && save.mutate({ move: refusal.move, override: true }),
    dismissRefusal: () => setRefusal(null),
    refusal,
    pending: save.isPending,
  };
}

export type BoardMoveState = ReturnType<typeof useBoardMove>;
