"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api/client";
import type { searchPackageTalentsResponse } from "@/lib/api/responses/packages";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/domain/talent-categories";
import { formatLongDate } from "@/lib/domain/dates";
import { talentDayLabel, type TalentDayState } from "@/lib/domain/talent-day";
import type { TalentOption } from "./types";

const dayBadge: Record<TalentDayState, BadgeVariant> = { free: "success", option: "accent", confirmed: "destructive", blocked: "neutral" };

/**
 * Search active talents by name and add them to the package; with the package's project date, each talent is marked
 * free, on option (the best rank held that day), confirmed or blocked that day.
 */
export function TalentPicker({
  chosen,
  projectDate,
  onAdd,
  disabled,
}: {
  chosen: number[];
  projectDate?: string;
  onAdd: (talent: TalentOption) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(id);
  }, [search]);
  const query = useQuery({
    queryKey: queryKeys.admin.packageTalents(term, projectDate ?? ""),
    queryFn: () => apiFetch<typeof searchPackageTalentsResponse>("/admin/package-talents", { query: { search: term, date: projectDate ?? "" } }),
    placeholderData: keepPreviousData,
  });
  const options = (query.data ?? []).filter((t) => !chosen.includes(t.talent_profile_id));

  return (
    <div className="flex flex-col gap-3">
      <SearchInput label="Search active talents" placeholder="Search talents by name" value={search} onChange={setSearch} />
      {projectDate && <p className="text-xs text-muted-foreground">Each talent&apos;s day on {formatLongDate(`${projectDate}T00:00:00Z`)} (the project date).</p>}
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={null} /> Searching...
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load talents.{" "}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{term ? "No active talent matches." : "Every listed talent is in the package."}</p>
      ) : (
        <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border" aria-label="Talents to add">
          {options.map((t) => (
            <li key={t.talent_profile_id} className="flex items-center gap-3 p-2">
              <Avatar src={t.image_url} name={t.stage_name} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{t.stage_name}</p>
                <p className="text-xs text-muted-foreground">{categoryLabel(t.category)}</p>
              </div>
              {t.day && (
                <Badge variant={dayBadge[t.day.state]} data-day-state={t.day.state}>
                  {talentDayLabel(t.day)}
                </Badge>
              )}
              <Button type="button" size="sm" variant="outline" onClick={() => onAdd(t)} disabled={disabled}>
                <Plus aria-hidden="true" />
                Add<span className="sr-only"> {t.stage_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
