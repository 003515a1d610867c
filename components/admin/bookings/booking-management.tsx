"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarX } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { queryKeys } from "@/lib/api/query-keys";
import type { listAdminBookingsResponse } from "@/lib/api/responses/bookings";
import { cn } from "@/lib/utils";
import { bookingStatusLabels, bookingStatuses, type BookingStatus } from "@/lib/domain/booking";
import { ListToolbar, useFilteredList } from "../shell/filtered-list";
import { BookingTable } from "./booking-table";
import { cappedCount } from "@/lib/domain/work-queue";

type StatusFilter = "all" | BookingStatus;

const PAGE_SIZE = adminListPageSize.bookings;
const filters: { key: StatusFilter; label: string }[] = [
  { key: "all", label: "All" },
  ...bookingStatuses.map((key) => ({ key, label: bookingStatusLabels[key] })),
];

/** 'Booking Management': every request, searched and filtered by status, newest first; a sortable table of the page in view. */
/** `initial`: the unfiltered first page as the server rendered it, the query's data for that key. */
export function BookingManagement({ initial }: { initial?: ResponseData<typeof listAdminBookingsResponse> }) {
  const list = useFilteredList<StatusFilter>("all");
  const { filter: status, term, page } = list;
  const query = useQuery({
    queryKey: queryKeys.admin.bookings({ status, search: term, page }),
    queryFn: () =>
      apiFetch<typeof listAdminBookingsResponse>("/admin/bookings", {
        query: { status: status === "all" ? undefined : status, search: term, page, limit: PAGE_SIZE },
      }),
    initialData: status === "all" && !term && page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // The spec only logs a failed booking list; the screen also says so below.
    if (query.isError) console.error("[admin] could not load bookings", query.error);
  }, [query.isError, query.error]);

  const counts = query.data?.counts;
  const bookings = query.data?.bookings ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Booking Management"
        description={counts ? bookingsSummary(counts.all, query.data?.counts_capped.includes("all") ?? false, query.data?.waiting ?? 0) : "Client booking requests."}
      />
      <ListToolbar
        list={list}
        filterLabel="Filter by status"
        filters={filters}
        counts={counts}
        capped={query.data?.counts_capped}
        searchLabel="Search bookings by client, talent, project type or reference"
        searchPlaceholder="Search client, talent, type or reference"
        searchClassName="w-full lg:w-96"
      />

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading bookings...
          </span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not load bookings." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : bookings.length === 0 ? (
        <EmptyState icon={<CalendarX />} title="No bookings found" text={term || status !== "all" ? "Try another search or filter." : undefined} />
      ) : (
        <>
          <BookingTable bookings={bookings} className={cn(query.isFetching && "opacity-70 transition-opacity")} />
          <Pagination page={page} totalPages={query.data?.last_page ?? 1} onPageChange={list.setPage} />
        </>
      )}
    </div>
  );
}

/** "1,000+ booking requests, 100+ requests waiting for an answer.": the counts past their caps say "at least". */
function bookingsSummary(all: number, allCapped: boolean, waiting: number): string {
  const requests = `${all.toLocaleString("en-GB")}${allCapped ? "+" : ""} ${all === 1 && !allCapped ? "booking request" : "booking requests"}`;
  return `${requests}, ${cappedCount(waiting)} ${waiting === 1 ? "request" : "requests"} waiting for an answer.`;
}
