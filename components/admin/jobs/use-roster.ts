"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDebounced } from "@/components/admin/shell/filtered-list";
import { apiFetch } from "@/lib/api/client";
import type { calendarAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { TALENT_PICKER_SIZE } from "@/lib/domain/jobs";
import { dayKey } from "../calendar/board-days";
import { talentDaysFrom } from "../calendar/board-index";

/**
 * The talents a booker can place, for a picker: a page of the board's roster (active talents by name, with a photo),
 * read from one day of `GET /admin/calendar`, the one list of talents the `bookings` permission opens, and searched on
 * the server as the booker types (issue 38: a 3,000-talent agency's whole roster was sent to every picker). That day
 * is the job's (today without one), and each talent comes with how they stand on it (`day`: free, option with its
 * rank, confirmed, blocked). `setSearch` is the picker's search box.
 */
export function useRoster(day = dayKey(new Date())) {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim());
  const query = { from: day, to: day, limit: TALENT_PICKER_SIZE, ...(term ? { search: term } : {}) };
  const roster = useQuery({
    queryKey: queryKeys.admin.calendar(query),
    queryFn: () => apiFetch<typeof calendarAnswer>("/admin/calendar", { query }),
    select: (data) => {
      const days = talentDaysFrom(data, day);
      return data.talents.map((t) => ({ ...t, day: days.get(t.id)! }));
    },
    // The last answer stays while a new search loads (the list does not flash empty as the booker types), never
    // across days: a talent's standing on another day would be wrong, so the picker waits for the new day's.
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[2] as { from?: string } | undefined)?.from === day ? previous : undefined),
    staleTime: 60_000,
  });
  return { ...roster, setSearch, searching: roster.isFetching && (roster.isPlaceholderData || term !== search.trim()) };
}
