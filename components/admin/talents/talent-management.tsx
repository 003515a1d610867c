"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch, type ResponseData } from "@/lib/api/client";
import type { adminTalentListAnswer } from "@/lib/api/responses/admin-talents";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { ListToolbar, useFilteredList } from "../shell/filtered-list";
import type { TalentCategoryKey } from "../shell/types";
import { CreateTalentDialog } from "./create-talent-dialog";
import { categoryChoices } from "./talent-options";
import { TalentTable } from "./talent-table";
import { countOf } from "@/lib/domain/plural";
import { adminListPageSize } from "@/lib/domain/admin-lists";

const TALENTS_PAGE_SIZE = adminListPageSize.talents;

const filters: { key: TalentCategoryKey; label: string }[] = [
  { key: "all", label: "All" },
  ...categoryChoices.map(({ value, label }) => ({ key: value, label })),
];

/**
 * 'Talent Management': the approved roster, filtered by category, searched by name or email, 50 a page. `initial` is the
 * first page as the server rendered it (the query's data for the unfiltered first page, so the list paints with rows).
 */
export function TalentManagement({ initial }: { initial?: ResponseData<typeof adminTalentListAnswer> }) {
  const list = useFilteredList<TalentCategoryKey>("all");
  const { filter: category, term, page } = list;
  const filtersKey = { category, search: term, page };
  const query = useQuery({
    queryKey: queryKeys.admin.talents(filtersKey),
    queryFn: () =>
      apiFetch<typeof adminTalentListAnswer>("/admin/talents", {
        query: { category: category === "all" ? undefined : category, search: term, page, limit: TALENTS_PAGE_SIZE },
      }),
    initialData: category === "all" && !term && page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) {
      const message = query.error instanceof ApiError ? query.error.message : "Failed to load talents.";
      toast.error("Error", { description: message || "Failed to load talents." });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const counts = query.data?.counts;
  const talents = query.data?.data ?? [];
  const total = counts?.all ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Talent Management"
        description={query.isSuccess ? `${countOf(total, "talent")}${term ? ` matching “${term}”` : ""}` : "Manage the agency's roster."}
        actions={<CreateTalentDialog />}
      />

      <ListToolbar
        list={list}
        filterLabel="Filter by category"
        filters={filters}
        counts={counts}
        searchLabel="Search talents by name or email"
        searchPlaceholder="Search by name or email"
        searchClassName="w-full lg:w-80"
      />

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading talents...
          </span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not fetch talents." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : talents.length === 0 ? (
        <EmptyState icon={<Users />} title="No talents found" text={term ? "Try another name or email." : undefined} />
      ) : (
        <>
          <TalentTable talents={talents} className={cn(query.isFetching && "opacity-70 transition-opacity")} />
          <Pagination page={page} totalPages={query.data?.last_page ?? 1} onPageChange={list.setPage} />
        </>
      )}
    </div>
  );
}
