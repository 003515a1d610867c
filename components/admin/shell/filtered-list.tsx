"use client";

import { useEffect, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { CountFilterButtons, type CountFilter } from "./count-filter-buttons";

/** Waits until typing pauses before searching. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

type FilteredList<K extends string> = ReturnType<typeof useFilteredList<K>>;

/**
 * The state of an admin list filtered by one key (category, status), searched and paged: the search `term` waits
 * for typing to pause, and a new filter or search goes back to page 1.
 */
export function useFilteredList<K extends string>(initial: K) {
  const [filter, setFilter] = useState<K>(initial);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim());
  return {
    filter,
    search,
    term,
    page,
    setPage,
    setFilter: (key: K) => {
      setFilter(key);
      setPage(1);
    },
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
  };
}

type ListToolbarProps<K extends string> = {
  list: FilteredList<K>;
  filterLabel: string;
  filters: CountFilter<K>[];
  counts: Record<K, number> | null | undefined | false;
  /** The counts that stopped at their cap ("1,000+"). */
  capped?: readonly K[];
  searchLabel: string;
  searchPlaceholder: string;
  searchClassName?: string;
};

/** The filter buttons with their counts and the search box above an admin list. */
export function ListToolbar<K extends string>({
  list,
  filterLabel,
  filters,
  counts,
  capped,
  searchLabel,
  searchPlaceholder,
  searchClassName,
}: ListToolbarProps<K>) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <CountFilterButtons label={filterLabel} filters={filters} active={list.filter} counts={counts} capped={capped} onSelect={list.setFilter} />
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
        className={searchClassName}
      />
    </div>
  );
}
