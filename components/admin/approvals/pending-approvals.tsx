"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, Eye, UserCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import type { listPendingApplicantsResponse } from "@/lib/api/responses/admin-talents";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { capitalize, formatDate } from "../shell/format";
import { MinorBadge } from "../shell/minor-badge";
import { ApplicantDetails } from "./applicant-details";
import { useReview } from "./use-review";

const PAGE_SIZE = adminListPageSize.pending;

type PendingApprovalsProps = {
  /** The first page as the server rendered it, the query's data for that key. */
  initial?: ResponseData<typeof listPendingApplicantsResponse>;
  /** An applicant to open at once (`?review={id}`, the dashboard's work queue links there). */
  reviewId?: number | null;
};

/** The review queue: pending applications with View Details, Approve and Decline. */
export function PendingApprovals({ initial, reviewId = null }: PendingApprovalsProps) {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(reviewId);
  const query = useQuery({
    queryKey: [...queryKeys.admin.pending, page],
    queryFn: () => apiFetch<typeof listPendingApplicantsResponse>("/admin/pending", { query: { page, limit: PAGE_SIZE } }),
    initialData: page === 1 ? initial : undefined,
  });
  const review = useReview((id) => setSelectedId((current) => (current === id ? null : current)));

  useEffect(() => {
    if (query.isError) toast.error("Error fetching talents", { description: "There was an error loading pending talents." });
  }, [query.isError, query.errorUpdatedAt]);

  const applicants = query.data?.data ?? [];
  const selected = applicants.find((a) => a.id === selectedId) ?? null;
  const busyId = review.isPending ? review.variables?.id : undefined;
  const busyAction = review.isPending ? review.variables?.action : undefined;
  const act = (id: number, action: "approve" | "decline") => review.mutate({ id, action });

  if (selected) {
    return (
      <ApplicantDetails
        applicant={selected}
        onBack={() => setSelectedId(null)}
        onApprove={() => act(selected.id, "approve")}
        onDecline={() => act(selected.id, "decline")}
        busy={busyId === selected.id ? busyAction : undefined}
      />
    );
  }

  const total = query.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pending Approval"
        description={
          query.isSuccess
            ? `${total} application${total === 1 ? "" : "s"} waiting for review.`
            : "Talent applications waiting for review."
        }
      />

      {query.isPending ? (
        <div aria-busy="true" aria-live="polite" className="flex flex-col gap-2">
          <span className="sr-only">Loading pending applications...</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="Error fetching talents"
          message="There was an error loading pending talents."
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : applicants.length === 0 ? (
        <EmptyState icon={<UserCheck />} title="All caught up!" text="No pending applications to review." />
      ) : (
        <>
          <div className="overflow-hidden rounded-md border border-border bg-card">
            <table className="w-full text-sm">
              <caption className="sr-only">Pending applications</caption>
              <thead className="hidden border-b border-border bg-muted/50 text-left text-xs text-muted-foreground md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Applicant</th>
                  <th scope="col" className="px-3 py-3 font-medium">Gender</th>
                  <th scope="col" className="px-3 py-3 font-medium">Age</th>
                  <th scope="col" className="px-3 py-3 font-medium">Height</th>
                  <th scope="col" className="px-3 py-3 font-medium">Status</th>
                  <th scope="col" className="px-3 py-3 font-medium">Applied</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {applicants.map((a) => (
                  <tr key={a.id} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 p-4 md:table-row md:p-0">
                    <td className="col-span-2 md:px-4 md:py-3">
                      <div className="flex items-center gap-3">
                        <Avatar src={a.profile_image_url ?? a.application.snapshots[0]?.file_url} name={a.name} />
                        <div className="min-w-0">
                          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                            <span className="truncate">{a.name}</span>
                            {a.is_minor && <MinorBadge />}
                            {a.application.missing.length > 0 && (
                              <Badge variant="outline" title={`Missing: ${a.application.missing.join(", ")}`}>
                                Incomplete
                              </Badge>
                            )}
                          </p>
                          <p className="truncate text-xs text-muted-foreground">{a.email}</p>
                        </div>
                      </div>
                    </td>
                    <td className="text-muted-foreground md:px-3 md:py-3 md:text-foreground">
                      <span className="md:hidden">Gender: </span>
                      {capitalize(a.gender) || "N/A"}
                    </td>
                    <td className="text-muted-foreground md:px-3 md:py-3 md:text-foreground">
                      <span className="md:hidden">Age: </span>
                      {a.age ?? "N/A"}
                    </td>
                    <td className="text-muted-foreground md:px-3 md:py-3 md:text-foreground">
                      <span className="md:hidden">Height: </span>
                      {a.height || "N/A"}
                    </td>
                    <td className="md:px-3 md:py-3">
                      <Badge variant="secondary">{capitalize(a.status)}</Badge>
                    </td>
                    <td className="col-span-2 text-muted-foreground md:col-span-1 md:px-3 md:py-3 md:text-foreground">
                      <span className="md:hidden">Applied </span>
                      <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>
                    </td>
                    <td className="col-span-2 md:px-4 md:py-3">
                      <div className="flex flex-wrap gap-2 md:justify-end">
                        <Button size="sm" variant="ghost" onClick={() => setSelectedId(a.id)} aria-label={`View details of ${a.name}`}>
                          <Eye aria-hidden="true" />
                          View Details
                        </Button>
                        <Button
                          size="sm"
                          onClick={() => act(a.id, "approve")}
                          loading={busyId === a.id && busyAction === "approve"}
                          disabled={busyId === a.id}
                          aria-label={`Approve ${a.name}`}
                        >
                          {!(busyId === a.id && busyAction === "approve") && <Check aria-hidden="true" />}
                          Approve
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => act(a.id, "decline")}
                          loading={busyId === a.id && busyAction === "decline"}
                          disabled={busyId === a.id}
                          aria-label={`Decline ${a.name}`}
                        >
                          {!(busyId === a.id && busyAction === "decline") && <X aria-hidden="true" />}
                          Decline
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {(query.data?.last_page ?? 1) > 1 && (
            <Pagination page={page} totalPages={query.data?.last_page ?? 1} onPageChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}
