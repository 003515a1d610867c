"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronRight, PackageOpen, Plus } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import type { listPackagesResponse } from "@/lib/api/responses/packages";
import { queryKeys } from "@/lib/api/query-keys";
import { cn } from "@/lib/utils";
import { formatDate } from "../shell/format";
import { ListToolbar, useFilteredList } from "../shell/filtered-list";
import { CopyLinkButton } from "./copy-link-button";
import { PackageStatusBadge } from "./package-status-badge";
import type { PackageListItem, PackageStatusFilter } from "./types";
import { countOf } from "@/lib/domain/plural";

const PAGE_SIZE = adminListPageSize.packages;
const filters: { key: PackageStatusFilter; label: string }[] = [
  { key: "all", label: "All" },
  { key: "active", label: "Active" },
  { key: "expired", label: "Expired" },
  { key: "revoked", label: "Revoked" },
];

/** Client packages: searched, filtered by status, newest first. */
/** `initial`: the unfiltered first page as the server rendered it, the query's data for that key. */
export function PackageList({ initial }: { initial?: ResponseData<typeof listPackagesResponse> }) {
  const list = useFilteredList<PackageStatusFilter>("all");
  const { filter: status, term, page } = list;
  const query = useQuery({
    queryKey: queryKeys.admin.packages({ status, search: term, page }),
    queryFn: () =>
      apiFetch<typeof listPackagesResponse>("/admin/packages", { query: { status: status === "all" ? undefined : status, search: term, page, limit: PAGE_SIZE } }),
    initialData: status === "all" && !term && page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.counts;
  const items = query.data?.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Client Packages"
        description={counts ? `${countOf(counts.all, "package")}, ${counts.active} active.` : "Talent selections sent to clients as a private link."}
        actions={
          <Link href="/admin/packages/new" className={buttonClassName({})}>
            <Plus aria-hidden="true" />
            New Package
          </Link>
        }
      />
      <ListToolbar
        list={list}
        filterLabel="Filter by status"
        filters={filters}
        counts={counts}
        searchLabel="Search packages by title or client"
        searchPlaceholder="Search title, client, company or email"
        searchClassName="w-full lg:w-96"
      />
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 rounded-md border border-dashed border-border py-16 text-sm text-muted-foreground">
          <Spinner label={null} />
          Loading packages...
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not load packages." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title="No packages found"
          text={term || status !== "all" ? "Try another search or filter." : "Create one to send a client a selection of talent."}
        />
      ) : (
        <>
          <ul className={cn("flex flex-col gap-3", query.isFetching && "opacity-70 transition-opacity")}>
            {items.map((p) => (
              <li key={p.id}>
                <PackageRow pkg={p} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data?.last_page ?? 1} onPageChange={list.setPage} />
        </>
      )}
    </div>
  );
}

function PackageRow({ pkg: p }: { pkg: PackageListItem }) {
  const selected = p.talents.filter((t) => t.selected).length;
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border bg-card p-4 md:flex-row md:items-center md:gap-5" data-testid="package-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-sans text-base font-medium tracking-normal">{p.title}</h2>
          <PackageStatusBadge status={p.status} />
        </div>
        <p className="text-sm">
          {p.client_name}
          {p.client_company && <span className="text-muted-foreground"> · {p.client_company}</span>}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {countOf(p.talents.length, "talent")} · {countOf(p.view_count, "view")} · {selected} selected ·{" "}
          {p.sent_at ? `sent ${formatDate(p.sent_at)}` : "not sent"} · expires {formatDate(p.expires_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {p.status === "active" && <CopyLinkButton url={p.url} />}
        <Link
          href={`/admin/packages/${p.id}`}
          className="inline-flex items-center justify-center gap-1 rounded-sm border border-border px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Open
          <span className="sr-only"> package {p.title}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
