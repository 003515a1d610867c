"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import type { JobLineJson } from "./types";

export type LineAction = "confirm" | "override" | "release" | "challenge" | "remove";

const done: Record<LineAction, string> = {
  confirm: "Line confirmed",
  override: "Line confirmed on a blocked day",
  release: "Line released",
  challenge: "The option ahead has been challenged",
  remove: "Line cancelled",
};

function call(line: JobLineJson, action: LineAction) {
  if (action === "remove") return apiFetch(`/admin/job-lines/${line.id}`, { method: "DELETE" });
  if (action === "confirm" || action === "override") return apiFetch(`/admin/job-lines/${line.id}/confirm`, { body: { override: action === "override" } });
  return apiFetch(`/admin/job-lines/${line.id}/${action}`, { method: "POST" });
}

/**
 * A line's moves. Every answer reloads the job, the lists and the board, since a release or a cancel promotes the
 * options behind it. A confirm refused for a blocked day (409 with an `override` message) is kept to show at the
 * line with "Confirm anyway"; any other refusal is a toast with the server's words (which name what holds the time).
 */
export function useLineActions(line: JobLineJson) {
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (action: LineAction) => call(line, action),
    onSuccess: (_data, action) => {
      setBlocked(null);
      toast.success(done[action], { description: line.stage_name });
    },
    onError: (error, action) => {
      if (action === "confirm" && error instanceof ApiError && error.status === 409 && error.errors?.override) {
        setBlocked(error.errors.override[0]);
        return;
      }
      toast.error("Error", { description: errorMessage(error, "Could not change the line.") });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(line.job_id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.calendarAll }),
      ]),
  });
  return { move, blocked, dismissBlocked: () => setBlocked(null) };
}
