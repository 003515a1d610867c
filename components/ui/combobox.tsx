"use client";

import * as PopoverPrimitive from "@radix-ui/react-popover";
import { Check, ChevronDown, Search } from "lucide-react";
import { useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { controlClassName } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown before the label (a flag). */
  prefix?: React.ReactNode;
  /** Shown after the label, muted (a calling code). */
  hint?: string;
  /** Extra words the search matches ("+234", "NG"). */
  keywords?: string;
}

type ComboboxProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  loading?: boolean;
  /** What the trigger shows for the chosen option; the label by default. */
  renderValue?: (option: ComboboxOption) => React.ReactNode;
  /** Accessible name when no `<label>` points at the trigger. */
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  className?: string;
  contentClassName?: string;
  onBlur?: () => void;
  name?: string;
  /**
   * Told what the search box holds, for a list searched on the server (the talents of a large agency): the caller
   * fetches the matches into `options`, which are still narrowed here while the answer comes.
   */
  onQueryChange?: (query: string) => void;
  /** A search on the server is under way: the list says so instead of "No matches" meanwhile. */
  searching?: boolean;
};

/** Past this many matches only the first are drawn; typing narrows the list (a state can have 1,000+ cities). */
const MAX_RENDERED = 200;

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * A searchable select: a button that opens a list with a search box. Keyboard: arrows move, Enter picks, Escape
 * closes; the search box owns focus and points at the active option (`aria-activedescendant`).
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder = "Select...",
  searchPlaceholder = "Search...",
  emptyText = "No matches",
  disabled,
  loading,
  renderValue,
  className,
  contentClassName,
  onBlur,
  name,
  onQueryChange,
  searching,
  ...aria
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState("");
  const setQuery = (next: string) => {
    setQueryState(next);
    onQueryChange?.(next);
  };
  const deferredQuery = useDeferredValue(query);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const selected = options.find((o) => o.value === value);
  const matches = useMemo(() => {
    const q = fold(deferredQuery.trim());
    if (!q) return options;
    const starts: ComboboxOption[] = [];
    const contains: ComboboxOption[] = [];
    for (const o of options) {
      const label = fold(o.label);
      if (label.startsWith(q)) starts.push(o);
      else if (label.includes(q) || fold(o.keywords ?? "").includes(q) || fold(o.hint ?? "").includes(q)) contains.push(o);
    }
    return [...starts, ...contains];
  }, [options, deferredQuery]);
  const shown = matches.slice(0, MAX_RENDERED);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery("");
      const index = Math.max(0, options.findIndex((o) => o.value === value));
      setActive(index);
      requestAnimationFrame(() => scrollIntoView(index));
    } else {
      onBlur?.();
    }
  }

  function scrollIntoView(index: number) {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest" });
  }

  function pick(option: ComboboxOption) {
    onChange(option.value);
    setOpen(false);
    onBlur?.();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    let next = active;
    if (event.key === "ArrowDown") next = Math.min(last, active + 1);
    else if (event.key === "ArrowUp") next = Math.max(0, active - 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else if (event.key === "PageDown") next = Math.min(last, active + 8);
    else if (event.key === "PageUp") next = Math.max(0, active - 8);
    else if (event.key === "Enter") {
      event.preventDefault();
      if (shown[active]) pick(shown[active]);
      return;
    } else return;
    event.preventDefault();
    setActive(next);
    scrollIntoView(next);
  }

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={openChange}>
      <PopoverPrimitive.Trigger asChild disabled={disabled || loading}>
        <button
          type="button"
          id={id}
          name={name}
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-label={aria["aria-label"]}
          aria-describedby={aria["aria-describedby"]}
          aria-invalid={aria["aria-invalid"]}
          aria-required={aria["aria-required"]}
          className={cn(
            controlClassName,
            "flex h-10 items-center justify-between gap-2 py-2 text-left",
            !selected && "text-muted-foreground",
            className,
          )}
        >
          <span className="flex min-w-0 items-center gap-2 truncate">
            {selected ? (renderValue ? renderValue(selected) : (
              <>
                {selected.prefix}
                <span className="truncate">{selected.label}</span>
              </>
            )) : placeholder}
          </span>
          {loading ? (
            <Spinner size="sm" label={null} className="text-muted-foreground" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          )}
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            // Focus the search box rather than the first focusable thing.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.querySelector("input")?.focus();
          }}
          className={cn(
            "z-50 flex w-(--radix-popover-trigger-width) min-w-64 flex-col overflow-hidden rounded-sm border border-border bg-popover text-popover-foreground shadow-lg",
            "max-h-[min(24rem,var(--radix-popover-content-available-height))]",
            "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
            contentClassName,
          )}
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <input
              type="text"
              role="combobox"
              aria-label={searchPlaceholder}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown[active] ? optionId(active) : undefined}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                listRef.current?.scrollTo({ top: 0 });
              }}
              onKeyDown={onKeyDown}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              className="h-11 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            />
          </div>
          <div ref={listRef} id={listId} role="listbox" aria-label={searchPlaceholder} className="min-h-0 flex-1 overflow-y-auto p-1">
            {shown.map((option, i) => {
              const isSelected = option.value === value;
              return (
                <div
                  key={option.value}
                  id={optionId(i)}
                  data-index={i}
                  role="option"
                  aria-selected={isSelected}
                  data-active={i === active || undefined}
                  onPointerMove={() => setActive(i)}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => pick(option)}
                  className="relative flex cursor-pointer items-center gap-2 rounded-sm py-2.5 pr-8 pl-2 text-sm data-[active]:bg-muted"
                >
                  {option.prefix}
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.hint && <span className="shrink-0 text-xs text-muted-foreground">{option.hint}</span>}
                  {isSelected && <Check aria-hidden="true" className="absolute right-2 size-4" />}
                </div>
              );
            })}
            {shown.length === 0 && (
              <p role={searching ? "status" : undefined} className="px-2 py-6 text-center text-sm text-muted-foreground">
                {searching ? "Searching..." : emptyText}
              </p>
            )}
            {matches.length > shown.length && (
              <p className="px-2 py-2 text-center text-xs text-muted-foreground">
                Showing {shown.length} of {matches.length}. Type to narrow the list.
              </p>
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
