"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { calendarAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { dayKey } from "../calendar/board-days";

/**
 * The talents a booker can place: the board's roster (every active talent, by name), read from one day of
 * `GET /admin/calendar`, the one list of talents the `bookings` permission opens.
 */
export function useRoster() {
  const today = dayKey(new Date());
  return useQuery({
    queryKey: queryKeys.admin.calendar({ from: today, to: today }),
    queryFn: () => apiFetch<typeof calendarAnswer>("/admin/calendar", { query: { from: today, to: today } }),
    select: (data) => data.talents,
    staleTime: 60_000,
  });
}
