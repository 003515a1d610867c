"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { lineAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { lineDayMoveNote } from "@/lib/domain/line-mail-notes";
import { toast } from "@/lib/toast";
import { dayLabel, shiftLine } from "./board-days";
import type { BoardLine } from "./board-index";

/** A move the booker asked for: the line, the day it was picked up on and the day it goes to. */
export interface BoardMove {
  line: BoardLine;
  stageName: string;
  from: string;
  to: string;
}

/**
 * Moving a line to another day from the board (drag or the line's "Move"): the job screen's own edit,
 * `PUT /admin/job-lines/{id}` with the new times, so the same rules (a confirmed line must be free and unblocked there,
 * an option goes to the back of its new time's queue) and the same mails. The move is asked first (the dialog names
 * the mails); nothing moves on the board until the server says yes, so a refused move stays where it was and the
 * refusal is kept to show (`refusal`), with "Move anyway" when only a blocked day stood in the way.
 */
export function useBoardMove() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BoardMove | null>(null);
  const [refusal, setRefusal] = useState<{ move: BoardMove; message: string; override: boolean } | null>(null);
  const save = useMutation({
    mutationFn: ({ move, override }: { move: BoardMove; override: boolean }) =>
      apiFetch<typeof lineAnswer>(`/admin/job-lines/${move.line.id}`, {
        method: "PUT",
        body: { ...shiftLine(move.line, move.from, move.to), ...(override ? { override: true } : {}) },
      }),
    onSuccess: (_data, { move }) => {
      setRefusal(null);
      toast.success("Line moved", { description: `${move.stageName}, to ${dayLabel(move.to)}.` });
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
  const note = asking
    ? lineDayMoveNote({ state: asking.line.state, stage_name: asking.stageName }, { name: asking.line.client, email: asking.line.client_email }, dayLabel(asking.from), dayLabel(asking.to))
    : null;
  return {
    /** Ask before moving (a refusal shown earlier goes). */
    ask: (move: BoardMove) => {
      setRefusal(null);
      if (move.from !== move.to) setAsking(move);
    },
    /** A drop the board cannot take (another talent's row): said like a refusal. */
    refuse: (move: BoardMove, message: string) => setRefusal({ move, message, override: false }),
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
