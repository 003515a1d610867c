"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
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
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...roster, setSearch, searching: roster.isFetching && (roster.isPlaceholderData || term !== search.trim()) };
}
