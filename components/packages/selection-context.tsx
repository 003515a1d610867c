"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

interface Selection {
  selected: number[];
  toggle: (id: number) => void;
  clear: () => void;
  token: string;
  names: Record<number, string>;
}

const SelectionContext = createContext<Selection | null>(null);

export function useSelection(): Selection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error("useSelection outside SelectionProvider");
  return value;
}

/** The client's picks on a package page: shared by each card's Select toggle and the form at the end. */
export function SelectionProvider({ token, names, children }: { token: string; names: Record<number, string>; children: React.ReactNode }) {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = useCallback((id: number) => setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])), []);
  const clear = useCallback(() => setSelected([]), []);
  const value = useMemo(() => ({ selected, toggle, clear, token, names }), [selected, toggle, clear, token, names]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** A card's "Select" toggle. */
export function SelectToggle({ talentId, name }: { talentId: number; name: string }) {
  const { selected, toggle } = useSelection();
  const on = selected.includes(talentId);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => toggle(talentId)}
      className={`inline-flex h-11 items-center justify-center gap-2 border px-5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
        on ? "border-foreground bg-foreground text-background" : "border-foreground text-foreground hover:bg-muted"
      }`}
    >
      {on ? "Selected" : "Select"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
