"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { getAdminTalentResponse } from "@/lib/api/responses/admin-talents";
import { queryKeys } from "@/lib/api/query-keys";
import type { AdminTalentJson } from "../shell/types";

/** One talent, first from the server render, then kept fresh by the client. */
export function useAdminTalent(initial: AdminTalentJson) {
  return useQuery({
    queryKey: queryKeys.admin.talent(initial.id),
    queryFn: () => apiFetch<typeof getAdminTalentResponse>(`/admin/talents/${initial.id}`),
    initialData: initial,
  });
}

/** After a change: the talent's own query gets the new data and every talent list refetches. */
export function useTalentRefresh(id: number) {
  const queryClient = useQueryClient();
  return async (next?: AdminTalentJson) => {
    if (next) queryClient.setQueryData(queryKeys.admin.talent(id), next);
    await Promise.all([
      next ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: queryKeys.admin.talent(id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.talentLists }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
    ]);
  };
}
