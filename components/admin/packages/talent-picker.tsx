"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api/client";
import type { searchPackageTalentsResponse } from "@/lib/api/responses/packages";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/domain/talent-categories";
import type { TalentOption } from "./types";

/** Search active talents by name and add them to the package. */
export function TalentPicker({ chosen, onAdd, disabled }: { chosen: number[]; onAdd: (talent: TalentOption) => void; disabled?: boolean }) {
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(id);
  }, [search]);
  const query = useQuery({
    queryKey: queryKeys.admin.packageTalents(term),
    queryFn: () => apiFetch<typeof searchPackageTalentsResponse>("/admin/package-talents", { query: { search: term } }),
  });
  const options = (query.data ?? []).filter((t) => !chosen.includes(t.talent_profile_id));

  return (
    <div className="flex flex-col gap-3">
      <SearchInput label="Search active talents" placeholder="Search talents by name" value={search} onChange={setSearch} />
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
