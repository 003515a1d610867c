"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { calendarAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { BOARD_PAGE_SIZE } from "./board-index";

/**
 * The board's data for the days `range`: one page of BOARD_PAGE_SIZE talents by name (issue 38: the whole roster of
 * 1,880 talents was 481 KB a month), searched on the server, with `talent_paging` for the pager. The jobs' roster
 * picker (`use-roster.ts`) still reads every talent, without `limit`.
 */
export function useBoardPage(range: { from: string; to: string }, page: number, search: string) {
  const term = search.trim();
  const query = { ...range, page, limit: BOARD_PAGE_SIZE, ...(term ? { search: term } : {}) };
  return useQuery({
    queryKey: queryKeys.admin.calendar(query),
    queryFn: () => apiFetch<typeof calendarAnswer>("/admin/calendar", { query }),
    placeholderData: keepPreviousData,
  });
}
