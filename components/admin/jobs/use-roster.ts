"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { calendarAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { dayKey } from "../calendar/board-days";
import { talentDaysFrom } from "../calendar/board-index";

/**
 * The talents a booker can place: the board's roster (every active talent, by name, with a photo), read from one day of
 * `GET /admin/calendar`, the one list of talents the `bookings` permission opens. That day is the job's (today without
 * one), and each talent comes with how they stand on it (`day`: free, option with its rank, confirmed, blocked).
 */
export function useRoster(day = dayKey(new Date())) {
  return useQuery({
    queryKey: queryKeys.admin.calendar({ from: day, to: day }),
    queryFn: () => apiFetch<typeof calendarAnswer>("/admin/calendar", { query: { from: day, to: day } }),
    select: (data) => {
      const days = talentDaysFrom(data, day);
      return data.talents.map((t) => ({ ...t, day: days.get(t.id)! }));
    },
    staleTime: 60_000,
  });
}
