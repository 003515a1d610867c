"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { approveTalentResponse } from "@/lib/api/responses/admin-talents";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";

/** Approve or decline an application, with the spec's toasts; every admin list that shows talents is refreshed. */
export function useReview(onDone?: (id: number) => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.pending }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.talentLists }),
    ]);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "decline" }) =>
      apiFetch<typeof approveTalentResponse>(`/admin/${action}/${id}`, { method: "PATCH" }),
    onSuccess: async (_data, { id, action }) => {
      if (action === "approve") toast.success("Talent Approved", { description: "The talent has been successfully approved." });
      else toast.success("Talent Declined", { description: "The talent application has been declined." });
      onDone?.(id);
      await refresh();
    },
    onError: (_error, { action }) => {
      toast.error("Error", { description: action === "approve" ? "Could not approve the talent." : "Could not decline the talent." });
      void refresh();
    },
  });
}
