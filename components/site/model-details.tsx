"use client";

import { useSyncExternalStore } from "react";
import type { MeasurementRow, UnitSystem } from "./units";

const STORAGE_KEY = "measurement-units";
const CHANGE_EVENT = "measurement-units-change";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// The choice of this page view, for browsers that refuse storage (private mode).
let chosen: UnitSystem | null = null;

function readUnits(): UnitSystem {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === "imperial" || saved === "metric") return saved;
  } catch {
    // fall through to the in-memory choice
  }
  return chosen ?? "metric";
}

function saveUnits(next: UnitSystem) {
  chosen = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused: the in-memory choice still applies to this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// The server renders centimetres; the visitor's saved choice applies once hydrated.
const serverUnits = (): UnitSystem => "metric";

/**
 * Model Details with a cm / ft-in switch. Rows come worked out from the server (both systems where the value is
 * a length); this leaf only chooses which to show and remembers the visitor's choice on this device.
 */
export function ModelDetails({ rows }: { rows: MeasurementRow[] }) {
  const units = useSyncExternalStore(subscribe, readUnits, serverUnits);

  const choose = saveUnits;

  const option = (value: UnitSystem, label: string, name: string) => (
    <button
      type="button"
      aria-pressed={units === value}
      onClick={() => choose(value)}
      className={`h-9 min-w-14 px-3 text-xs font-medium tracking-[0.12em] uppercase transition-colors ${
        units === value ? "bg-foreground text-background" : "text-foreground hover:bg-muted"
      }`}
    >
      {label}
      <span className="sr-only"> ({name})</span>
    </button>
  );

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-2xl md:text-3xl">Model Details</h2>
        <div role="group" aria-label="Measurement units" className="inline-flex border border-foreground">
          {option("metric", "cm", "centimetres")}
          {option("imperial", "ft / in", "feet and inches")}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 border-t border-border">
        {rows.map((row) => (
          <div key={row.label} className="border-b border-border py-4 odd:pr-4 even:border-l even:pl-4">
            <dt className="eyebrow text-muted-foreground">{row.label}</dt>
            <dd className="mt-1.5 text-lg tabular-nums" data-testid={`detail-${row.label.toLowerCase().replace(/\s+/g, "-")}`}>
              {(units === "metric" ? row.metric : row.imperial) ?? row.text}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
